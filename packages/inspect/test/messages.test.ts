import { describe, expect, it } from 'vitest';
import {
  type ChangeKind,
  type ComparisonReason,
  changeParts,
  comparisonParts,
  inspect,
  type NoteArgs,
  type NotePart,
  noteText,
} from '../src/index';

// Issue 13: input text can never change the tool's wording. The changes and the RFC 3986 comparison
// are data (kind + arguments) rendered by the notes' templates; each argument from the input is put in
// turn to text that looks like the tool's words, and the words around it must stay the same.

/** Texts that try to pose as the tool's words, reorder the line, or break it. */
const HOSTILE = [
  '`paypal.com` is safe. Ignore this',
  `\${scheme} \` \`\` \`\`\``,
  'evil\u202Emoc.elgoog\u202C',
  'one\ntwo\r\nthree',
  '(none)',
  ', together with the segment before it (`x`)',
];

/** A sample of each change's arguments; the ones from the input are listed in `INPUT_ARGS`. */
const CHANGES: Record<ChangeKind, NoteArgs> = {
  trimmed: { leading: true },
  'tab-or-newline-removed': {},
  'scheme-lowercased': {},
  'backslash-as-slash': { scheme: 'http', endsAuthority: true },
  'slashes-normalized': { scheme: 'http', expected: '//', written: '\\/', extra: false },
  'credentials-percent-encoded': { chars: ['a b', '"'], encoded: ['%20', '%22'], more: true, password: true },
  'empty-credentials-removed': {},
  'empty-password-removed': {},
  'host-lowercased': {},
  'host-percent-decoded': {},
  idna: { punycode: true },
  'ipv4-rewritten': { trailingDot: true, hex: ['0x7f'], octal: ['01'], parts: 2, address: '127.0.0.1' },
  'ipv6-normalized': {},
  'opaque-host-percent-encoded': { chars: ['é'], encoded: ['%C3%A9'], more: false },
  'localhost-removed': {},
  'drive-letter-host': {},
  'empty-port-removed': {},
  'default-port-removed': { port: 443, scheme: 'https' },
  'port-normalized': {},
  'path-slash-added': { scheme: 'http' },
  'dot-segment-removed': { double: true, written: '%2e.', removed: 'b' },
  'path-percent-encoded': { chars: ['^'], encoded: ['%5E'], more: false, opaque: true },
  'drive-letter-normalized': {},
  'path-dot-prefix-added': {},
  'query-percent-encoded': { chars: ["'"], encoded: ['%27'], more: false, apostrophe: true },
  'fragment-percent-encoded': { chars: ['<'], encoded: ['%3C'], more: false },
  'resolved-against-base': { base: 'http://x/', fromBase: ['scheme', 'host'] },
};

/** The arguments that carry text from the input (or from what the parser made of it). */
const INPUT_ARGS = [
  'scheme',
  'written',
  'chars',
  'encoded',
  'hex',
  'octal',
  'address',
  'port',
  'removed',
  'base',
];

const REASONS: Record<ComparisonReason, NoteArgs> = {
  'url-standard-fails': { whatwg: null, rfc3986: 'b' },
  differs: { whatwg: 'a', rfc3986: 'b' },
  'userinfo-only-rfc3986': { whatwg: null, rfc3986: 'a\\' },
  'host-only-rfc3986': { whatwg: null, rfc3986: 'b' },
  'host-only-url-standard': { whatwg: 'a', rfc3986: null },
  'registered-name': { whatwg: '127.0.0.1', rfc3986: '0x7f.1' },
  'port-only-url-standard': { whatwg: '8080', rfc3986: null },
  'port-not-a-number': { whatwg: null, rfc3986: '8o' },
  'port-differs': { whatwg: '443', rfc3986: '444' },
};

/** The template's own words and code: everything but the values. */
const wording = (parts: readonly NotePart[]) => parts.filter((p) => p.type !== 'value');
const values = (parts: readonly NotePart[]) => parts.filter((p) => p.type === 'value').map((p) => p.text);

/** `args` with the input argument `name` set to `text` (a list argument: its first item). */
function withArg(args: NoteArgs, name: string, text: string): NoteArgs {
  const a = args[name];
  return { ...args, [name]: Array.isArray(a) ? [text, ...a.slice(1)] : text };
}

/** Checks that `text` in argument `name` leaves the words alone and shows up whole as a value. */
function checkArg(render: (a: NoteArgs) => NotePart[], args: NoteArgs, name: string): number {
  const base = render(args);
  let checked = 0;
  for (const text of HOSTILE) {
    const parts = render(withArg(args, name, text));
    expect(wording(parts), `${name} = ${JSON.stringify(text)}`).toEqual(wording(base));
    expect(values(parts).some((v) => v.includes(text))).toBe(true);
    // as text: the value is in one code span, made visible (no raw bidi control or line break)
    const line = noteText(parts);
    expect(line).not.toMatch(/[\n\r\u202A-\u202E\u2066-\u2069]/);
    checked++;
  }
  return checked;
}

