// Cases derived from WPT's urltestdata.json: every URL whose host is a bracketed IPv6 literal, or
// (special schemes) a plain ASCII host that ends in a number and so goes to the IPv4 parser. The
// derivation is code, not a hand-picked list; it prints how many cases it found.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseIPv4, serializeIPv4 } from '../src/ipv4.ts';
import { parseIPv6, serializeIPv6 } from '../src/ipv6.ts';

const file = fileURLToPath(new URL('../../../wpt/url/resources/urltestdata.json', import.meta.url));
if (!existsSync(file))
  throw new Error(
    `${file} is missing: run \`pnpm sync\` at the repository root (vitest's global setup does)`,
  );

interface TestCase {
  input: string;
  base: string | null;
  failure?: boolean;
  hostname?: string;
}

const SPECIAL = new Set(['http', 'https', 'ws', 'wss', 'ftp']);

export interface Derived {
  kind: 'ipv4' | 'ipv6';
  input: string;
  /** the host text the host parser receives (IPv6: without brackets) */
  host: string;
  /** the expected serialized host, or null for failure */
  expected: string | null;
}

/**
 * Extracts the host of `input` the way the URL parser's authority and host states delimit it, for
 * inputs written "scheme://..." (so the authority is never relative to the base), and decides whether
 * the case tests an IP address parser. Failure cases are kept only when nothing but the host can make
 * the URL fail (the port, the only other authority part that can fail, must be valid).
 */
export function derive(test: TestCase): Derived | null {
  // "Remove any leading and trailing C0 control or space from input." and "Remove all ASCII tab or
  // newline from input."
  const s = test.input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\//.exec(s);
  if (scheme === null) return null;
  const special = SPECIAL.has(scheme[1]!.toLowerCase());
  let i = scheme[0].length;
  // special authority ignore slashes state
  if (special) while (i < s.length && (s[i] === '/' || s[i] === '\\')) i++;
  let end = i;
  while (end < s.length && !'/?#'.includes(s[end]!) && !(special && s[end] === '\\')) end++;
  const authority = s.slice(i, end);
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  // host state: a ':' outside brackets starts the port
  let inside = false;
  let colon = -1;
  for (let k = 0; k < hostPort.length && colon === -1; k++) {
    if (hostPort[k] === '[') inside = true;
    else if (hostPort[k] === ']') inside = false;
    else if (hostPort[k] === ':' && !inside) colon = k;
  }
  const host = colon === -1 ? hostPort : hostPort.slice(0, colon);
  const port = colon === -1 ? '' : hostPort.slice(colon + 1);
  const portOk = /^[0-9]*$/.test(port) && (port === '' || Number(port) <= 65535);
  const expected = test.failure ? null : (test.hostname ?? null);
  if (expected === null && !portOk) return null;
  if (host.startsWith('[') && host.endsWith(']') && host.length >= 2) {
    return { kind: 'ipv6', input: test.input, host: host.slice(1, -1), expected };
  }
  if (!special) return null;
  // The host parser percent-decodes first; keep the cases where that gives ASCII.
  const decoded = host.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  // Only hosts that domain to ASCII leaves as they are, apart from lowercasing: ASCII alphanumerics and
  // dots (no forbidden code points, no punycode labels, nothing for UTS 46 to map).
  if (!/^[0-9A-Za-z.]+$/.test(decoded)) return null;
  // ends in a number: the last label (one trailing dot ignored) is digits or "0x" + hex digits
  if (!/(?:^|\.)(?:[0-9]+|0[xX][0-9a-fA-F]*)\.?$/.test(decoded)) return null;
  return { kind: 'ipv4', input: test.input, host: decoded.toLowerCase(), expected };
}

const data = JSON.parse(readFileSync(file, 'utf8')) as (string | TestCase)[];
const derived = data.filter((t): t is TestCase => typeof t === 'object').flatMap((t) => derive(t) ?? []);
const ipv4 = derived.filter((d) => d.kind === 'ipv4');
const ipv6 = derived.filter((d) => d.kind === 'ipv6');
console.log(
  `urltestdata.json: derived ${derived.length} cases: ${ipv4.length} IPv4 (${ipv4.filter((d) => d.expected === null).length} failures), ${ipv6.length} IPv6 (${ipv6.filter((d) => d.expected === null).length} failures)`,
);

describe('cases derived from urltestdata.json', () => {
  it('finds a useful number of cases', () => {
    expect(ipv4.length).toBeGreaterThan(40);
    expect(ipv6.length).toBeGreaterThan(30);
  });

  it.each(ipv4.map((d) => [d.input, d]))('IPv4 %j', (_, d) => {
    const address = parseIPv4(d.host);
    expect(address === null ? null : serializeIPv4(address)).toBe(d.expected);
    // reporting never changes the result
    expect(parseIPv4(d.host, () => {})).toBe(address);
  });

  it.each(ipv6.map((d) => [d.input, d]))('IPv6 %j', (_, d) => {
    const pieces = parseIPv6(d.host);
    expect(pieces === null ? null : `[${serializeIPv6(pieces)}]`).toBe(d.expected);
    expect(parseIPv6(d.host, () => {})).toEqual(pieces);
  });
});
