/**
 * The inputs of the live differential: WPT's URLs, the benchmark corpora, the confusion classes of
 * the URL-parsing-confusion research, and generated input from a fixed seed. Missing data is an
 * error saying how to get it (never a silent skip).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const SYNC = 'run `node tooling/scripts/sync-data.mjs --bench` at the repository root';

function readRepoFile(rel: string): string {
  const path = `${root}${rel}`;
  if (!existsSync(path)) throw new Error(`live inputs: ${rel} is missing; ${SYNC}`);
  return readFileSync(path, 'utf8');
}

function lines(rel: string): string[] {
  return readRepoFile(rel)
    .split('\n')
    .map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l))
    .filter((l) => l !== '');
}

/** Every `input` of WPT's urltestdata.json (bases are not used: each reader reads one string). */
export function wptInputs(): string[] {
  const data = JSON.parse(readRepoFile('wpt/url/resources/urltestdata.json')) as unknown[];
  const out: string[] = [];
  for (const t of data) if (typeof t === 'object' && t !== null && 'input' in t) out.push(String(t.input));
  return out;
}

/** The benchmark corpora in tooling/bench/data (synced from ../shared/bench-data), as URLs. */
export function corpusInputs(): string[] {
  const out: string[] = [];
  for (const f of ['kasztp.txt', 'userbait.txt', 'node_files.txt', 'isaacs_files.txt']) {
    out.push(...lines(`tooling/bench/data/${f}`));
  }
  for (const ip of lines('tooling/bench/data/ip-literals.txt')) {
    out.push(ip.includes(':') ? `http://[${ip}]/` : `http://${ip}/`);
  }
  for (const d of lines('tooling/bench/data/idna-domains.txt')) out.push(`https://${d}/`);
  for (const f of ['querystrings-real.txt', 'querystrings-synthetic.txt']) {
    for (const q of lines(`tooling/bench/data/${f}`)) out.push(`http://q.example/p?${q}`);
  }
  return out;
}

const SCHEMES = [
  'http',
  'https',
  'HTTP',
  'hTtPs',
  'ftp',
  'file',
  'ws',
  'wss',
  'foo',
  'git+ssh',
  'a1.-',
  'javascript',
  'mailto',
  'gopher',
  'ldap',
  'imap',
  'scp',
  '',
];
const AFTER_SCHEME = [
  ':',
  '://',
  ':/',
  ':///',
  '://///',
  ':\\\\',
  ':/\\',
  ':\\/',
  '://\\',
  ':\\',
  '//',
  '\\\\',
  '/\\',
  ': //',
];
const USERINFO = [
  '',
  'user@',
  'user:pass@',
  ':@',
  '@',
  'a@b@',
  'a:b:c@',
  'user%40x@',
  'evil.example\\@',
  'u;opt@',
  'us er@',
  'user:p@ss@',
  '%00@',
  'é@',
  'a\tb@',
];
const HOSTS = [
  'example.com',
  'EXAMPLE.com',
  'good.example',
  'evil.example\\',
  'a.b.c.d.e',
  'localhost',
  'xn--nxasmq6b',
  'bücher.de',
  'ＥＸＡＭＰＬＥ.com',
  'ex%41mple.com',
  '127.0.0.1',
  '127.1',
  '0x7f.0.0.1',
  '0x7f000001',
  '2130706433',
  '017700000001',
  '0177.0.0.1',
  '127.0.0.1.',
  '1.2.3',
  '256.0.0.1',
  '1.2.3.4.5',
  '0x',
  '08.0.0.1',
  '1.2.3.09',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '[fe80::1%25eth0]',
  '[fe80::1%eth0]',
  '[fe80::1%]',
  '[::1',
  '::1]',
  '[1.2.3.4]',
  '[v1.x]',
  '[vz.x]',
  '[example.com]',
  '[::1]x',
  'x[::1]',
  '[:::1]',
  '[1:2:3:4:5:6:7:8:9]',
  '[0:0:0:0:0:0:0:0]',
  'a b',
  'a\u0000b',
  'a\u001fb',
  'a%2fb',
  'a%2Fb',
  'a%5cb',
  'a%40b',
  'a%23b',
  'a%3fb',
  'a%2eb',
  'a..b',
  '.',
  '..',
  '',
  'a_b',
  'a*b',
  'a$b',
  'a"b',
  '℀',
  'a\u3002b',
  'a\u00adb',
];
const PORTS = [
  '',
  ':',
  ':80',
  ':443',
  ':8080',
  ':0',
  ':0080',
  ':65535',
  ':65536',
  ':99999999999',
  ':-1',
  ':8a',
  ':+80',
  ': 80',
  ':80 ',
  ':８０',
  ':1:2',
];
const PATHS = [
  '',
  '/',
  '/a',
  '/a/b',
  '/a/../b',
  '/a/./b',
  '/../../etc/passwd',
  '/%2e%2e/x',
  '/%2E./x',
  '/.%2e/x',
  '\\a\\b',
  '/a\\b',
  '//a',
  '/a%2fb',
  '/a%5cb',
  '/@x',
  '/a;b',
  '/a b',
  '/é',
  '/%',
  '/%zz',
  '/a?b',
  'a',
  '/a#b',
  '/..',
  '/.',
  '/a/..',
  '/a/.',
];
const QUERIES = ['', '?', '?a=b', '?a=b?c', '?%3f', '?a#', '?é', '?a b', '?\\', '?@x'];
const FRAGMENTS = ['', '#', '#f', '#f#g', '#?x', '#é', '#a b', '#%23'];
const NOISE = [
  '',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u00a0',
  '\u3000',
  '\ufeff',
  '\u200b',
  '%',
  '%2F',
  '%5C',
  '%2E',
  '%40',
  '%23',
  '%3F',
  '@',
  '#',
  '?',
  ':',
  '/',
  '\\',
  '[',
  ']',
  '..',
  'é',
  '\ud800',
  '\u{1f600}',
];

