// Generates src/idna-table.ts, the compact per-code-point table of the fast UTS #46 path
// (src/fast-idna.ts), from the data the installed tr46 ships (lib/mappingTable.json and
// lib/regexes.js), so that the fast path and its tr46 fallback always read the same Unicode version.
//
//   node packages/host/scripts/generate-idna-table.mjs          writes src/idna-table.ts
//   node packages/host/scripts/generate-idna-table.mjs --check  fails when the file is stale
//
// test/idna-table.test.ts runs `generateIDNATable()` and compares it with the committed file.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

// Bits of a code point's value; the layout is mirrored in src/fast-idna.ts.
export const KIND_MASK = 3; // 0: let tr46 decide, 1: valid, 2: mapped to one code point, 3: ignored
export const MARK = 1 << 2; // General_Category=Mark (a label must not begin with one)
export const BIDI_DOMAIN = 1 << 3; // makes the domain a Bidi domain name (R, AL, AN)
export const S1_LTR = 1 << 4; // may begin an LTR label (L)
export const S1_RTL = 1 << 5; // may begin an RTL label (R, AL)
export const S2 = 1 << 6; // allowed in an RTL label
export const S3_END = 1 << 7; // may end an RTL label (R, AL, EN, AN) before trailing NSMs
export const S3_NSM = 1 << 8; // NSM, as rule 3 reads it
export const S4_EN = 1 << 9;
export const S4_AN = 1 << 10;
export const S5 = 1 << 11; // allowed in an LTR label
export const S6_END = 1 << 12; // may end an LTR label (L, EN) before trailing NSMs
export const S6_NSM = 1 << 13; // NSM, as rule 6 reads it

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A varint of 5-bit groups, low group first; the 6th bit says "more follows". */
function varint(n) {
  let out = '';
  do {
    const group = n & 31;
    n = Math.floor(n / 32);
    out += ALPHABET[n > 0 ? group | 32 : group];
  } while (n > 0);
  return out;
}

