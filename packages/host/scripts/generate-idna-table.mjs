// Generates src/idna-table.ts, the compact per-code-point tables of our UTS #46 (src/uts46.ts), from
// the data the installed tr46 ships (lib/mappingTable.json and lib/regexes.js), so that our IDNA
// and tr46 (the oracle of the tests) always read the same Unicode version.
//
//   node packages/host/scripts/generate-idna-table.mjs          writes src/idna-table.ts
//   node packages/host/scripts/generate-idna-table.mjs --check  fails when the file is stale
//
// `pnpm --filter @url/host build` runs it first; test/uts46.test.ts runs `generateIDNATable()` and
// compares it with the committed file.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

// A code point's value: its kind in the low 3 bits, then the classes the validity criteria read
// (only for valid and deviation code points: any other code point makes its label invalid, so its
// classes are never read). The layout is mirrored in src/uts46.ts.
export const DISALLOWED = 0;
export const VALID = 1;
export const MAPPED = 2; // to one code point, by an offset (DELTAS)
export const IGNORED = 3;
export const DEVIATION = 4; // valid in nontransitional processing; its mapping in STRINGS
export const MAPPED_STRING = 5; // to a string of STRINGS
export const MARK = 1 << 3; // General_Category=Mark (a label must not begin with one)
export const BIDI_DOMAIN = 1 << 4; // makes the domain a Bidi domain name (R, AL, AN)
export const S1_LTR = 1 << 5; // may begin an LTR label (L)
export const S1_RTL = 1 << 6; // may begin an RTL label (R, AL)
export const S2 = 1 << 7; // allowed in an RTL label
export const S3_END = 1 << 8; // may end an RTL label (R, AL, EN, AN) before trailing NSMs
export const S3_NSM = 1 << 9; // NSM, as rule 3 reads it
export const S4_EN = 1 << 10;
export const S4_AN = 1 << 11;
export const S5 = 1 << 12; // allowed in an LTR label
export const S6_END = 1 << 13; // may end an LTR label (L, EN) before trailing NSMs
export const S6_NSM = 1 << 14; // NSM, as rule 6 reads it
export const VIRAMA = 1 << 15; // Canonical_Combining_Class=Virama (ContextJ)
export const JOIN_LD = 1 << 16; // Joining_Type L or D (before a ZWNJ)
export const JOIN_T = 1 << 17; // Joining_Type T (around a ZWNJ)
export const JOIN_RD = 1 << 18; // Joining_Type R or D (after a ZWNJ)

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A varint of 5-bit groups, low group first; the 6th bit says "more follows". */
function varint(n) {
  if (!Number.isInteger(n) || n < 0) throw new Error(`varint of ${n}`);
  let out = '';
  do {
    const group = n % 32;
    n = Math.floor(n / 32);
    out += ALPHABET[n > 0 ? group | 32 : group];
  } while (n > 0);
  return out;
}

/** A signed varint (zigzag). */
function svarint(n) {
  return varint(n >= 0 ? 2 * n : -2 * n - 1);
}

/** The bracketed character classes of a tr46 regexp, checked against its expected shape. */
function classesOf(name, regexp, shape) {
  const classes = [];
  const rest = regexp.source.replace(/\[(?:\\.|[^\]\\])*\]/g, (m) => {
    classes.push(m);
    return `[C${classes.length - 1}]`;
  });
  if (rest !== shape || regexp.flags !== 'u') {
    throw new Error(`tr46's ${name} is /${rest}/${regexp.flags}, not /${shape}/u: update the generator`);
  }
  return classes.map((c) => new RegExp(`^${c}$`, 'u'));
}

