// A small reader of the `engines.node` ranges npm packages declare (the node-semver subset they use:
// `||`, space-separated comparators `>=` `>` `<=` `<` `=`, caret and tilde ranges, x-ranges such as
// `20`, `20.x` and `*`), so the smoke test can check that every installed package accepts every
// Node version our own `engines` names, not only the one it runs on (npm's EBADENGINE warning only
// looks at the running version).

const parse = (v) => {
  const m = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$/.exec(v.trim());
  if (m === null) throw new Error(`engines: cannot read the version ${JSON.stringify(v)}`);
  return m.slice(1, 4).map((p) => (p === undefined || /[xX*]/.test(p) ? null : Number(p)));
};
const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const full = (p) => p.map((n) => n ?? 0);

/** The comparators (as [op, [major, minor, patch]]) one space-separated part of a range stands for. */
function comparators(part) {
  const m = /^(>=|<=|>|<|=|\^|~)?\s*(.*)$/.exec(part);
  const op = m[1] ?? '';
  const p = parse(m[2]);
  const lo = full(p);
  if (op === '>=' || op === '>' || op === '<=' || op === '<' || (op === '=' && !p.includes(null)))
    return [[op, lo]];
  if (op === '^') {
    const i = lo[0] !== 0 || p[1] === null ? 0 : lo[1] !== 0 || p[2] === null ? 1 : 2;
    const hi = [0, 0, 0];
    hi[i] = lo[i] + 1;
    for (let j = 0; j < i; j++) hi[j] = lo[j];
    return [
      ['>=', lo],
      ['<', hi],
    ];
  }
  if (op === '~') {
    const hi = p[1] === null ? [lo[0] + 1, 0, 0] : [lo[0], lo[1] + 1, 0];
    return [
      ['>=', lo],
      ['<', hi],
    ];
  }
  // x-range or bare version
  if (p[0] === null) return [];
  if (p[1] === null)
    return [
      ['>=', lo],
      ['<', [lo[0] + 1, 0, 0]],
    ];
  if (p[2] === null)
    return [
      ['>=', lo],
      ['<', [lo[0], lo[1] + 1, 0]],
    ];
  return [['=', lo]];
}

const test = (op, c) =>
  op === '>=' ? c >= 0 : op === '>' ? c > 0 : op === '<=' ? c <= 0 : op === '<' ? c < 0 : c === 0;

/** Whether the Node version `version` (e.g. "20.19.0") satisfies the engines range `range`. */
export function satisfies(version, range) {
  const v = full(parse(version));
  return range.split('||').some((set) => {
    const parts = set
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return parts.every((part) => comparators(part).every(([op, b]) => test(op, cmp(v, b))));
  });
}

/**
 * Node versions to probe: x.0.0 and the last minor we know of for every major from 18 to 30, the
 * minors where common ranges start (20.19.0, 22.12.0, 22.14.0), and the running version.
 */
export function probeVersions(current) {
  const out = new Set([current.replace(/^v/, ''), '20.19.0', '20.20.2', '22.12.0', '22.13.0', '22.14.0']);
  for (let major = 18; major <= 30; major++) out.add(`${major}.0.0`);
  return [...out];
}

// Self-check of the reader on the ranges that matter here (tr46 6.0.0 and 7.0.0, ours).
const cases = [
  ['20.19.0', '>=20.19.0', true],
  ['20.18.9', '>=20.19.0', false],
  ['20.19.0', '^22.14.0 || >=24.0.0', false],
  ['22.13.0', '^22.14.0 || >=24.0.0', false],
  ['22.14.0', '^22.14.0 || >=24.0.0', true],
  ['23.0.0', '^22.14.0 || >=24.0.0', false],
  ['24.0.0', '^22.14.0 || >=24.0.0', true],
  ['20.19.0', '>=20', true],
  ['18.0.0', '>=20', false],
  ['18.1.0', '^18 || ^20', true],
  ['19.0.0', '>= 16.0.0 < 19', false],
  ['16.9.0', '~16.8', false],
  ['16.8.5', '~16.8', true],
  ['30.0.0', '*', true],
  ['12.0.0', '12.x', true],
];
for (const [v, r, want] of cases) {
  if (satisfies(v, r) !== want)
    throw new Error(`engines.mjs self-check: satisfies(${v}, ${r}) should be ${want}`);
}
