// Every percent-encode set, code point by code point, against a literal transcription of the
// URL Standard's definitions (https://url.spec.whatwg.org/#percent-encoded-bytes).
import {
  APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
  C0_CONTROL_PERCENT_ENCODE_SET,
  COMPONENT_PERCENT_ENCODE_SET,
  createPercentEncodeSet,
  FRAGMENT_PERCENT_ENCODE_SET,
  isInPercentEncodeSet,
  PATH_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  utf8Encode,
  utf8PercentEncodeCodePoint,
} from '@url/percent';
import { describe, expect, test } from 'vitest';

type Predicate = (c: number) => boolean;

// "A C0 control is a code point in the range U+0000 NULL to U+001F INFORMATION SEPARATOR ONE,
// inclusive." (Infra)
const isC0Control: Predicate = (c) => c >= 0x0000 && c <= 0x001f;

// "The C0 control percent-encode set is a percent-encode set consisting of C0 controls and all
// code points greater than U+007E (~)."
const inC0Control: Predicate = (c) => isC0Control(c) || c > 0x007e;

// "The fragment percent-encode set is a percent-encode set consisting of the C0 control
// percent-encode set and U+0020 SPACE, U+0022 ("), U+003C (<), U+003E (>), and U+0060 (`)."
const inFragment: Predicate = (c) =>
  inC0Control(c) || c === 0x0020 || c === 0x0022 || c === 0x003c || c === 0x003e || c === 0x0060;

// "The query percent-encode set is a percent-encode set consisting of the C0 control
// percent-encode set and U+0020 SPACE, U+0022 ("), U+0023 (#), U+003C (<), and U+003E (>)."
const inQuery: Predicate = (c) =>
  inC0Control(c) || c === 0x0020 || c === 0x0022 || c === 0x0023 || c === 0x003c || c === 0x003e;

// "The special-query percent-encode set is a percent-encode set consisting of the query
// percent-encode set and U+0027 (')."
const inSpecialQuery: Predicate = (c) => inQuery(c) || c === 0x0027;

// "The path percent-encode set is a percent-encode set consisting of the query percent-encode
// set and U+003F (?), U+005E (^), U+0060 (`), U+007B ({), and U+007D (})."
const inPath: Predicate = (c) =>
  inQuery(c) || c === 0x003f || c === 0x005e || c === 0x0060 || c === 0x007b || c === 0x007d;

// "The userinfo percent-encode set is a percent-encode set consisting of the path percent-encode
// set and U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+0040 (@), U+005B ([) to U+005D (]),
// inclusive, and U+007C (|)."
const inUserinfo: Predicate = (c) =>
  inPath(c) ||
  c === 0x002f ||
  c === 0x003a ||
  c === 0x003b ||
  c === 0x003d ||
  c === 0x0040 ||
  (c >= 0x005b && c <= 0x005d) ||
  c === 0x007c;

// "The component percent-encode set is a percent-encode set consisting of the userinfo
// percent-encode set and U+0024 ($) to U+0026 (&), inclusive, U+002B (+), and U+002C (,)."
const inComponent: Predicate = (c) =>
  inUserinfo(c) || (c >= 0x0024 && c <= 0x0026) || c === 0x002b || c === 0x002c;

// "The application/x-www-form-urlencoded percent-encode set is a percent-encode set consisting of
// the component percent-encode set and U+0021 (!), U+0027 (') to U+0029 RIGHT PARENTHESIS,
// inclusive, and U+007E (~)."
const inFormUrlencoded: Predicate = (c) =>
  inComponent(c) || c === 0x0021 || (c >= 0x0027 && c <= 0x0029) || c === 0x007e;

const sets: [string, PercentEncodeSet, Predicate][] = [
  ['C0 control', C0_CONTROL_PERCENT_ENCODE_SET, inC0Control],
  ['fragment', FRAGMENT_PERCENT_ENCODE_SET, inFragment],
  ['query', QUERY_PERCENT_ENCODE_SET, inQuery],
  ['special-query', SPECIAL_QUERY_PERCENT_ENCODE_SET, inSpecialQuery],
  ['path', PATH_PERCENT_ENCODE_SET, inPath],
  ['userinfo', USERINFO_PERCENT_ENCODE_SET, inUserinfo],
  ['component', COMPONENT_PERCENT_ENCODE_SET, inComponent],
  [
    'application/x-www-form-urlencoded',
    APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
    inFormUrlencoded,
  ],
];

