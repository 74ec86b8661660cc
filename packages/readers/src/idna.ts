/**
 * The Unicode IDNA (UTS #46) hook some readers need for non-ASCII hostnames. Structurally the
 * `IDNA` of `@url/host` (so `uts46IDNA` from `@url/host` fits); the readers' entry never imports
 * the Unicode tables itself.
 */
export interface ReaderIDNAOptions {
  checkHyphens: boolean;
  checkBidi: boolean;
  checkJoiners: boolean;
  useSTD3ASCIIRules: boolean;
  transitionalProcessing: boolean;
  verifyDNSLength?: boolean;
  ignoreInvalidPunycode: boolean;
}

/** Unicode ToASCII; `null` when an error was recorded. */
export interface ReaderIDNA {
  toASCII(domain: string, options: ReaderIDNAOptions): string | null;
}

/** Options every reader factory accepts. */
export interface ReaderOptions {
  /**
   * Unicode ToASCII for readers that convert hostnames (Node's `url.parse`). Without it such a
   * reader reports a non-ASCII hostname (or an `xn--` label) as an error naming the missing hook.
   */
  readonly idna?: ReaderIDNA;
}

/** True when some dot-separated label starts with "xn--" (any case). */
export function hasACELabel(domain: string): boolean {
  let i = 0;
  while (i <= domain.length - 4) {
    if (
      (domain.charCodeAt(i) | 0x20) === 0x78 &&
      (domain.charCodeAt(i + 1) | 0x20) === 0x6e &&
      domain.charCodeAt(i + 2) === 0x2d &&
      domain.charCodeAt(i + 3) === 0x2d
    ) {
      return true;
    }
    const dot = domain.indexOf('.', i);
    if (dot < 0) return false;
    i = dot + 1;
  }
  return false;
}
