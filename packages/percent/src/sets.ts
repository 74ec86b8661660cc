/**
 * A percent-encode set (https://url.spec.whatwg.org/#percent-encode-set) as a lookup table:
 * `set[c] === 1` when the ASCII code point `c` is in the set, 0 when it is not. The table has
 * 128 entries; every code point at or above U+0080 is always in every set (the spec asserts as
 * much for "percent-encode after encoding", and every set it defines includes them).
 *
 * The exported sets are shared tables: do not write to them. Build a custom set with
 * {@link createPercentEncodeSet}.
 */
export type PercentEncodeSet = Uint8Array;

/**
 * A set holding the C0 control percent-encode set (C0 controls and U+007F; everything from U+0080
 * on is implicit) plus the ASCII code points of `codePoints`. Each exported set is built on its own
 * from the full list of what it adds to the C0 control set (a literal, so that a bundler sees no
 * side effects and keeps only the sets a program uses).
 */
function c0ControlSetWith(codePoints: string): Uint8Array {
  const set = new Uint8Array(128);
  // C0 controls: U+0000 NULL to U+001F INFORMATION SEPARATOR ONE, inclusive.
  set.fill(1, 0, 0x20);
  // Greater than U+007E (~): U+007F here, and everything from U+0080 on implicitly.
  set[0x7f] = 1;
  for (let i = 0; i < codePoints.length; i++) set[codePoints.charCodeAt(i)] = 1;
  return set;
}

/**
 * "The C0 control percent-encode set is a percent-encode set consisting of C0 controls and all
 * code points greater than U+007E (~)."
 * https://url.spec.whatwg.org/#c0-control-percent-encode-set
 */
export const C0_CONTROL_PERCENT_ENCODE_SET: PercentEncodeSet = /* @__PURE__ */ c0ControlSetWith('');

/**
 * "The fragment percent-encode set is a percent-encode set consisting of the C0 control
 * percent-encode set and U+0020 SPACE, U+0022 ("), U+003C (<), U+003E (>), and U+0060 (`)."
 * https://url.spec.whatwg.org/#fragment-percent-encode-set
 */
export const FRAGMENT_PERCENT_ENCODE_SET: PercentEncodeSet = /* @__PURE__ */ c0ControlSetWith(' "<>`');

/**
 * "The query percent-encode set is a percent-encode set consisting of the C0 control
 * percent-encode set and U+0020 SPACE, U+0022 ("), U+0023 (#), U+003C (<), and U+003E (>)."
 * https://url.spec.whatwg.org/#query-percent-encode-set
 */
export const QUERY_PERCENT_ENCODE_SET: PercentEncodeSet = /* @__PURE__ */ c0ControlSetWith(' "#<>');

/**
 * "The special-query percent-encode set is a percent-encode set consisting of the query
 * percent-encode set and U+0027 (')."
 * https://url.spec.whatwg.org/#special-query-percent-encode-set
 */
export const SPECIAL_QUERY_PERCENT_ENCODE_SET: PercentEncodeSet = /* @__PURE__ */ c0ControlSetWith(' "#<>\'');

/**
 * "The path percent-encode set is a percent-encode set consisting of the query percent-encode
 * set and U+003F (?), U+005E (^), U+0060 (`), U+007B ({), and U+007D (})."
 * https://url.spec.whatwg.org/#path-percent-encode-set
 */
export const PATH_PERCENT_ENCODE_SET: PercentEncodeSet = /* @__PURE__ */ c0ControlSetWith(' "#<>?^`{}');

/**
 * "The userinfo percent-encode set is a percent-encode set consisting of the path
 * percent-encode set and U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+0040 (@), U+005B ([)
 * to U+005D (]), inclusive, and U+007C (|)."
 * https://url.spec.whatwg.org/#userinfo-percent-encode-set
 */
export const USERINFO_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ c0ControlSetWith(' "#<>?^`{}/:;=@[\\]|');

/**
 * "The component percent-encode set is a percent-encode set consisting of the userinfo
 * percent-encode set and U+0024 ($) to U+0026 (&), inclusive, U+002B (+), and U+002C (,)."
 *
 * With UTF-8 it gives the same results as ECMAScript's `encodeURIComponent()` on well-formed
 * strings. https://url.spec.whatwg.org/#component-percent-encode-set
 */
export const COMPONENT_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ c0ControlSetWith(' "#<>?^`{}/:;=@[\\]|$%&+,');

/**
 * "The application/x-www-form-urlencoded percent-encode set is a percent-encode set consisting
 * of the component percent-encode set and U+0021 (!), U+0027 (') to U+0029 RIGHT PARENTHESIS,
 * inclusive, and U+007E (~)."
 * https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set
 */
export const APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ c0ControlSetWith(' "#<>?^`{}/:;=@[\\]|$%&+,!\'()~');

function assertSet(set: unknown, name: string): asserts set is PercentEncodeSet {
  if (!(set instanceof Uint8Array) || set.length !== 128)
    throw new TypeError(
      `${name} must be a percent-encode set (a Uint8Array of 128 entries), got ${String(set)}`,
    );
}

/**
 * Builds a new percent-encode set: a copy of `base` with the code points of `changes.add` added
 * and those of `changes.remove` removed (removals apply after additions).
 *
 * Code points at or above U+0080 are in every set: adding one changes nothing, and removing one
 * throws a `TypeError`, because the percent-encoder must encode every non-ASCII byte.
 *
 * Not a spec algorithm: a helper for building the tables of the spec's
 * [percent-encode sets](https://url.spec.whatwg.org/#percent-encode-set) (the URL Pattern Standard,
 * for one, percent-encodes with sets of its own).
 *
 * @example createPercentEncodeSet(PATH_PERCENT_ENCODE_SET, { add: '%', remove: '{}' })
 */
export function createPercentEncodeSet(
  base: PercentEncodeSet,
  changes: { add?: string; remove?: string } = {},
): PercentEncodeSet {
  assertSet(base, 'createPercentEncodeSet: base');
  const set = base.slice();
  const { add = '', remove = '' } = changes;
  for (let i = 0; i < add.length; i++) {
    const c = add.charCodeAt(i);
    if (c < 0x80) set[c] = 1;
  }
  for (let i = 0; i < remove.length; i++) {
    const c = remove.charCodeAt(i);
    if (c >= 0x80) {
      const codePoint = remove.codePointAt(i)!;
      throw new TypeError(
        `createPercentEncodeSet: cannot remove U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} from ${JSON.stringify(remove)}: every code point at or above U+0080 is always percent-encoded`,
      );
    }
    set[c] = 0;
  }
  return set;
}

/**
 * Whether `codePoint` is in `set`, a [percent-encode set](https://url.spec.whatwg.org/#percent-encode-set)
 * (the test "isomorph is not in percentEncodeSet" of
 * https://url.spec.whatwg.org/#string-percent-encode-after-encoding).
 * Every code point at or above U+0080 is; a value that is not a code point (negative, fractional,
 * above U+10FFFF) is not.
 */
export function isInPercentEncodeSet(set: PercentEncodeSet, codePoint: number): boolean {
  if (codePoint >= 0 && codePoint < 0x80) return set[codePoint] === 1;
  return codePoint >= 0x80 && codePoint <= 0x10ffff && Number.isInteger(codePoint);
}
