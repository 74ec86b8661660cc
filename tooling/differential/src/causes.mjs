// Known causes of difference, recognised from the input and the three results, each with the pinned
// spec's sentence (or the runtime behaviour) that explains it. A difference a cause recognises is
// grouped under the cause instead of under its components and shape, so a summary lists each root
// cause once. Checked against the pinned URL Standard (2026-07-02) before being written here.

import { RELAXED_TO_ASCII_OPTIONS } from '@url/host';
import { parseURL } from '@url/parser';
import { toASCII, toUnicode } from 'tr46';

const SPECIAL = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:', 'file:']);

function hasOpaquePath(href) {
  const r = parseURL(href);
  return r !== null && typeof r.path === 'string';
}

/** The hostname a blob: URL's origin comes from, or the URL's own hostname. */
function effectiveHostname(c) {
  if (c.protocol === 'blob:') {
    const inner = parseURL(c.pathname);
    return inner !== null && typeof inner.host === 'string' ? inner.host : '';
  }
  return SPECIAL.has(c.protocol) ? c.hostname : '';
}

/** RFC 3986's remove_dot_segments for an absolute path (how the URL Standard's path state treats `.` and `..`). */
function removeDotSegments(path) {
  if (!path.startsWith('/')) return path;
  const out = [];
  const parts = path.slice(1).split('/');
  for (let i = 0; i < parts.length; i++) {
    const seg = parts[i];
    const last = i === parts.length - 1;
    if (seg === '..') {
      out.pop();
      if (last) out.push('');
    } else if (seg === '.') {
      if (last) out.push('');
    } else out.push(seg);
  }
  return '/' + out.join('/');
}

const isOneByteNonASCII = (s) => s !== null && /[\u0080-\u00ff]/.test(s) && !/[\u0100-\uffff]/.test(s);

/**
 * @typedef {{ ok: boolean, c?: Record<string, string>, canParse: boolean | 'crash' }} Result
 * @type {{ id: string, verdicts: string[], title: string, note: string, test: (input: string, base: string | null, r: { ours: Result, ref: Result, builtin: Result }) => boolean }[]}
 */
