// Error helpers. Every failure the standard calls "throw a TypeError" is a TypeError here, with a
// message that names the component, the pattern, the position and what was expected.

const PATTERN_ERROR = Symbol('url-pattern-error-index');

/** A TypeError raised while tokenizing or parsing a pattern string; `index` is kept for wrapping. */
export function patternError(message: string, index: number): TypeError {
  const e = new TypeError(message);
  (e as any)[PATTERN_ERROR] = index;
  return e;
}

/** Index recorded by `patternError`, or -1. */
export function patternErrorIndex(e: unknown): number {
  return e !== null && typeof e === 'object' && PATTERN_ERROR in e
    ? ((e as any)[PATTERN_ERROR] as number)
    : -1;
}

/** Quotes a user string for a message (JSON style, so control characters stay visible). */
export function quote(s: string): string {
  return JSON.stringify(s);
}
