// node:url's domainToASCII and domainToUnicode, with Node's return conventions, over this package's
// basic URL parser (see node.ts for the exported, documented functions).

import { nodeError } from './node-path';
import type { URLRecord } from './types';

type HostnameSetter = (input: string, url: URLRecord) => URLRecord | null;

/**
 * What Node does (src/node_url.cc, DomainToASCII): the empty string stays empty; otherwise the
 * `hostname` setter runs on the URL `ws://x` (a special scheme, so the input is read as a special
 * URL's host: percent-decoded, IDNA, IPv4 numbers), and the result is that URL's hostname, or the
 * empty string when the setter fails (the basic URL parser with the hostname state override returns
 * failure).
 */
export function domainToASCIIWith(
  setHostname: HostnameSetter,
  serializeHost: (host: NonNullable<URLRecord['host']>) => string,
  args: readonly unknown[],
): string {
  if (args.length < 1)
    throw nodeError(TypeError, 'ERR_MISSING_ARGS', 'The "domain" argument must be specified');
  const input = `${args[0]}`;
  if (input === '') return '';
  const url: URLRecord = {
    scheme: 'ws',
    username: '',
    password: '',
    host: 'x',
    port: null,
    path: [''],
    query: null,
    fragment: null,
  };
  if (setHostname(input, url) === null || url.host === null) return '';
  return serializeHost(url.host);
}
