/**
 * The inspection as the CLI's `--json` prints it: the same data as {@link Inspection}, with repeated
 * validation errors and changes grouped, so that the output stays proportional to the input (1 MB of
 * `\` is one group of each, not a million objects with a sentence each).
 * @module
 */

import { type ChangeGroup, groupChanges, groupValidationErrors, type ValidationErrorGroup } from './group';
import type { Inspection, PathSegment, URLParts } from './types';

/** A run of `count` identical path segments. */
export interface PathSegmentRun extends PathSegment {
  count: number;
}

/** {@link Inspection} with `changes`, `validationErrors` and runs of identical path segments grouped. */
export interface InspectionJSON extends Omit<Inspection, 'changes' | 'validationErrors' | 'parts'> {
  /** the parts, with `pathSegments` as runs of identical segments (`count`) */
  parts: (Omit<URLParts, 'pathSegments'> & { pathSegments: PathSegmentRun[] }) | null;
  /** the changes, runs of the same change to adjacent spans grouped (`count`) */
  changes: ChangeGroup[];
  /** the validation errors grouped by type (`count`, `first`, `indices` with runs as `[first, last]`) */
  validationErrors: ValidationErrorGroup[];
}

/**
 * The grouped, JSON-ready form of an inspection (what `url-inspect --json` prints).
 * https://url.spec.whatwg.org/#validation-error
 */
export function inspectionJSON(result: Inspection): InspectionJSON {
  const parts = result.parts;
  return {
    ...result,
    parts: parts === null ? null : { ...parts, pathSegments: segmentRuns(parts.pathSegments) },
    changes: groupChanges(result.changes),
    validationErrors: groupValidationErrors(result.validationErrors),
  };
}

function segmentRuns(segments: readonly PathSegment[]): PathSegmentRun[] {
  const runs: PathSegmentRun[] = [];
  for (const s of segments) {
    const last = runs[runs.length - 1];
    if (last !== undefined && last.raw === s.raw) last.count++;
    else runs.push({ raw: s.raw, decoded: s.decoded, count: 1 });
  }
  return runs;
}

/**
 * `value` as JSON indented by two spaces, except that an array of numbers, strings, booleans, null or
 * such arrays stays on one line (`"indices": [17, [19, 1048592]]`), so that long lists do not take a
 * line per item. Linear in the size of the output. https://tc39.es/ecma262/#sec-json.stringify
 */
export function prettyJSON(value: unknown): string {
  const parts: string[] = [];
  write(value, '', parts);
  return parts.join('');
}

function flat(value: unknown): boolean {
  return value === null || typeof value !== 'object' || (Array.isArray(value) && value.every(flat));
}

function write(value: unknown, indent: string, out: string[]): void {
  if (flat(value)) {
    out.push(JSON.stringify(value) ?? 'null');
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item, i) => {
      out.push(i === 0 ? `\n${inner}` : `,\n${inner}`);
      write(item, inner, out);
    });
    out.push(`\n${indent}]`);
    return;
  }
  const entries = Object.entries(value as object).filter(([, v]) => v !== undefined);
  if (entries.length === 0) {
    out.push('{}');
    return;
  }
  out.push('{');
  entries.forEach(([k, v], i) => {
    out.push(`${i === 0 ? '' : ','}\n${inner}${JSON.stringify(k)}: `);
    write(v, inner, out);
  });
  out.push(`\n${indent}}`);
}
