// '@url/pattern/safe-regexp': regexp groups of the subset (regexp-subset.ts) run on the linear-time
// machine, so nested quantifiers need no warning and near misses take linear time. (Vitest runs each
// test file in its own module graph: the other files see the root entry alone.)
import { describe, expect, it } from 'vitest';
import { URLPattern, type URLPatternWarning } from '../src/index';
import { installSafeRegExp } from '../src/safe-regexp';
import { urlPatternRecord } from '../src/url-pattern';

describe('@url/pattern/safe-regexp', () => {
  it('installs once, on import', () => {
    expect(installSafeRegExp()).toBe(false);
  });
  it('runs nested quantifiers of the subset on the machine: nothing to warn about', () => {
    const warnings: URLPatternWarning[] = [];
    const onWarning = (w: URLPatternWarning) => warnings.push(w);
    for (const linear of [
      '/:a((?:a+)+)',
      '/((?:a|a)*)',
      '/:id(\\d+)+',
      '/((?:\\w|\\d)+)',
      '/((?:x{1,5})*)',
    ]) {
      const p = new URLPattern({ pathname: linear }, { onWarning, rejectUnsafeRegExp: true });
      expect(urlPatternRecord(p).matchers[5].kind, linear).toBe('vm');
      expect(warnings, linear).toEqual([]);
    }
    const slow = new URLPattern({ pathname: '/((?:a+)+)b' });
    expect(slow.test({ pathname: `/${'a'.repeat(5000)}` })).toBe(false); // RegExp would take forever
    expect(slow.exec({ pathname: '/aaab' })?.pathname.groups).toEqual({ 0: 'aaa' });
  });
  it('still leaves groups outside the subset to RegExp, with warnings', () => {
    const warnings: URLPatternWarning[] = [];
    new URLPattern({ pathname: '/:a((?:\\s+)+)' }, { onWarning: (w) => warnings.push(w) });
    expect(warnings.length).toBe(1);
  });
});
