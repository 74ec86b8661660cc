// WPT url/resources/percent-encoding.json. Upstream checks it through the URL parser: for each
// case, a special URL's query and fragment must hold `output[encoding]` (the query with the
// document's encoding, the fragment always UTF-8). The URL parser encodes a special URL's query
// with the special-query percent-encode set and its fragment with the fragment percent-encode
// set, so here both sets must give `output['utf-8']` for every case, and the legacy columns we
// have an encoder for must come out of `percentEncodeAfterEncoding` with the special-query set.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  FRAGMENT_PERCENT_ENCODE_SET,
  percentEncodeAfterEncoding,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  utf8PercentEncodeString,
} from '@url/percent';
import { describe, expect, test } from 'vitest';
import { iso2022jpWithoutIndex, shiftJISToy, windows1252 } from './legacy-encoders.ts';

interface Case {
  input: string;
  output: Record<string, string>;
}

const file = fileURLToPath(new URL('../../../wpt/url/resources/percent-encoding.json', import.meta.url));
if (!existsSync(file))
  throw new Error(
    `${file} is missing: run \`pnpm sync\` at the repository root (vitest's global setup does it)`,
  );
const cases = (JSON.parse(readFileSync(file, 'utf8')) as (string | Case)[]).filter(
  (entry): entry is Case => typeof entry !== 'string',
);

describe('WPT percent-encoding.json, UTF-8 column', () => {
  test('has cases, each with a UTF-8 output', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) expect(typeof c.output['utf-8']).toBe('string');
  });

  test.each(cases.map((c) => [JSON.stringify(c.input), c] as const))('%s', (_, c) => {
    const expected = c.output['utf-8'];
    expect(utf8PercentEncodeString(c.input, FRAGMENT_PERCENT_ENCODE_SET)).toBe(expected);
    expect(utf8PercentEncodeString(c.input, SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe(expected);
    expect(percentEncodeAfterEncoding(null, c.input, SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe(expected);
  });
});

// Columns for which a complete-enough encoder exists in legacy-encoders.ts. The others (big5,
// euc-kr, gb18030, iso-8859-2) need index tables this package does not carry.
const encoders = {
  'windows-1252': windows1252,
  'iso-2022-jp': iso2022jpWithoutIndex,
  shift_jis: shiftJISToy,
};
const legacyCases = cases.flatMap((c) =>
  Object.entries(encoders)
    .filter(([name]) => name in c.output)
    .map(
      ([name, encoding]) =>
        [`${name} ${JSON.stringify(c.input)}`, encoding, c.input, c.output[name]] as const,
    ),
);

describe('WPT percent-encoding.json, legacy encoding columns through the encoder hook', () => {
  test('covers windows-1252, iso-2022-jp and shift_jis cases', () => {
    const names = new Set(legacyCases.map(([title]) => title.split(' ')[0]));
    expect([...names].sort()).toEqual(['iso-2022-jp', 'shift_jis', 'windows-1252']);
  });

  test.each(legacyCases)('%s', (_, encoding, input, expected) => {
    expect(percentEncodeAfterEncoding(encoding, input, SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe(expected);
  });
});
