// The upstream URL Pattern tests, unmodified: urlpattern.any.js (which runs urlpatterntestdata.json
// through resources/urlpatterntests.js), urlpattern-constructor.any.js and
// urlpattern-hasregexpgroups.any.js. No expectations file: every case must pass.
import { describe, expect, it } from 'vitest';
import { URLPattern } from '../src/index';
import { collectAnyJs, readWptJSON } from './helpers/wpt';

const suites = {
  'urlpattern.any.js': await collectAnyJs('urlpattern/urlpattern.any.js', URLPattern),
  'urlpattern-constructor.any.js': await collectAnyJs('urlpattern/urlpattern-constructor.any.js', URLPattern),
  'urlpattern-hasregexpgroups.any.js': await collectAnyJs(
    'urlpattern/urlpattern-hasregexpgroups.any.js',
    URLPattern,
  ),
};

describe('WPT urlpattern', () => {
  it('collects every case of urlpatterntestdata.json (369)', () => {
    const data = readWptJSON<unknown[]>('urlpattern/resources/urlpatterntestdata.json');
    expect(data.length).toBe(369);
    expect(suites['urlpattern.any.js'].length).toBe(369);
  });
  for (const [file, tests] of Object.entries(suites)) {
    describe(file, () => {
      const seen = new Map<string, number>();
      for (const t of tests) {
        const n = (seen.get(t.name) ?? 0) + 1;
        seen.set(t.name, n);
        it(n === 1 ? t.name || '(unnamed)' : `${t.name} (#${n})`, () => t.run());
      }
    });
  }
});
