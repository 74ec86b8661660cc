import { describe, expect, it } from 'vitest';
import { inspect } from '../src/index';
import { applyChanges, corpus, urlTestData } from './helpers';

describe('changes explain the difference between the input and href', () => {
  const cases = urlTestData().filter((c) => c.failure !== true);

  it('applying the changes to the input gives href, for every urltestdata case not resolved against a base', () => {
    const wrong: unknown[] = [];
    let checked = 0;
    for (const c of cases) {
      const r = inspect(c.input, c.base);
      if (!r.ok) {
        wrong.push({ input: c.input, base: c.base, failure: r.failure });
        continue;
      }
      if (r.changes.some((ch) => ch.kind === 'resolved-against-base')) continue;
      checked++;
      const applied = applyChanges(c.input, r.changes);
      if (applied !== r.parts!.href) {
        wrong.push({ input: c.input, href: r.parts!.href, applied, changes: r.changes });
      }
    }
    expect(checked).toBeGreaterThan(400);
    expect(wrong).toEqual([]);
  });

  it('every change spans the input text it names, and a relative input is always marked as resolved', () => {
    for (const c of cases) {
      const r = inspect(c.input, c.base);
      for (const ch of r.changes) {
        expect(ch.start).toBeGreaterThanOrEqual(0);
        expect(ch.end).toBeGreaterThanOrEqual(ch.start);
        expect(ch.end).toBeLessThanOrEqual(c.input.length);
        expect(ch.before).toBe(c.input.slice(ch.start, ch.end));
        expect(ch.message).not.toBe('');
      }
      if (r.ok && r.parts!.href !== c.input) expect(r.changes.length, c.input).toBeGreaterThan(0);
    }
  });

  it('applying the changes gives href for hosts from the IDNA and IP literal corpora', () => {
    const wrong: unknown[] = [];
    let checked = 0;
    for (const line of [...corpus('idna-domains.txt'), ...corpus('ip-literals.txt')]) {
      const input = line.includes(':') && !line.startsWith('[') ? `http://[${line}]/x` : `http://${line}/x`;
      const r = inspect(input);
      if (!r.ok) continue;
      checked++;
      const applied = applyChanges(input, r.changes);
      if (applied !== r.parts!.href) wrong.push({ input, href: r.parts!.href, applied });
    }
    expect(checked).toBeGreaterThan(5000);
    expect(wrong.slice(0, 20)).toEqual([]);
  });
});
