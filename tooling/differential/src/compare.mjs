// One comparison of the three-way differential: an (input, base) pair through @url/parser's URL,
// whatwg-url's URL (the reference) and the runtime's built-in URL, constructor and canParse, and the
// class of any difference: its known cause (src/causes.mjs), or else which side differs, which
// components, and the shape of the URL.
import { URL_COMPONENTS as COMPONENTS } from '@url/fuzz/properties';
import { causeKey, causeOf } from './causes.mjs';

/** The components compared (the `URL` class's, as the fuzz properties read them), in the order they are reported. */
export { URL_COMPONENTS as COMPONENTS } from '@url/fuzz/properties';

/**
 * Runs one implementation: `{ ok: true, c }` with the components, `{ ok: false }` for a TypeError, or
 * `{ crash }` for anything else thrown. `canParse` is URL.canParse's answer (or 'crash').
 */
export function runOne(Ctor, input, base) {
  let result;
  try {
    const u = base === null ? new Ctor(input) : new Ctor(input, base);
    const c = {};
    for (const k of COMPONENTS) c[k] = u[k];
    result = { ok: true, c };
  } catch (e) {
    result = e instanceof TypeError ? { ok: false } : { ok: false, crash: `${e?.name}: ${e?.message}` };
  }
  try {
    result.canParse = base === null ? Ctor.canParse(input) : Ctor.canParse(input, base);
  } catch (e) {
    result.canParse = 'crash';
    result.crash ??= `canParse threw ${e?.name}: ${e?.message}`;
  }
  return result;
}

/** Which components differ between two results ('failure' when exactly one fails). */
export function diffOf(a, b) {
  if (a.ok !== b.ok) return ['failure'];
  if (!a.ok) return [];
  const out = [];
  for (const k of COMPONENTS) if (a.c[k] !== b.c[k]) out.push(k);
  // href differs whenever another serialized component does; name it only when it is alone
  return out.length > 1 ? out.filter((k) => k !== 'href') : out;
}

const SPECIAL = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:']);

/** A coarse shape of a parsed URL: scheme kind and host kind. */
export function shapeOf(c, input) {
  if (c === null) {
    const m = /^[\u0000-\u0020]*([a-zA-Z][a-zA-Z0-9+.\-\t\n\r]*):/.exec(input);
    if (m === null) return 'no scheme';
    const scheme = m[1].replace(/[\t\n\r]/g, '').toLowerCase();
    return `${SPECIAL.has(scheme + ':') ? 'special' : scheme === 'file' ? 'file' : 'non-special'}, unparsed`;
  }
  const scheme = SPECIAL.has(c.protocol) ? 'special' : c.protocol === 'file:' ? 'file' : 'non-special';
  const h = c.hostname;
  let host;
  if (h === '') {
    host = c.href.startsWith(c.protocol + '//')
      ? 'empty host'
      : c.pathname.startsWith('/')
        ? 'no host'
        : 'opaque path';
  } else if (h.startsWith('['))
    host = /^\[(::ffff:|64:ff9b::)/.test(h) ? 'IPv6 (IPv4-mapped or NAT64)' : 'IPv6';
  else if (/^\d+\.\d+\.\d+\.\d+$/.test(h) && scheme !== 'non-special') host = 'IPv4';
  else if (/(^|\.)xn--/.test(h)) host = 'IDNA domain';
  else host = scheme === 'non-special' ? 'opaque host' : 'domain';
  return `${scheme}, ${host}`;
}

/**
 * Compares the three: returns `{ verdict, key, detail }`. Verdicts: 'agree', 'ours≠whatwg-url'
 * (whatever the built-in says), 'built-in≠both' (ours and whatwg-url agree), 'crash' (something
 * other than a TypeError escaped), 'canParse' (the constructors agree but a canParse does not match
 * its own constructor or the others).
 */
export function compareThree(impls, input, base) {
  const ours = runOne(impls.ours, input, base);
  const ref = runOne(impls.whatwg, input, base);
  const builtin = runOne(impls.builtin, input, base);
  const results = { ours, ref, builtin };
  if (ours.crash || ref.crash) {
    const who = ours.crash ? 'ours' : 'whatwg-url';
    return { verdict: 'crash', key: `crash in ${who}: ${(ours.crash ?? ref.crash).slice(0, 80)}`, results };
  }
  const d = diffOf(ours, ref);
  const refShape = shapeOf(ref.ok ? ref.c : ours.ok ? ours.c : null, input);
  if (d.length > 0) {
    const b =
      diffOf(builtin, ours).length === 0
        ? 'built-in = ours'
        : diffOf(builtin, ref).length === 0
          ? 'built-in = whatwg-url'
          : 'built-in differs from both';
    const what = d[0] === 'failure' ? (ours.ok ? 'whatwg-url fails' : 'ours fails') : d.join(', ');
    const cause = causeOf('ours≠whatwg-url', input, base, results);
    if (cause !== null) return { verdict: 'ours≠whatwg-url', key: causeKey(cause), results };
    return { verdict: 'ours≠whatwg-url', key: `${what} | ${refShape} | ${b}`, results };
  }
  if (ours.canParse !== ours.ok || ref.canParse !== ref.ok) {
    return {
      verdict: 'canParse',
      key: `canParse ≠ constructor in ${ours.canParse !== ours.ok ? 'ours' : 'whatwg-url'}`,
      results,
    };
  }
  if (builtin.crash)
    return { verdict: 'built-in≠both', key: `built-in crash: ${builtin.crash.slice(0, 80)}`, results };
  const bd = diffOf(builtin, ref);
  if (bd.length > 0 || builtin.canParse !== builtin.ok) {
    const cause = causeOf('built-in≠both', input, base, results);
    if (cause !== null) return { verdict: 'built-in≠both', key: causeKey(cause), results };
  }
  if (bd.length > 0) {
    const what =
      bd[0] === 'failure'
        ? builtin.ok
          ? 'built-in parses, spec fails'
          : 'built-in fails, spec parses'
        : bd.join(', ');
    return { verdict: 'built-in≠both', key: `${what} | ${refShape}`, results };
  }
  if (builtin.canParse !== builtin.ok)
    return { verdict: 'built-in≠both', key: 'built-in canParse ≠ its constructor', results };
  return { verdict: 'agree', key: '', results };
}

/** The differing values of an example, for the summary. */
export function describeResults(results, key) {
  const pickC = (r) => (r.ok ? r.c : 'failure');
  const { ours, ref, builtin } = results;
  const fields = new Set();
  for (const [a, b] of [
    [ours, ref],
    [builtin, ref],
    [builtin, ours],
  ]) {
    for (const k of diffOf(a, b)) fields.add(k);
  }
  if (fields.size === 0 && key.startsWith('canParse'))
    return `canParse: ours ${ours.canParse}, whatwg-url ${ref.canParse}, built-in ${builtin.canParse}`;
  const show = (r) => {
    const c = pickC(r);
    if (c === 'failure') return 'failure';
    const f = [...fields].filter((k) => k !== 'failure');
    if (f.length === 0) f.push('href');
    return f.map((k) => `${k} ${JSON.stringify(c[k])}`).join(', ');
  };
  return `ours: ${show(ours)}; whatwg-url: ${show(ref)}; built-in: ${show(builtin)}`;
}