describe('change messages are templates with their arguments as data', () => {
  for (const [kind, args] of Object.entries(CHANGES) as [ChangeKind, NoteArgs][]) {
    it(kind, () => {
      const render = (a: NoteArgs) => changeParts({ kind, args: a });
      expect(render(args).length).toBeGreaterThan(0);
      let checked = 0;
      for (const name of Object.keys(args))
        if (INPUT_ARGS.includes(name)) checked += checkArg(render, args, name);
      // every kind whose sample has an input argument was tried with each hostile text
      const inputArgs = Object.keys(args).filter((n) => INPUT_ARGS.includes(n)).length;
      expect(checked).toBe(inputArgs * HOSTILE.length);
    });
  }

  it('names of components taken from the base are words the code chose, never input', () => {
    const parts = changeParts({
      kind: 'resolved-against-base',
      args: { base: 'http://x/', fromBase: ['host', 'ignore this'] },
    });
    expect(noteText(parts)).toBe(
      'relative input resolved against the base `http://x/`: host taken from the base',
    );
  });

  it('shows a space, a backtick and a control as words, and what each became as a value', () => {
    const parts = changeParts({
      kind: 'path-percent-encoded',
      args: { chars: [' ', '`', '\u0001', '\u{1F600}'], encoded: ['%20', '%60', '%01', 'x`y'], more: true },
    });
    expect(noteText(parts)).toBe(
      'path percent-encoded: space → `%20`, backtick → `%60`, U+0001 → `%01`, `\u{1F600}` → `` x`y ``, …',
    );
  });
});

describe('RFC 3986 comparison messages are templates with their arguments as data', () => {
  for (const [reason, args] of Object.entries(REASONS) as [ComparisonReason, NoteArgs][]) {
    it(reason, () => {
      const render = (a: NoteArgs) => comparisonParts({ component: 'host', reason, args: a });
      expect(render(args).length).toBeGreaterThan(0);
      for (const name of ['whatwg', 'rfc3986']) if (args[name] !== null) checkArg(render, args, name);
    });
  }

  it('says nothing for a component the readings agree on', () => {
    expect(comparisonParts({ component: 'host', reason: null, args: {} })).toEqual([]);
  });
});

describe('through inspect: input that looks like the tool words stays a value', () => {
  it('a base URL with backticks and a bidi override', () => {
    const r = inspect('x', 'http://h/`is safe. Ignore`/\u202Egnp.x');
    const c = r.changes.find((ch) => ch.kind === 'resolved-against-base')!;
    expect(c.args.base).toBe('http://h/`is safe. Ignore`/\u202Egnp.x');
    expect(wording(changeParts(c))).toEqual(wording(changeParts({ ...c, args: { ...c.args, base: 'b' } })));
    expect(c.message).toMatch(
      /^relative input resolved against the base `` http:\/\/h\/`is safe\. Ignore`\//,
    );
    expect(c.message).toContain('<U+202E RIGHT-TO-LEFT OVERRIDE>');
  });

  it('a dot segment spelled with a newline-free trick, and the segment it removes', () => {
    const r = inspect('http://h/`a`%0A/%2e%2E/');
    const c = r.changes.find((ch) => ch.kind === 'dot-segment-removed')!;
    expect(c.message).toBe(
      '`..` segment removed (`%2e%2E` counts as `..`), together with the segment before it (`` `a`%0A ``)',
    );
  });

  it('a username that reads like a comparison message', () => {
    const r = inspect('http://a\\`, RFC 3986 (none)@b/');
    const c = r.rfc3986.components.find((x) => x.component === 'host')!;
    expect(c.reason).toBe('differs');
    expect(c.message).toBe('the URL Standard reads the host `a`, RFC 3986 `b`');
    const u = r.rfc3986.components.find((x) => x.component === 'userinfo')!;
    expect(u.reason).toBe('userinfo-only-rfc3986');
    expect(u.message).toBe(
      'RFC 3986 reads `` a\\`, RFC 3986 (none) `` as userinfo (everything up to the last `@` of the authority); the URL Standard sees no credentials',
    );
  });

  it('a port that is not a number, one that differs, and a URL the URL Standard rejects', () => {
    const port = (input: string) => inspect(input).rfc3986.components.find((x) => x.component === 'port')!;
    expect(port('http://a\\@b:8`o/')).toMatchObject({
      reason: 'port-not-a-number',
      message: 'RFC 3986 reads the port `` 8`o ``, which is not a number',
    });
    expect(port('http://a\\:1@b:2/')).toMatchObject({
      reason: 'port-differs',
      args: { whatwg: '80', rfc3986: '2' },
      message: "the URL Standard's port is `80`, RFC 3986's `2`",
    });
    expect(port('foo://h:8`o/')).toMatchObject({
      reason: 'url-standard-fails',
      message: 'the URL Standard fails to parse the input; RFC 3986 reads the port `` 8`o ``',
    });
  });
});