/** The confusion classes, crossed systematically (small, exhaustive per class). */
export function confusionInputs(): string[] {
  const out: string[] = [];
  for (const s of SCHEMES)
    for (const a of AFTER_SCHEME)
      for (const h of ['example.com', 'a@b.example', 'evil.example\\@good.example'])
        out.push(`${s}${a}${h}/p`);
  for (const u of USERINFO) for (const h of HOSTS) out.push(`http://${u}${h}/x`);
  for (const h of HOSTS)
    for (const p of PORTS) out.push(`https://${h}${p}/x`, `foo://${h}${p}/x`, `file://${h}${p}/x`);
  for (const p of PATHS)
    for (const q of QUERIES) for (const f of FRAGMENTS) out.push(`http://h.example${p}${q}${f}`);
  for (const n of NOISE) {
    for (const at of [0, 4, 5, 7, 11, 12, 16, 17]) {
      const base = 'http://a.example:81/p?q#f';
      out.push(base.slice(0, at) + n + base.slice(at), `${n}${base}${n}`);
    }
  }
  return out;
}

/** A small, fast PRNG (mulberry32) so the generated inputs are the same on every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` inputs assembled from the pieces above with random noise, from a fixed seed. */
export function generatedInputs(count = 20_000, seed = 0x15): string[] {
  const rnd = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const parts = [
      pick(SCHEMES),
      pick(AFTER_SCHEME),
      pick(USERINFO),
      pick(HOSTS),
      pick(PORTS),
      pick(PATHS),
      pick(QUERIES),
      pick(FRAGMENTS),
    ];
    const noisy = Math.floor(rnd() * 3);
    for (let k = 0; k < noisy; k++) {
      const j = Math.floor(rnd() * parts.length);
      const p = parts[j] as string;
      const at = Math.floor(rnd() * (p.length + 1));
      parts[j] = p.slice(0, at) + pick(NOISE) + p.slice(at);
    }
    out.push(parts.join(''));
  }
  return out;
}

/** All live inputs, de-duplicated, in a stable order, with the source of each group's size. */
export function liveInputs(): { readonly inputs: string[]; readonly counts: Record<string, number> } {
  const groups: Record<string, string[]> = {
    wpt: wptInputs(),
    corpora: corpusInputs(),
    confusion: confusionInputs(),
    generated: generatedInputs(),
  };
  const seen = new Set<string>();
  const inputs: string[] = [];
  const counts: Record<string, number> = {};
  for (const [name, list] of Object.entries(groups)) {
    let n = 0;
    for (const s of list) {
      if (seen.has(s)) continue;
      seen.add(s);
      inputs.push(s);
      n++;
    }
    counts[name] = n;
  }
  return { inputs, counts };
}
