/**
 * Names and addresses denied whatever the ranges allow: `localhost` and `*.localhost` (RFC 6761 §6.3:
 * always loopback), and the cloud metadata endpoints, some of which are not in any private range
 * (Azure's host agent at 168.63.129.16 is a public address). Not a URL Standard algorithm.
 * @module
 */

import { cidrContains, parseCIDR } from '@url/ipaddr/cidr';
import { embeddedIPv4 } from '@url/ipaddr/embedded';
import type { OutboundOptions, Reason } from './check';

/**
 * Cloud metadata host names: GCP's `metadata.google.internal` and `metadata` (its short name),
 * AWS's `instance-data` names, Tencent's `metadata.tencentyun.com`, Alibaba's `metadata.aliyun.com`
 * alias and Oracle's `metadata.oraclecloud.com`... Kept with the addresses below; every entry is
 * matched after lower-casing and removing a trailing dot.
 */
export const CLOUD_METADATA_HOSTS: readonly string[] = [
  'metadata.google.internal', // GCP
  'metadata', // GCP's short name (search domain .google.internal)
  'metadata.goog', // GCP
  'instance-data', // AWS
  'instance-data.ec2.internal', // AWS
  'metadata.tencentyun.com', // Tencent Cloud
  'metadata.aliyun.com', // Alibaba Cloud (alias some images configure)
  'metadata.oraclecloud.com', // Oracle Cloud
  'metadata.azure.internal', // Azure (some SDKs)
];

/**
 * Cloud metadata addresses, as CIDR blocks: 169.254.169.254 (AWS, GCP, Azure IMDS, Oracle,
 * DigitalOcean, OpenStack…), `fd00:ec2::254` (AWS IMDS over IPv6), 169.254.170.2 (AWS ECS task
 * metadata), 168.63.129.16 (Azure WireServer / host agent: a public address), 100.100.100.200
 * (Alibaba Cloud), 192.0.0.192 (Oracle Cloud's legacy metadata), 169.254.0.23 (Tencent Cloud).
 * Most are in link-local or other special ranges already; listed here they stay denied when
 * `allowPrivate` or `allowRanges` lets those ranges through.
 */
export const CLOUD_METADATA_ADDRESSES: readonly string[] = [
  '169.254.169.254/32',
  'fd00:ec2::254/128',
  '169.254.170.2/32',
  '168.63.129.16/32',
  '100.100.100.200/32',
  '192.0.0.192/32',
  '169.254.0.23/32',
];

/**
 * Whether `host` (a domain, ASCII) is `localhost` or under `.localhost`, which are always loopback:
 * https://www.rfc-editor.org/rfc/rfc6761#section-6.3
 */
export function isLocalhostName(host: string): boolean {
  const h = host.endsWith('.') ? host.slice(0, -1).toLowerCase() : host.toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost');
}

/**
 * Whether `host` matches one of `patterns`: an exact name, or `*.example` / `.example` for every name
 * under `example` (not `example` itself). Case and a trailing dot do not matter.
 */
export function hostDenied(host: string, patterns: readonly string[]): string | null {
  const h = (host.endsWith('.') ? host.slice(0, -1) : host).toLowerCase();
  for (const p of patterns) {
    const q = (p.endsWith('.') ? p.slice(0, -1) : p).toLowerCase();
    if (q.startsWith('*.') ? h.endsWith(q.slice(1)) : q.startsWith('.') ? h.endsWith(q) : h === q) return p;
  }
  return null;
}

/**
 * The first block of `blocks` (CIDR text, or an address alone for a single address) that holds
 * `address` (IPv4 as a 32-bit integer, IPv6 as pieces) or the IPv4 address it carries; null when
 * none does. Throws a `TypeError` naming a block that is not CIDR or an address. Prefix matching as
 * in https://www.rfc-editor.org/rfc/rfc4632#section-3.1
 */
export function addressDenied(address: number | ArrayLike<number>, blocks: readonly string[]): string | null {
  const addresses: (number | ArrayLike<number>)[] = [address];
  if (typeof address !== 'number') {
    const inside = embeddedIPv4(address);
    if (inside !== null) addresses.push(inside.ipv4);
  }
  for (const b of blocks) {
    const cidr = parseCIDR(b.includes('/') ? b : `${b}/${b.includes(':') ? 128 : 32}`);
    if (cidr === null)
      throw new TypeError(`denyAddresses: not a CIDR block or an address: ${JSON.stringify(b)}`);
    for (const a of addresses) if (cidrContains(cidr, a)) return b;
  }
  return null;
}

/**
 * Why `host` (a domain) is denied by name: `localhost`, `*.localhost` (RFC 6761 §6.3: always
 * loopback, unless loopback is allowed) and `denyHosts` (default `CLOUD_METADATA_HOSTS`); null when it is not.
 */
export function nameReason(host: string, options: OutboundOptions): Reason | null {
  const loopbackAllowed =
    options.allowPrivate === true || (options.allowRanges?.includes('loopback') ?? false);
  if (!loopbackAllowed && isLocalhostName(host))
    return {
      code: 'localhost',
      message: `${host} is a loopback name (RFC 6761): it always resolves to this machine`,
    };
  const hit = hostDenied(host, options.denyHosts ?? CLOUD_METADATA_HOSTS);
  return hit === null ? null : { code: 'denied-host', message: `${host} is denied (${hit})` };
}
