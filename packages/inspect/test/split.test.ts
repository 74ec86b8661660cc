import { readFileSync } from 'node:fs';
import { parseURL, serializeURL, type URLRecord } from '@url/parser';
import { describe, expect, it } from 'vitest';
import { recordFromSplit, splitURL } from '../src/split';

const data = JSON.parse(
  readFileSync(new URL('../../../wpt/url/resources/urltestdata.json', import.meta.url), 'utf8'),
) as (string | { input: string; base: string | null; failure?: boolean })[];
const cases = data.filter((c) => typeof c === 'object') as { input: string; base: string | null }[];

function plain(r: URLRecord | null) {
  return r === null ? null : { ...r, path: Array.isArray(r.path) ? [...r.path] : r.path };
}

describe('the splitter reads the input as the basic URL parser does', () => {
  it('has the urltestdata cases', () => {
    expect(cases.length).toBeGreaterThan(800);
  });
  it('its components, transformed per component, are the parser output for every urltestdata case', () => {
    const mismatches: unknown[] = [];
    let parsed = 0;
    for (const c of cases) {
      const base = c.base === null ? null : parseURL(c.base);
      if (c.base !== null && base === null) continue;
      const expected = parseURL(c.input, base);
      const split = splitURL(c.input, base);
      const actual = recordFromSplit(split);
      if (expected !== null) parsed++;
      if (
        JSON.stringify(plain(actual)) !== JSON.stringify(plain(expected)) ||
        (expected !== null && serializeURL(actual!) !== serializeURL(expected))
      ) {
        mismatches.push({
          input: c.input,
          base: c.base,
          expected: plain(expected),
          actual: plain(actual),
          failure: split.failure,
        });
      }
    }
    expect(parsed).toBeGreaterThan(500);
    expect(mismatches).toEqual([]);
  });
});
