/**
 * WebIDL `USVString` conversion (https://webidl.spec.whatwg.org/#es-USVString): ToString (a Symbol
 * throws a TypeError), then every lone surrogate becomes U+FFFD.
 */
export function toUSVString(value: unknown): string {
  const s = typeof value === 'string' ? value : `${value as string}`;
  return toWellFormed(s);
}

type WellFormedString = string & { toWellFormed?: () => string };

/** Replaces every lone surrogate in `s` with U+FFFD; returns `s` itself when it has none. */
export function toWellFormed(s: string): string {
  const native = (s as WellFormedString).toWellFormed;
  if (native !== undefined) return native.call(s);
  return replaceLoneSurrogates(s);
}

/** The fallback for runtimes without `String.prototype.toWellFormed` (exported for tests). */
export function replaceLoneSurrogates(s: string): string {
  const len = s.length;
  let out = '';
  let runStart = 0;
  for (let i = 0; i < len; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff && i + 1 < len) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        continue;
      }
    }
    out += s.slice(runStart, i) + '\uFFFD';
    runStart = i + 1;
  }
  return runStart === 0 ? s : out + s.slice(runStart);
}
