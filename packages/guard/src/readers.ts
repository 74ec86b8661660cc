/**
 * The `readers` option of the outbound check: would another parser in the request path (Python,
 * curl, Node's legacy `url.parse()`, …, modelled by `@url/readers`) send the request to another
 * scheme, host or port than the URL Standard, or reject the URL? Not part of the URL Standard.
 *
 * `@url/guard/readers`: this module imports `@url/readers` for types only. The root entry's
 * `checkOutboundURL` uses it with names resolved by `@url/readers`; on `@url/guard/core`, pass
 * `createReadersCheck(parser, resolve?)` to `createOutboundChecker` and `Reader` objects (or names
 * your `resolve` knows) in the `readers` option.
 * @module
 */

import { serializeHost } from '@url/host/core';
import { defaultPort } from '@url/parser/core';
import type { Reader, ReaderName, ReaderResult } from '@url/readers';
import type { GuardParser, Reason } from './check';

/** A reader by name (resolved by the entry's resolver) or a `Reader` object from `@url/readers`. */
export type GuardReader = ReaderName | Reader;

/** Finds the reader model for a name; the root entry's uses `@url/readers`. */
export type ReaderResolver = (name: ReaderName) => Reader | undefined;

/** Where the URL Standard sends the request. */
export interface ReadersTarget {
  readonly scheme: string;
  readonly hostname: string | null;
  readonly port: number | null;
}

// Untrusted text as data: JSON quoting, and every non-ASCII code unit escaped (no raw bidi controls).
function shown(s: string): string {
  return JSON.stringify(s.slice(0, 200)).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function unbracket(h: string): string {
  return h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
}

/**
 * The host the reader would use, read by the URL Standard's host parser (so `0x7f.1`, `EXAMPLE.com`
 * and `bücher.example` compare as the hosts they are); null when the standard would not read it as
 * one host.
 */
function canonicalHost(host: string, scheme: string, parser: GuardParser): string | null {
  const bare = unbracket(host);
  // Anything that would change how the URL below splits is not one host (a zone id neither).
  if (/[\s/\\?#@[\]%]/.test(bare)) return null;
  const special = defaultPort(scheme) !== null ? scheme : 'http';
  const { url } = parser.parseURLWithValidationErrors(
    `${special}://${bare.includes(':') ? `[${bare}]` : bare}/`,
    null,
  );
  return url === null || url.host === null ? null : serializeHost(url.host);
}

/** What the reader reports, compared with the URL Standard's target; null when the same. */
function difference(r: ReaderResult, target: ReadersTarget, parser: GuardParser): string | null {
  if (!r.ok) return `would reject the URL (${shown(r.error)})`;
  const scheme = (r.scheme ?? '').toLowerCase();
  if (scheme !== target.scheme) return `would use scheme ${shown(scheme)}, not ${shown(target.scheme)}`;
  const port = r.port === null ? defaultPort(scheme) : Number(r.port);
  if (port !== target.port)
    return `would connect to port ${port ?? '(none)'}, not ${target.port ?? '(none)'}`;
  // file:///x has the empty host: no host to connect to, as a reader's null.
  const std =
    target.hostname === null || target.hostname === '' ? null : unbracket(target.hostname).toLowerCase();
  const host = r.host === null || r.host === '' ? null : r.host;
  if (host === null || std === null) {
    return host === std
      ? null
      : `would use host ${host === null ? '(none)' : shown(host)}, not ${std === null ? '(none)' : shown(std)}`;
  }
  if (unbracket(host).toLowerCase() === std) return null;
  const canonical = canonicalHost(host, scheme, parser);
  if (canonical !== null && unbracket(canonical).toLowerCase() === std) return null;
  return `would use host ${shown(host)}, not ${shown(std)}`;
}

/** The `readers` check `createOutboundChecker` calls: the `parser-differential` reasons for `input`. */
export type ReadersCheck = (
  input: string,
  target: ReadersTarget,
  readers: readonly GuardReader[],
) => Reason[];

/**
 * Builds the `readers` check for `createOutboundChecker`: one `parser-differential` reason per reader
 * that would send the request to another scheme, host or port than the URL Standard's target, or would
 * reject the URL. `resolve` maps reader names to models; without it only `Reader` objects work (a
 * name is then a reason to reject). Not a URL Standard algorithm; the readers' documentation is
 * linked from `@url/readers` (https://url.spec.whatwg.org/#concept-basic-url-parser is the reading
 * they are compared with).
 */
export function createReadersCheck(parser: GuardParser, resolve?: ReaderResolver): ReadersCheck {
  return (input, target, readers) => {
    const reasons: Reason[] = [];
    for (const spec of readers) {
      const reader = typeof spec === 'string' ? resolve?.(spec) : spec;
      if (reader === undefined) {
        reasons.push({
          code: 'parser-differential',
          message: `no reader model ${shown(String(spec))} here: pass Reader objects from @url/readers, or a resolver to createReadersCheck`,
        });
        continue;
      }
      const diff = difference(reader.read(input), target, parser);
      if (diff !== null) {
        reasons.push({
          code: 'parser-differential',
          message: `${reader.info.label} ${reader.info.version} ${diff}`,
        });
      }
    }
    return reasons;
  };
}