/** The spec's "percent-encode" of each UTF-8 byte, written the slow, obvious way. */
const percentEncodeBytes = (codePoint: number) =>
  [...utf8Encode(String.fromCodePoint(codePoint))]
    .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');

/** All of 0..0x7F, all of the BMP, then every 7th code point of the supplementary planes and each plane's edges. */
function* sampledCodePoints(): Generator<number> {
  for (let c = 0; c <= 0xffff; c++) yield c;
  for (let c = 0x10000; c <= 0x10ffff; c += 7) yield c;
  for (let plane = 1; plane <= 16; plane++) {
    yield plane * 0x10000;
    yield plane * 0x10000 + 0xfffe;
    yield plane * 0x10000 + 0xffff;
  }
}

describe.each(sets)('the %s percent-encode set', (_, set, inSet) => {
  test('is a Uint8Array of 128 zeros and ones', () => {
    expect(set).toBeInstanceOf(Uint8Array);
    expect(set.length).toBe(128);
    for (const v of set) expect(v === 0 || v === 1).toBe(true);
  });

  test('matches the definition on every ASCII code point exactly', () => {
    for (let c = 0; c < 0x80; c++) {
      expect([c, set[c] === 1]).toEqual([c, inSet(c)]);
      expect([c, isInPercentEncodeSet(set, c)]).toEqual([c, inSet(c)]);
    }
  });

  test('matches the definition on every code point (isInPercentEncodeSet)', () => {
    const wrong: number[] = [];
    for (let c = 0; c <= 0x10ffff; c++) if (isInPercentEncodeSet(set, c) !== inSet(c)) wrong.push(c);
    expect(wrong).toEqual([]);
  });

  test('utf8PercentEncodeCodePoint encodes exactly the code points in the set (BMP densely, astral sampled)', () => {
    const wrong: number[] = [];
    for (const c of sampledCodePoints()) {
      if (c >= 0xd800 && c <= 0xdfff) continue; // not scalar values; tested in encode.test.ts
      const expected = inSet(c) ? percentEncodeBytes(c) : String.fromCodePoint(c);
      if (utf8PercentEncodeCodePoint(c, set) !== expected) wrong.push(c);
    }
    expect(wrong).toEqual([]);
  });
});

test('each set contains the one it is defined from', () => {
  const parent: [PercentEncodeSet, PercentEncodeSet][] = [
    [C0_CONTROL_PERCENT_ENCODE_SET, FRAGMENT_PERCENT_ENCODE_SET],
    [C0_CONTROL_PERCENT_ENCODE_SET, QUERY_PERCENT_ENCODE_SET],
    [QUERY_PERCENT_ENCODE_SET, SPECIAL_QUERY_PERCENT_ENCODE_SET],
    [QUERY_PERCENT_ENCODE_SET, PATH_PERCENT_ENCODE_SET],
    [PATH_PERCENT_ENCODE_SET, USERINFO_PERCENT_ENCODE_SET],
    [USERINFO_PERCENT_ENCODE_SET, COMPONENT_PERCENT_ENCODE_SET],
    [COMPONENT_PERCENT_ENCODE_SET, APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET],
  ];
  for (const [smaller, larger] of parent)
    for (let c = 0; c < 128; c++) if (smaller[c]) expect(larger[c]).toBe(1);
  // "The query percent-encode set cannot be defined in terms of the fragment percent-encode set
  // due to the omission of U+0060 (`)."
  expect(FRAGMENT_PERCENT_ENCODE_SET[0x60]).toBe(1);
  expect(QUERY_PERCENT_ENCODE_SET[0x60]).toBe(0);
});

