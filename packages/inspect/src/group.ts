/**
 * Grouping of repeated findings, so that what the inspector prints stays proportional to what is
 * worth reading: 1,048,576 backslashes are one group of validation errors and one group of changes,
 * not a million lines.
 * @module
 */

import type { Change, ValidationIssue } from './types';

/** The validation errors of one type: how many, where the first is, and every index as runs. */
export interface ValidationErrorGroup {
  /** the spec's name, e.g. `invalid-reverse-solidus` */
  type: string;
  /** the spec's description of the error */
  description: string;
  /** how many times the parser reported it */
  count: number;
  /** the index of the first one */
  first: number;
  /** every index in order: a lone index as a number, a run of consecutive ones as `[first, last]` */
  indices: (number | [number, number])[];
}

/**
 * Groups validation errors by type, in the order each type first appears; linear in the number of
 * errors. https://url.spec.whatwg.org/#validation-error
 */
export function groupValidationErrors(errors: readonly ValidationIssue[]): ValidationErrorGroup[] {
  const groups = new Map<string, ValidationErrorGroup>();
  for (const e of errors) {
    const g = groups.get(e.type);
    if (g === undefined) {
      groups.set(e.type, {
        type: e.type,
        description: e.description,
        count: 1,
        first: e.index,
        indices: [e.index],
      });
      continue;
    }
    g.count++;
    const at = g.indices.length - 1;
    const last = g.indices[at]!; // a group starts with its first index
    if (typeof last === 'number') {
      if (e.index === last + 1) g.indices[at] = [last, e.index];
      else g.indices.push(e.index);
    } else if (e.index === last[1] + 1) last[1] = e.index;
    else g.indices.push(e.index);
  }
  return [...groups.values()];
}

/** A run of identical changes to adjacent spans of the input: `count` of them over `[start, end)`. */
export interface ChangeGroup extends Change {
  /** how many changes the run holds (1 for a change on its own) */
  count: number;
}

/**
 * Groups runs of changes that are the same change (kind, component, text before and after, message)
 * made to adjacent spans: a run of 1,000 backslashes read as slashes is one group. The group's span
 * covers the run; `before` and `after` are those of one change. Linear in the number of changes.
 * https://url.spec.whatwg.org/#concept-basic-url-parser
 */
export function groupChanges(changes: readonly Change[]): ChangeGroup[] {
  const out: ChangeGroup[] = [];
  let last: ChangeGroup | null = null;
  for (const c of changes) {
    if (
      last !== null &&
      c.kind === last.kind &&
      c.component === last.component &&
      c.before === last.before &&
      c.after === last.after &&
      c.message === last.message &&
      c.start === last.end &&
      c.end > c.start
    ) {
      last.end = c.end;
      last.count++;
      continue;
    }
    last = { ...c, count: 1 };
    out.push(last);
  }
  return out;
}

/** `n` with thousands separators: `1,048,576`. */
export function thousands(n: number): string {
  const s = String(n);
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (i > 0 && (s.length - i) % 3 === 0 && s[i - 1] !== '-') out += ',';
    out += s[i];
  }
  return out;
}
