// @url/host pins tr46 6.0.0 (Unicode 17, the version of the pinned IdnaTestV2 data: see
// docs/decisions/0006-tr46-6-for-node-20.md); whatwg-url 17.3.0, the reference our differentials
// compare with, brings tr46 7.0.0 (Unicode 18). Where the two tables disagree on a label (a code
// point assigned in Unicode 18, reached directly or through an `xn--` label), the two
// implementations disagree for that reason alone. The differentials excuse exactly those inputs:
// both tr46 versions are asked, with the URL Standard's options, and only a difference between
// them excuses a difference between us and whatwg-url.
import { createRequire } from 'node:module';

type ToASCII = (domain: string, options: object) => string | null;

const fromHost = createRequire(new URL('../../packages/host/package.json', import.meta.url));
const ours = fromHost('tr46') as { toASCII: ToASCII };
const theirs = createRequire(fromHost.resolve('whatwg-url'))('tr46') as { toASCII: ToASCII };

/** The URL Standard's "domain to ASCII" options with beStrict false. */
const OPTIONS = {
  checkBidi: true,
  checkHyphens: false,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  processingOption: 'nontransitional',
  verifyDNSLength: false,
};

/** The two tr46 versions' versions, for messages. */
export const TR46_VERSIONS = {
  ours: (fromHost('tr46/package.json') as { version: string }).version,
  whatwgURL: (createRequire(fromHost.resolve('whatwg-url'))('tr46/package.json') as { version: string })
    .version,
};

/**
 * Whether some piece of `text` between URL delimiters reads differently under our tr46 and
 * whatwg-url's (their Unicode versions differ), so a difference from whatwg-url on `text` may be
 * that alone.
 */
export function tr46VersionsDisagree(text: string): boolean {
  for (const piece of text.split(/[/?#\\@:[\]\s]/)) {
    if (piece === '') continue;
    if (ours.toASCII(piece, OPTIONS) !== theirs.toASCII(piece, OPTIONS)) return true;
  }
  return false;
}