test('"The application/x-www-form-urlencoded percent-encode set contains all code points, except the ASCII alphanumeric, U+002A (*), U+002D (-), U+002E (.), and U+005F (_)."', () => {
  const kept = [];
  for (let c = 0; c < 128; c++) if (!APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET[c]) kept.push(c);
  expect(String.fromCharCode(...kept)).toBe(
    '*-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz',
  );
});

describe('createPercentEncodeSet', () => {
  test('adds and removes ASCII code points on a copy of the base', () => {
    const set = createPercentEncodeSet(PATH_PERCENT_ENCODE_SET, { add: '%!', remove: '{}' });
    expect(set).not.toBe(PATH_PERCENT_ENCODE_SET);
    for (let c = 0; c < 128; c++) {
      const expected =
        c === 0x25 || c === 0x21 ? 1 : c === 0x7b || c === 0x7d ? 0 : PATH_PERCENT_ENCODE_SET[c];
      expect([c, set[c]]).toEqual([c, expected]);
    }
    // the base is untouched
    expect(PATH_PERCENT_ENCODE_SET[0x25]).toBe(0);
    expect(PATH_PERCENT_ENCODE_SET[0x7b]).toBe(1);
  });

  test('removal wins over addition; no changes gives an equal copy', () => {
    const set = createPercentEncodeSet(C0_CONTROL_PERCENT_ENCODE_SET, { add: 'ab', remove: 'b' });
    expect(set[0x61]).toBe(1);
    expect(set[0x62]).toBe(0);
    const copy = createPercentEncodeSet(QUERY_PERCENT_ENCODE_SET, {});
    expect(copy).toEqual(QUERY_PERCENT_ENCODE_SET);
    expect(copy).not.toBe(QUERY_PERCENT_ENCODE_SET);
    expect(createPercentEncodeSet(QUERY_PERCENT_ENCODE_SET)).toEqual(QUERY_PERCENT_ENCODE_SET);
  });

  test('can remove C0 controls and U+007F; adding non-ASCII is a no-op', () => {
    const set = createPercentEncodeSet(C0_CONTROL_PERCENT_ENCODE_SET, { add: 'é😀', remove: '\u0000\u007f' });
    expect(set[0]).toBe(0);
    expect(set[0x7f]).toBe(0);
    expect(isInPercentEncodeSet(set, 0xe9)).toBe(true);
  });

  test('refuses to remove a non-ASCII code point, naming it', () => {
    expect(() => createPercentEncodeSet(C0_CONTROL_PERCENT_ENCODE_SET, { remove: 'aé' })).toThrow(
      /cannot remove U\+00E9 from "aé"/,
    );
    expect(() => createPercentEncodeSet(C0_CONTROL_PERCENT_ENCODE_SET, { remove: '😀' })).toThrow(/U\+1F600/);
    expect(() => createPercentEncodeSet(C0_CONTROL_PERCENT_ENCODE_SET, { remove: '😀' })).toThrow(TypeError);
  });

  test('rejects a base that is not a percent-encode set', () => {
    expect(() => createPercentEncodeSet(new Uint8Array(10), {})).toThrow(TypeError);
    expect(() => createPercentEncodeSet([] as unknown as Uint8Array, {})).toThrow(TypeError);
  });
});

describe('isInPercentEncodeSet', () => {
  test('non-ASCII code points are in every set, values that are not code points in none', () => {
    const empty = createPercentEncodeSet(C0_CONTROL_PERCENT_ENCODE_SET, {
      remove: String.fromCharCode(...Array.from({ length: 128 }, (_, i) => i)),
    });
    expect(empty.every((v) => v === 0)).toBe(true);
    expect(isInPercentEncodeSet(empty, 0x41)).toBe(false);
    expect(isInPercentEncodeSet(empty, 0x80)).toBe(true);
    expect(isInPercentEncodeSet(empty, 0xd800)).toBe(true);
    expect(isInPercentEncodeSet(empty, 0x10ffff)).toBe(true);
    for (const bad of [-1, 0x110000, 1.5, 128.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isInPercentEncodeSet(C0_CONTROL_PERCENT_ENCODE_SET, bad)).toBe(false);
  });
});
