// Ordering patterns by specificity (not in the standard; the "compareComponent" proposal,
// whatwg/urlpattern#61, as Chromium implements it and as the WPT data
// urlpattern-compare-test-data.json checks it).
//
// Two components compare part by part. A part is more specific (greater) by, in order:
//   type:     fixed-text > regexp > segment-wildcard > full-wildcard
//   modifier: none > one-or-more > optional > zero-or-more
//   then prefix, value and suffix as strings (code unit order).
// When one part list is a prefix of the other, the next part of the longer list is compared with an
// empty fixed-text part, so "/foo/" (one fixed part) is more specific than "/foo/*".

import type { Part, PartModifier, PartType } from './parser';

const TYPE_RANK: Record<PartType, number> = {
  'full-wildcard': 0,
  'segment-wildcard': 1,
  regexp: 2,
  'fixed-text': 3,
};

const MODIFIER_RANK: Record<PartModifier, number> = {
  'zero-or-more': 0,
  optional: 1,
  'one-or-more': 2,
  none: 3,
};

const EMPTY_FIXED_PART: Part = {
  type: 'fixed-text',
  value: '',
  modifier: 'none',
  name: '',
  prefix: '',
  suffix: '',
};

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares two parts: -1, 0 or 1. */
export function comparePart(left: Part, right: Part): number {
  return (
    Math.sign(TYPE_RANK[left.type] - TYPE_RANK[right.type]) ||
    Math.sign(MODIFIER_RANK[left.modifier] - MODIFIER_RANK[right.modifier]) ||
    compareStrings(left.prefix, right.prefix) ||
    compareStrings(left.value, right.value) ||
    compareStrings(left.suffix, right.suffix)
  );
}

/** Compares two part lists: -1, 0 or 1 (1 = left is more specific). */
export function comparePartList(left: readonly Part[], right: readonly Part[]): number {
  const n = Math.min(left.length, right.length);
  for (let i = 0; i < n; i++) {
    const r = comparePart(left[i]!, right[i]!);
    if (r !== 0) return r;
  }
  if (left.length > n) return comparePart(left[n]!, EMPTY_FIXED_PART);
  if (right.length > n) return comparePart(EMPTY_FIXED_PART, right[n]!);
  return 0;
}