/** The tables as TypeScript source. */
export function generateIDNATable() {
  const tr46Package = require('tr46/package.json');
  const mappingTable = require('tr46/lib/mappingTable.json');
  const regexes = require('tr46/lib/regexes.js');
  const { STATUS_MAPPING } = require('tr46/lib/statusMapping.js');
  const [mark] = classesOf('combiningMarks', regexes.combiningMarks, '[C0]');
  const [virama] = classesOf('combiningClassVirama', regexes.combiningClassVirama, '[C0]');
  const [zwnjBefore, zwnjT, zwnjT2, zwnjAfter] = classesOf(
    'validZWNJ',
    regexes.validZWNJ,
    '[C0][C1]*\\u200C[C2]*[C3]',
  );
  if (String(zwnjT) !== String(zwnjT2)) throw new Error('validZWNJ: the classes around U+200C differ');
  const [bidiDomain] = classesOf('bidiDomain', regexes.bidiDomain, '[C0]');
  const [s1LTR] = classesOf('bidiS1LTR', regexes.bidiS1LTR, '[C0]');
  const [s1RTL] = classesOf('bidiS1RTL', regexes.bidiS1RTL, '[C0]');
  const [s2] = classesOf('bidiS2', regexes.bidiS2, '^[C0]*$');
  const [s3End, s3NSM] = classesOf('bidiS3', regexes.bidiS3, '[C0][C1]*$');
  const [s4EN] = classesOf('bidiS4EN', regexes.bidiS4EN, '[C0]');
  const [s4AN] = classesOf('bidiS4AN', regexes.bidiS4AN, '[C0]');
  const [s5] = classesOf('bidiS5', regexes.bidiS5, '^[C0]*$');
  const [s6End, s6NSM] = classesOf('bidiS6', regexes.bidiS6, '[C0][C1]*$');
  const classBits = [
    [mark, MARK],
    [bidiDomain, BIDI_DOMAIN],
    [s1LTR, S1_LTR],
    [s1RTL, S1_RTL],
    [s2, S2],
    [s3End, S3_END],
    [s3NSM, S3_NSM],
    [s4EN, S4_EN],
    [s4AN, S4_AN],
    [s5, S5],
    [s6End, S6_END],
    [s6NSM, S6_NSM],
    [virama, VIRAMA],
    [zwnjBefore, JOIN_LD],
    [zwnjT, JOIN_T],
    [zwnjAfter, JOIN_RD],
  ];

  const N = 0x110000;
  const value = new Int32Array(N);
  const delta = new Int32Array(N);
  const mapping = new Array(N);
  let covered = 0;
  for (const entry of mappingTable) {
    const [from, to] = Array.isArray(entry[0]) ? entry[0] : [entry[0], entry[0]];
    const status = entry[1];
    for (let c = from; c <= to; c++) {
      covered++;
      let kind;
      if (status === STATUS_MAPPING.valid) kind = VALID;
      else if (status === STATUS_MAPPING.deviation) kind = DEVIATION;
      else if (status === STATUS_MAPPING.ignored) kind = IGNORED;
      else if (status === STATUS_MAPPING.disallowed) kind = DISALLOWED;
      else if (status === STATUS_MAPPING.mapped) kind = MAPPED_STRING;
      else throw new Error(`unknown status ${status} at U+${c.toString(16)}`);
      if (kind === MAPPED_STRING || kind === DEVIATION) {
        if (typeof entry[2] !== 'string') throw new Error(`no mapping at U+${c.toString(16)}`);
        mapping[c] = entry[2];
        const target = Array.from(entry[2]);
        if (kind === MAPPED_STRING && target.length === 1) {
          kind = MAPPED;
          delta[c] = target[0].codePointAt(0) - c;
        }
      }
      let v = kind;
      if (kind === VALID || kind === DEVIATION) {
        const ch = String.fromCodePoint(c);
        for (const [re, bit] of classBits) if (re.test(ch)) v |= bit;
      }
      value[c] = v;
    }
  }
  if (covered !== N) throw new Error(`the mapping table covers ${covered} code points, not ${N}`);
  for (const c of [0x200c, 0x200d]) {
    if ((value[c] & 7) !== DEVIATION || value[c] & (JOIN_LD | JOIN_T | JOIN_RD)) {
      throw new Error('ZWJ and ZWNJ must be deviations outside the joining classes');
    }
  }
  // A mapping to one code point by an offset that no other run shares costs the table an offset
  // of its own: store it as a string instead (mostly the CJK compatibility ideographs).
  const runsWithDelta = new Map();
  const runStartsHere = (c) => !(c > 0 && value[c - 1] === MAPPED && delta[c - 1] === delta[c]);
  for (let c = 0; c < N; c++) {
    if (value[c] !== MAPPED || !runStartsHere(c)) continue;
    runsWithDelta.set(delta[c], (runsWithDelta.get(delta[c]) ?? 0) + 1);
  }
  for (let c = 0; c < N; c++) {
    if (value[c] !== MAPPED) continue;
    const single = runStartsHere(c) && !(value[c + 1] === MAPPED && delta[c + 1] === delta[c]);
    if (single && runsWithDelta.get(delta[c]) === 1) {
      value[c] = MAPPED_STRING;
      delta[c] = 0;
    }
  }

  const palette = [];
  const paletteIndex = new Map();
  const deltas = [];
  const deltaIndex = new Map();
  const stringIndex = new Map();
  let lengths = '';
  let values = '';
  let maps = '';
  let strings = '';
  let previousCodePoint = 0;
  let runCount = 0;
  let start = 0;
  const sameRun = (a, b) =>
    value[a] === value[b] &&
    delta[a] === delta[b] &&
    (mapping[a] === mapping[b] || (value[a] & 7) === MAPPED);
  for (let c = 1; c <= N; c++) {
    if (c < N && sameRun(c, start)) continue;
    const v = value[start];
    if (!paletteIndex.has(v)) {
      paletteIndex.set(v, palette.length);
      palette.push(v);
    }
    lengths += varint(c - start - 1);
    values += varint(paletteIndex.get(v));
    const kind = v & 7;
    if (kind === MAPPED) {
      const d = delta[start];
      if (!deltaIndex.has(d)) {
        deltaIndex.set(d, deltas.length);
        deltas.push(d);
      }
      maps += varint(deltaIndex.get(d));
    } else if (kind === MAPPED_STRING || kind === DEVIATION) {
      // 0 for the next new string, else how far back the string was first stored
      const m = mapping[start];
      if (stringIndex.has(m)) maps += varint(stringIndex.size - stringIndex.get(m));
      else {
        maps += varint(0);
        stringIndex.set(m, stringIndex.size);
        const cps = Array.from(m, (ch) => ch.codePointAt(0));
        strings += varint(cps.length);
        for (const cp of cps) {
          strings += svarint(cp - previousCodePoint);
          previousCodePoint = cp;
        }
      }
    }
    runCount++;
    start = c;
  }
  if (runCount >= 0x10000) throw new Error('too many runs for the Uint16Array index of the BMP');
  return `// Generated by scripts/generate-idna-table.mjs from tr46 ${tr46Package.version}'s lib/mappingTable.json and
// lib/regexes.js. Do not edit; run \`node packages/host/scripts/generate-idna-table.mjs\` after updating tr46.

/** The tr46 version the tables were generated from. */
export const TABLE_TR46_VERSION = '${tr46Package.version}';

/** Number of runs of code points with equal values and mappings, from U+0000 to U+10FFFF. */
export const RUN_COUNT = ${runCount};

/** The distinct values of code points (bit layout in scripts/generate-idna-table.mjs). */
export const PALETTE: readonly number[] = [${palette.join(',')}];

/**
 * Streams of the base64url alphabet, read as varints (5-bit groups, low group first, bit 6 meaning
 * "more"; signed ones zigzag): per run, its length minus one (RUN_LENGTHS) and its palette index
 * (RUN_VALUES); per run of mapped code points, the index of its offset in DELTAS, or for a mapping
 * to a string 0 (the next string of STRINGS) or how many strings back it was first used
 * (RUN_MAPS); the distinct offsets (DELTAS, signed); and the distinct strings, each as its length
 * in code points and each code point's difference from the one before it (STRINGS, signed).
 */
export const RUN_LENGTHS =
  '${lengths}';
export const RUN_VALUES =
  '${values}';
export const RUN_MAPS =
  '${maps}';
export const DELTAS =
  '${deltas.map(svarint).join('')}';
export const DELTA_COUNT = ${deltas.length};
export const STRINGS =
  '${strings}';
export const STRING_COUNT = ${stringIndex.size};
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