/** The table as TypeScript source. */
export function generateIDNATable() {
  const tr46Package = require('tr46/package.json');
  const mappingTable = require('tr46/lib/mappingTable.json');
  const regexes = require('tr46/lib/regexes.js');
  const { STATUS_MAPPING } = require('tr46/lib/statusMapping.js');
  const N = 0x110000;
  const value = new Int32Array(N);
  const delta = new Int32Array(N);
  for (const entry of mappingTable) {
    const [from, to] = Array.isArray(entry[0]) ? entry[0] : [entry[0], entry[0]];
    const status = entry[1];
    for (let c = from; c <= to; c++) {
      let kind = 0;
      if (status === STATUS_MAPPING.valid) kind = 1;
      // Nontransitional processing keeps a deviation.
      else if (status === STATUS_MAPPING.deviation) kind = 1;
      else if (status === STATUS_MAPPING.ignored) kind = 3;
      else if (status === STATUS_MAPPING.mapped) {
        const target = Array.from(entry[2]);
        if (target.length === 1) {
          kind = 2;
          delta[c] = target[0].codePointAt(0) - c;
        }
      }
      // ZWJ and ZWNJ need the ContextJ rules, which stay with tr46.
      if (c === 0x200c || c === 0x200d) kind = 0;
      if (kind !== 1) {
        value[c] = kind;
        continue;
      }
      const ch = String.fromCodePoint(c);
      let v = kind;
      if (regexes.combiningMarks.test(ch)) v |= MARK;
      if (regexes.bidiDomain.test(ch)) v |= BIDI_DOMAIN;
      if (regexes.bidiS1LTR.test(ch)) v |= S1_LTR;
      if (regexes.bidiS1RTL.test(ch)) v |= S1_RTL;
      if (regexes.bidiS2.test(ch)) v |= S2;
      if (regexes.bidiS3.test(ch)) v |= S3_END;
      else if (regexes.bidiS3.test(`0${ch}`)) v |= S3_NSM;
      if (regexes.bidiS4EN.test(ch)) v |= S4_EN;
      if (regexes.bidiS4AN.test(ch)) v |= S4_AN;
      if (regexes.bidiS5.test(ch)) v |= S5;
      if (regexes.bidiS6.test(ch)) v |= S6_END;
      else if (regexes.bidiS6.test(`a${ch}`)) v |= S6_NSM;
      value[c] = v;
    }
  }
  // A lone mapping to a CJK ideograph (or radical) whose offset no other run shares — the CJK
  // compatibility ideographs, each mapped to its own unified ideograph — is left to tr46: each would
  // cost the table an offset of its own, and they are rare in domains.
  const runsWithDelta = new Map();
  for (let c = 0; c < N; c++) {
    if (value[c] !== 2 || (c > 0 && value[c - 1] === 2 && delta[c - 1] === delta[c])) continue;
    runsWithDelta.set(delta[c], (runsWithDelta.get(delta[c]) ?? 0) + 1);
  }
  for (let c = 0; c < N; c++) {
    if (value[c] !== 2) continue;
    const alone = runsWithDelta.get(delta[c]) === 1;
    const single =
      !(c > 0 && value[c - 1] === 2 && delta[c - 1] === delta[c]) &&
      !(value[c + 1] === 2 && delta[c + 1] === delta[c]);
    if (alone && single && c + delta[c] >= 0x2e80) {
      value[c] = 0;
      delta[c] = 0;
    }
  }
  // The rules 3 and 6 are read as "the last code point that is not an NSM is an end code point";
  // that holds only while no code point is both.
  for (let c = 0; c < N; c++) {
    if ((value[c] & S3_END && value[c] & S3_NSM) || (value[c] & S6_END && value[c] & S6_NSM)) {
      throw new Error(`U+${c.toString(16)} is both an end and an NSM code point`);
    }
  }
  const palette = [];
  const paletteIndex = new Map();
  const deltas = [];
  const deltaIndex = new Map();
  let lengths = '';
  let values = '';
  let offsets = '';
  let runCount = 0;
  let start = 0;
  for (let c = 1; c <= N; c++) {
    if (c < N && value[c] === value[start] && delta[c] === delta[start]) continue;
    const v = value[start];
    if (!paletteIndex.has(v)) {
      paletteIndex.set(v, palette.length);
      palette.push(v);
    }
    lengths += varint(c - start - 1);
    values += ALPHABET[paletteIndex.get(v)];
    if ((v & KIND_MASK) === 2) {
      const d = delta[start];
      if (!deltaIndex.has(d)) {
        deltaIndex.set(d, deltas.length);
        deltas.push(d);
      }
      offsets += varint(deltaIndex.get(d));
    }
    runCount++;
    start = c;
  }
  if (palette.length > 64) throw new Error('more than 64 distinct values');
  return `// Generated by scripts/generate-idna-table.mjs from tr46 ${tr46Package.version}'s lib/mappingTable.json and
// lib/regexes.js. Do not edit; run \`node packages/host/scripts/generate-idna-table.mjs\` after updating tr46.

/** The tr46 version the table was generated from. */
export const TABLE_TR46_VERSION = '${tr46Package.version}';

/** Number of runs of equal code point values, from U+0000 to U+10FFFF. */
export const RUN_COUNT = ${runCount};

/** The distinct values of code points (bit layout in scripts/generate-idna-table.mjs). */
export const PALETTE: readonly number[] = [${palette.join(',')}];

/** The distinct single code point mapping offsets (mapping minus code point). */
export const DELTAS: readonly number[] = [${deltas.join(',')}];

/**
 * The runs, as three streams of the base64url alphabet: the length minus one of each run (varints of
 * 5-bit groups, low group first, bit 6 meaning "more"), the palette index of each run (one
 * character), and the offset index of each run of mapped code points (varints).
 */
export const RUN_LENGTHS =
  '${lengths}';
export const RUN_VALUES =
  '${values}';
export const RUN_OFFSETS =
  '${offsets}';
`;
}

const output = fileURLToPath(new URL('../src/idna-table.ts', import.meta.url));
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = generateIDNATable();
  if (process.argv.includes('--check')) {
    if (readFileSync(output, 'utf8') !== source) {
      console.error('src/idna-table.ts is stale: run node packages/host/scripts/generate-idna-table.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(output, source);
    console.log(`wrote ${output} (${source.length} characters)`);
  }
}