export const CAUSES = [
  {
    id: 'canparse-latin1',
    verdicts: ['built-in≠both'],
    title: 'built-in canParse says false for a valid URL written with U+0080–U+00FF characters',
    note: "Node 20's `URL.canParse` (a V8 fast API call once the call site is optimised) reads a one-byte string's Latin-1 bytes as UTF-8, so a valid URL containing e.g. `ß`, `é` or U+00AD fails — intermittently, after warm-up: `for (let i = 0; i < 2e5; i++) URL.canParse('http://faß/')` gives false about 97 % of the time on Node 20.20.2, while `new URL` parses it. Not a spec difference; @url/parser and whatwg-url answer true. Switching to @url/parser fixes it.",
    test: (input, base, { builtin }) =>
      builtin.ok && builtin.canParse === false && (isOneByteNonASCII(input) || isOneByteNonASCII(base)),
  },
  {
    id: 'opaque-base',
    verdicts: ['built-in≠both'],
    title: 'built-in resolves a relative reference other than a fragment against a base with an opaque path',
    note: 'URL Standard, no scheme state: "If base is null, or base has an opaque path and c is not U+0023 (#), missing-scheme-non-relative-URL validation error, return failure." Ada 2.9.2 resolves `?x` against `about:blank` or `sc:opaque?q#f` instead of failing.',
    test: (_input, base, { ref, builtin }) => !ref.ok && builtin.ok && base !== null && hasOpaquePath(base),
  },
  {
    id: 'ascii-domain-lowercased',
    verdicts: ['built-in≠both', 'ours≠whatwg-url'],
    title: 'an ASCII domain that UTS #46 ToASCII rejects (e.g. an invalid `xn--` label) is kept, lowercased',
    note: 'URL Standard (2026 domain parser): "If domain is an ASCII string, then set result to domain, lowercased." with the note "When beStrict is false and domain is an ASCII string, the algorithm returns domain lowercased regardless of Unicode ToASCII\'s outcome, due to web compatibility." Ada 2.9.2 runs ToASCII on the ASCII domain and fails (or gives a blob: URL an opaque origin).',
    test: (_input, _base, { ref, builtin }) => {
      if (!ref.ok) return false;
      const h = effectiveHostname(ref.c);
      if (h === '' || h.startsWith('[') || /[^\x00-\x7f]/.test(h)) return false;
      if (builtin.ok && builtin.c.origin === ref.c.origin && builtin.c.host === ref.c.host) return false;
      return toASCII(h, RELAXED_TO_ASCII_OPTIONS) === null;
    },
  },
  {
    id: 'bidi',
    verdicts: ['built-in≠both'],
    title: 'built-in accepts a domain that breaks the Bidi rule (CheckBidi)',
    note: 'URL Standard, domain parser ToASCII: "Unicode ToASCII with ... CheckBidi set to true" — a label of a Bidi domain name (one with right-to-left characters) must satisfy RFC 5893\'s Bidi rule, so `http://7ם/` (a digit before a Hebrew letter) and `ws://ם.-/` fail (and a blob: URL around one has an opaque origin). Ada 2.9.2 does not check the Bidi rule and parses them.',
    test: (_input, _base, { ref, builtin }) => {
      if (!builtin.ok) return false;
      let h;
      if (!ref.ok) h = builtin.c.hostname;
      else if (ref.c.protocol === 'blob:' && ref.c.origin === 'null' && builtin.c.origin !== 'null') {
        const inner = parseURL(builtin.c.origin);
        h = inner !== null && typeof inner.host === 'string' ? inner.host : '';
      } else return false;
      if (h === '' || h.startsWith('[')) return false;
      const unicode = toUnicode(h, { ...RELAXED_TO_ASCII_OPTIONS, checkBidi: false }).domain;
      return (
        toASCII(unicode, { ...RELAXED_TO_ASCII_OPTIONS, checkBidi: true }) === null &&
        toASCII(unicode, { ...RELAXED_TO_ASCII_OPTIONS, checkBidi: false }) !== null
      );
    },
  },
  {
    id: 'idna-mapping-data',
    verdicts: ['built-in≠both'],
    title:
      'IDNA data newer than the built-in: new characters and new mappings (ẞ, Ⅎ, Georgian capitals, CJK)',
    note: "Our host parser runs UTS #46 ToASCII on tables generated from tr46 6.0.0's data (Unicode 17; docs/decisions/0007). Since Unicode 15.1, U+1E9E ẞ maps to ß (so `ws://ẞ` is `ws://xn--zca`, not `ws://ss`), and capital letters that were disallowed map to their lowercase forms (U+2132 Ⅎ, the Georgian capitals U+10A0–U+10CD); the CJK compatibility ideographs U+2F800–U+2FA1D map to unified ideographs, and newer characters (CJK Extension I, U+2EBF0–U+2EE5D) are valid. Ada 2.9.2's older tables map ẞ to `ss` and reject the others.",
    test: (input, _base, { ref, builtin }) => {
      if (!ref.ok || !/[^\x00-\x7f]/.test(input)) return false;
      if (!/(^|\.)xn--/.test(effectiveHostname(ref.c))) return false;
      if (!builtin.ok) return true;
      return builtin.c.host !== ref.c.host || builtin.c.origin !== ref.c.origin;
    },
  },
  {
    id: 'dot-segments-after-dot-segment',
    verdicts: ['built-in≠both'],
    title: '`.` and `..` segments after a segment that starts with `.` (`/.y/..`) are removed',
    note: 'URL Standard, path state: a double-dot URL path segment shortens the path and a single-dot one is dropped ("Otherwise, if buffer is a single-dot URL path segment and if neither c is U+002F (/), nor url is special and c is U+005C (\\), append the empty string to url\'s path"), wherever they are — so `/.y/.` becomes `/.y/` and `/.2/..` becomes `/`. Ada 2.9.2 leaves dot segments in place after a segment that starts with a dot.',
    test: (_input, _base, { ref, builtin }) =>
      ref.ok &&
      builtin.ok &&
      builtin.c.pathname !== ref.c.pathname &&
      /\/\.[^/.]/.test(builtin.c.pathname) &&
      removeDotSegments(builtin.c.pathname) === ref.c.pathname,
  },
  {
    id: 'opaque-path-space',
    verdicts: ['built-in≠both'],
    title: 'a space at the end of an opaque path, before `?` or `#`, is written `%20`',
    note: 'URL Standard, opaque path state: "Otherwise, if c is U+0020 SPACE: ... If remaining starts with U+003F (?) or U+0023 (#), then append "%20" to url\'s path. Otherwise, append U+0020 SPACE to url\'s path." Ada 2.9.2 keeps the space (it predates this change, which replaced stripping trailing spaces from opaque paths).',
    test: (_input, _base, { ref, builtin }) =>
      ref.ok &&
      builtin.ok &&
      ref.c.pathname.includes('%20') &&
      builtin.c.pathname === ref.c.pathname.replace(/%20/g, ' '),
  },
  {
    id: 'dot-dot-empty-path',
    verdicts: ['built-in≠both'],
    title: 'a `..` that empties the path of a non-special URL leaves `/`, not an empty path',
    note: 'URL Standard, path state: "If buffer is a double-dot URL path segment, then: Shorten url\'s path. If neither c is U+002F (/), nor url is special and c is U+005C (\\), append the empty string to url\'s path." with the note "This means that for input /usr/.. the result is / and not a lack of a path." Ada 2.9.2 gives non-special URLs an empty path here.',
    test: (_input, _base, { ref, builtin }) =>
      ref.ok &&
      builtin.ok &&
      !SPECIAL.has(ref.c.protocol) &&
      ref.c.pathname.endsWith('/') &&
      builtin.c.pathname === ref.c.pathname.slice(0, -1),
  },
  {
    id: 'path-caret',
    verdicts: ['built-in≠both'],
    title: 'U+005E (^) in a path is percent-encoded',
    note: 'URL Standard: "The path percent-encode set is a percent-encode set consisting of the query percent-encode set and U+003F (?), U+005E (^), U+0060 (`), U+007B ({), and U+007D (})." Ada 2.9.2 leaves `^` unencoded in paths (its table predates U+005E joining the set).',
    test: (_input, _base, { ref, builtin }) =>
      ref.ok &&
      builtin.ok &&
      ref.c.pathname.includes('%5E') &&
      builtin.c.pathname === ref.c.pathname.replace(/%5E/g, '^'),
  },
  {
    id: 'file-drive-letter-shorten',
    verdicts: ['built-in≠both'],
    title: 'file: `..` removes a first segment that only starts like a drive letter (`C:p`, `C::`)',
    note: 'URL Standard, shorten a url\'s path: "If url\'s scheme is "file", path\'s size is 1, and path[0] is a normalized Windows drive letter, then return." — and "A Windows drive letter is two code points", so `C:p` is an ordinary segment that `..` removes. Ada 2.9.2 keeps it as if it were a drive letter.',
    test: (_input, _base, { ref, builtin }) =>
      ref.ok &&
      builtin.ok &&
      ref.c.protocol === 'file:' &&
      /^\/[a-zA-Z][:|][^/]/.test(builtin.c.pathname) &&
      !/^\/[a-zA-Z][:|][^/]/.test(ref.c.pathname),
  },
];

/** The class key of a cause. */
export const causeKey = (cause) => `cause: ${cause.title}`;

/** The cause whose class key is `key`, or undefined. */
export const causeByKey = (key) => CAUSES.find((c) => causeKey(c) === key);

/** The cause of a difference, or null. */
export function causeOf(verdict, input, base, results) {
  for (const c of CAUSES) {
    if (!c.verdicts.includes(verdict)) continue;
    if (c.test(input, base, results)) return c;
  }
  return null;
}
