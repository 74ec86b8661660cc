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
    // the host parser percent-decodes before domain to ASCII: "%2Exn--0x7f" reaches tr46 as ".xn--0x7f"
    const decoded = percentDecoded(piece);
    if (decoded !== piece && ours.toASCII(decoded, OPTIONS) !== theirs.toASCII(decoded, OPTIONS)) return true;
  }
  return false;
}

/** `piece` percent-decoded and UTF-8 decoded (U+FFFD for bad bytes), as the host parser reads it. */
function percentDecoded(piece: string): string {
  if (!piece.includes('%')) return piece;
  const utf8 = new TextEncoder().encode(piece);
  const bytes: number[] = [];
  const hex = (b: number | undefined) =>
    b === undefined
      ? -1
      : b >= 0x30 && b <= 0x39
        ? b - 0x30
        : (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66
          ? (b | 0x20) - 0x57
          : -1;
  for (let i = 0; i < utf8.length; i++) {
    const b = utf8[i]!;
    const hi = b === 0x25 ? hex(utf8[i + 1]) : -1;
    const lo = hi === -1 ? -1 : hex(utf8[i + 2]);
    if (lo === -1) bytes.push(b);
    else {
      bytes.push(hi * 16 + lo);
      i += 2;
    }
  }
  return new TextDecoder().decode(Uint8Array.from(bytes));
}
