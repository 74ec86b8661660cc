// Error helpers. Every failure the standard calls "throw a TypeError" is a TypeError here, with a
// message that names the component, the pattern, the position and what was expected.

/**
 * Quotes a user string for a message: in double quotes, with control characters (and lone
 * surrogates) shown as \u escapes; backslashes stay as they are, so "/:id(\d+" reads as written.
 */
export function quote(s: string): string {
  let out = '"';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c !== 0x7f && c !== 0x22 && (c < 0xd800 || c > 0xdfff)) continue;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        continue;
      }
    }
    out += s.slice(start, i) + (c === 0x22 ? '\\"' : `\\u${c.toString(16).padStart(4, '0')}`);
    start = i + 1;
  }
  return `${out}${s.slice(start)}"`;
}
