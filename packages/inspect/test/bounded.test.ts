// Long and repetitive inputs stay readable and proportional: values cut in the middle with the count
// cut, lists capped, repeated validation errors and changes grouped (issue 13, finding 1). Growth is
// measured by the stress shapes (tooling/stress), never timed here.
import { describe, expect, it } from 'vitest';
import { run } from '../cli/run';
import { elided, visible } from '../src/format';
import { groupChanges, groupValidationErrors, thousands } from '../src/group';
import { formatInspection, inspect, inspectionJSON, prettyJSON } from '../src/index';

function cli(args: string[]) {
  let stdout = '';
  const status = run(args, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: () => {},
    isTTY: false,
    noColor: undefined,
  });
  return { status, stdout };
}

describe('thousands', () => {
  it('groups digits by three', () => {
    expect(thousands(0)).toBe('0');
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
    expect(thousands(1048576)).toBe('1,048,576');
    expect(thousands(-1234)).toBe('-1,234');
  });
});

describe('elided', () => {
  it('keeps a short value whole and visible', () => {
    expect(elided('a\tb', 10)).toBe('a\u2409b');
  });
  it('cuts a long value in the middle and says how many characters it cut', () => {
    const s = 'a'.repeat(100) + 'b'.repeat(100);
    expect(elided(s, 20)).toBe(`${'a'.repeat(10)} … 180 characters cut … ${'b'.repeat(10)}`);
    expect(elided(s, 20, (t) => `[${t}]`)).toBe(
      `${'a'.repeat(10)}[ … 180 characters cut … ]${'b'.repeat(10)}`,
    );
  });
  it('never splits a surrogate pair, and counts code points', () => {
    const s = `${'x'.repeat(9)}😀${'😀'.repeat(50)}😀${'y'.repeat(9)}`;
    const out = elided(s, 20);
    expect(out.startsWith(`${'x'.repeat(9)} … `)).toBe(true);
    expect(out.endsWith(` … ${'y'.repeat(9)}`) || out.endsWith(` … 😀${'y'.repeat(9)}`)).toBe(true);
    expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/u);
    expect(out).toContain('52 characters cut');
  });
});

describe('groupValidationErrors', () => {
  it('groups by type in order of first appearance, with runs of consecutive indices', () => {
    const e = (type: string, index: number) => ({ type, index, description: `d ${type}` });
    const groups = groupValidationErrors([e('a', 3), e('b', 4), e('a', 5), e('a', 6), e('a', 7), e('a', 9)]);
    expect(groups).toEqual([
      { type: 'a', description: 'd a', count: 5, first: 3, indices: [3, [5, 7], 9] },
      { type: 'b', description: 'd b', count: 1, first: 4, indices: [4] },
    ]);
  });
});

describe('groupChanges', () => {
  it('groups runs of the same change to adjacent spans only', () => {
    const r = inspect('http://h/a\\\\\\b\\c');
    const groups = groupChanges(r.changes);
    const bs = groups.filter((g) => g.kind === 'backslash-as-slash');
    expect(bs.map((g) => [g.start, g.end, g.count])).toEqual([
      [10, 13, 3],
      [14, 15, 1],
    ]);
  });
});

describe('long input', () => {
  const backslashes = `http://h.example/${'\\'.repeat(100000)}`;

  it('groups a hundred thousand validation errors into one line', () => {
    const text = formatInspection(inspect(backslashes));
    expect(text).toContain('Validation errors (100,000)');
    expect(text).toContain('invalid-reverse-solidus × 100,000, first at 17');
    expect(text).toContain('backslash-as-slash  \\ → / × 100,000, at 17–100017');
    expect(text).toContain('… 99,951 more path segments');
    expect(text).toContain('Changes (100,000)');
    expect(text.split('\n').length).toBeLessThan(150);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThan(400);
  });

  it('cuts long values in the middle and leaves out the marker line under a cut input', () => {
    const input = `https://example.com/?q=${'a b '.repeat(5000)}`;
    const text = formatInspection(inspect(input));
    expect(text).toContain('characters cut');
    expect(text.length).toBeLessThan(8000);
    expect(text).not.toMatch(/^ {2}\s*\^/m);
    const all = formatInspection(inspect(input), { maxValueLength: Number.POSITIVE_INFINITY });
    expect(all.split('\n')[0]).toBe(`input  ${visible(input)}`);
    expect(all).toMatch(/^ {2}\s*\^/m);
  });

  it('caps query pairs and shows them all on request', () => {
    const input = `https://example.com/?${'a=1&'.repeat(200)}`;
    expect(formatInspection(inspect(input))).toContain('… 150 more query pairs');
    const all = formatInspection(inspect(input), { maxRows: Number.POSITIVE_INFINITY });
    expect(all).not.toContain('more query pairs');
    expect(all.split('\n').filter((l) => l.trim() === 'a = 1')).toHaveLength(200);
  });

  it('prints --json proportional to the input, with the same grouping', () => {
    const { status, stdout } = cli(['--json', backslashes]);
    expect(status).toBe(0);
    // the readers section holds each accepting reader's reading of the path (up to nine): still linear
    expect(stdout.length).toBeLessThan(backslashes.length * 32);
    const json = JSON.parse(stdout);
    expect(json.validationErrors).toEqual([
      expect.objectContaining({
        type: 'invalid-reverse-solidus',
        count: 100000,
        first: 17,
        indices: [[17, 100016]],
      }),
    ]);
    expect(json.changes).toEqual([expect.objectContaining({ kind: 'backslash-as-slash', count: 100000 })]);
    expect(json.parts.pathSegments).toEqual([{ raw: '', decoded: '', count: 100001 }]);
  });
});

describe('prettyJSON', () => {
  it('is JSON, with lists of plain values on one line', () => {
    const value = { a: [1, [2, 3]], b: { c: 'x', d: [] }, e: [{ f: null }], g: {}, h: undefined };
    const text = prettyJSON(value);
    expect(JSON.parse(text)).toEqual({ a: [1, [2, 3]], b: { c: 'x', d: [] }, e: [{ f: null }], g: {} });
    expect(text).toBe(
      '{\n  "a": [1,[2,3]],\n  "b": {\n    "c": "x",\n    "d": []\n  },\n  "e": [\n    {\n      "f": null\n    }\n  ],\n  "g": {}\n}',
    );
    expect(prettyJSON(undefined)).toBe('null');
  });
  it('keeps the inspection data: inspectionJSON round-trips through JSON', () => {
    const r = inspect('https://user:pw@example.com:8080/a/b?c=d#e');
    const j = inspectionJSON(r);
    expect(JSON.parse(prettyJSON(j))).toEqual(JSON.parse(JSON.stringify(j)));
    expect(j.parts?.pathSegments).toEqual([
      { raw: 'a', decoded: 'a', count: 1 },
      { raw: 'b', decoded: 'b', count: 1 },
    ]);
  });
});
