// Every stress shape builds its input and does what it is about at small sizes (its `check`), so the
// stress run keeps measuring what it claims as the packages change. No timing here: growth is
// measured by `pnpm stress`, never asserted in unit tests.
import { describe, expect, test } from 'vitest';
import { formatSize, parseSize, runShape } from '../src/run.mjs';
import { SHAPES } from '../src/shapes.mjs';

describe('shapes', () => {
  test('names are unique and every package under stress has shapes', () => {
    expect(new Set(SHAPES.map((s) => s.name)).size).toBe(SHAPES.length);
    expect(new Set(SHAPES.map((s) => s.pkg))).toEqual(
      new Set([
        '@url/parser',
        '@url/host',
        '@url/searchparams',
        '@url/pattern',
        '@url/readers',
        '@url/inspect',
      ]),
    );
  });
  for (const shape of SHAPES) {
    test(`${shape.name} (${shape.pkg})`, () => {
      for (const size of [1024, 4096]) {
        const input = shape.build(size);
        const result = shape.run(input);
        shape.check?.(input, result);
      }
    });
  }
  test('capped shapes hit their cap: maxInputLength and maxPairs', () => {
    const cap = SHAPES.find((s) => s.name.startsWith('maxInputLength'))!;
    expect(cap.run(cap.build(2 << 20))).toBe(false);
    expect(cap.run(cap.build(1 << 19))).toBe(true);
    const pairs = SHAPES.find((s) => s.name.startsWith('parseUrlencoded with maxPairs'))!;
    expect(pairs.run(pairs.build(1 << 16))).toBe(-1);
    expect(pairs.run(pairs.build(1024))).toBe(256);
    const idna = SHAPES.find((s) => s.name.includes('default 16 KiB IDNA cap'))!;
    expect(idna.run(idna.build(8192))).toBe(true);
    expect(idna.run(idna.build(65536))).toBe(false);
  });
  test('runShape reports a row per doubling, with ratios after the first', () => {
    const rows = runShape(SHAPES[0], { min: 1024, max: 8192, runs: 1, flagFrom: 4096 });
    expect(rows.map((r) => r.size)).toEqual([1024, 2048, 4096, 8192]);
    expect(rows[0]?.ratio).toBeNull();
    for (const r of rows.slice(1)) expect(r.ratio).toBeGreaterThan(0);
  });
});

describe('sizes', () => {
  test('parse and format', () => {
    expect(parseSize('16MB')).toBe(16 << 20);
    expect(parseSize('512kb')).toBe(512 << 10);
    expect(parseSize('1024')).toBe(1024);
    expect(() => parseSize('lots')).toThrow();
    expect(formatSize(16 << 20)).toBe('16 MB');
    expect(formatSize(2048)).toBe('2 KB');
    expect(formatSize(100)).toBe('100 B');
  });
});
