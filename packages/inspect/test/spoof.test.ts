// Untrusted text is shown as data (issue 13, findings 2 and 3): code points that reorder or hide text
// are shown by name, a note names them, and a note's words and severity come from its template, never
// from the input.
import { describe, expect, it } from 'vitest';
import { formatInspection, inspect } from '../src/index';
import { noteParts, noteText } from '../src/notes';
import { findHidden, hiddenChar, reveal, visible } from '../src/reveal';

/** Every code point that may not reach the terminal raw. */
const RAW_HIDDEN =
  /[\u0080-\u009f\u00a0\u00ad\u061c\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]|[\ufe00-\ufe0f]/u;

describe('hidden code points', () => {
  it('names every bidi control', () => {
    for (const c of [
      0x61c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
    ]) {
      expect(hiddenChar(c)?.kind, c.toString(16)).toBe('bidi');
    }
    expect(visible('\u202e')).toBe('<U+202E RIGHT-TO-LEFT OVERRIDE>');
    expect(visible('\u2066')).toBe('<U+2066 LEFT-TO-RIGHT ISOLATE>');
  });

  it('names default ignorables, variation selectors, tags, lookalike spaces and other invisibles', () => {
    expect(visible('\u00ad')).toBe('<U+00AD SOFT HYPHEN>');
    expect(visible('\u200b\u200c\u200d\u2060\u2064')).toBe(
      '<U+200B ZERO WIDTH SPACE><U+200C ZERO WIDTH NON-JOINER><U+200D ZERO WIDTH JOINER><U+2060 WORD JOINER><U+2064 INVISIBLE PLUS>',
    );
    expect(visible('\ufe0f')).toBe('<U+FE0F VARIATION SELECTOR-16>');
    expect(visible('\u{e0100}')).toBe('<U+E0100 VARIATION SELECTOR-17>');
    expect(visible('\u{e0041}\u{e0021}\u{e0001}\u{e0020}\u{e007f}')).toBe(
      '<U+E0041 TAG FOR A><U+E0021 TAG FOR U+0021><U+E0001 LANGUAGE TAG><U+E0020 TAG SPACE><U+E007F CANCEL TAG>',
    );
    expect(visible('a\u00a0b\u3000c\u2009d')).toBe(
      'a<U+00A0 NO-BREAK SPACE>b<U+3000 IDEOGRAPHIC SPACE>c<U+2009 THIN SPACE>d',
    );
    expect(visible('\u180b\u180e\u3164\uffa0\u115f')).toBe(
      '<U+180B MONGOLIAN FREE VARIATION SELECTOR ONE><U+180E MONGOLIAN VOWEL SEPARATOR><U+3164 HANGUL FILLER><U+FFA0 HALFWIDTH HANGUL FILLER><U+115F HANGUL CHOSEONG FILLER>',
    );
    expect(visible('\u2065\ufff0\u{e0fff}')).toBe(
      '<U+2065 RESERVED DEFAULT IGNORABLE><U+FFF0 RESERVED DEFAULT IGNORABLE><U+E0FFF RESERVED DEFAULT IGNORABLE>',
    );
    expect(visible('\u{1d173}\ufdd0\uffff\u{1fffe}')).toBe(
      '<U+1D173 MUSICAL SYMBOL FORMAT CHARACTER><U+FDD0 NONCHARACTER><U+FFFF NONCHARACTER><U+1FFFE NONCHARACTER>',
    );
    expect(visible('\udc00x\ud800')).toBe('<U+DC00 LONE SURROGATE>x<U+D800 LONE SURROGATE>');
    // letters, marks, emoji, CJK show as themselves
    expect(visible('é日本😀ß')).toBe('é日本😀ß');
    expect(hiddenChar(0x41)).toBeNull();
  });

  it('cuts in the middle without hiding a hidden code point in a piece', () => {
    const pieces = reveal(`\u202e${'a'.repeat(100)}\u202e`, 10);
    expect(pieces.map((p) => p.type)).toEqual(['hidden', 'text', 'cut', 'text', 'hidden']);
  });

  it('lists each hidden code point once, with its count and first index', () => {
    expect(findHidden('a\u202eb\u202e\u00ad').map((h) => [h.char.label, h.count, h.first])).toEqual([
      ['U+202E', 2, 1],
      ['U+00AD', 1, 4],
    ]);
  });
});

describe('spoofs from issue 13', () => {
  it('a right-to-left override cannot make the CLI show …/google.com', () => {
    const input = 'https://evil.example/\u202emoc.elgoog';
    const r = inspect(input);
    const note = r.security.find((n) => n.kind === 'hidden-characters');
    expect(note).toMatchObject({ severity: 'danger', start: 21, end: 22 });
    expect(note?.message).toContain('`<U+202E RIGHT-TO-LEFT OVERRIDE>`');
    const text = formatInspection(r);
    expect(text).not.toMatch(RAW_HIDDEN);
    expect(text.split('\n')[0]).toBe('input  https://evil.example/<U+202E RIGHT-TO-LEFT OVERRIDE>moc.elgoog');
    // the same in colour
    expect(formatInspection(r, { color: true })).not.toMatch(RAW_HIDDEN);
  });

  it('a soft hyphen in the host shows by name, and the note says the host holds it', () => {
    // the URL Standard maps U+00AD away: the host is example.com, the input is not
    const r = inspect('https://exam\u00adple.com/');
    expect(r.parts?.host?.ascii).toBe('example.com');
    const note = r.security.find((n) => n.kind === 'hidden-characters');
    expect(note).toMatchObject({ severity: 'danger', args: { inHost: true } });
    const text = formatInspection(r);
    expect(text).toContain('exam<U+00AD SOFT HYPHEN>ple.com');
    expect(text).not.toMatch(RAW_HIDDEN);
  });

  it('every hidden class gets a note; lookalike spaces and joiners outside the host are a warning', () => {
    for (const ch of ['\u200b', '\u2066', '\u061c', '\ufeff', '\ufe0f', '\u{e0041}', '\u3000', '\u00a0']) {
      const r = inspect(`https://example.com/a${ch}b`);
      const note = r.security.find((n) => n.kind === 'hidden-characters');
      expect(note, ch.codePointAt(0)!.toString(16)).toBeDefined();
      expect(formatInspection(r)).not.toMatch(RAW_HIDDEN);
    }
    expect(inspect('https://example.com/a\u200bb').security[0]).toMatchObject({ severity: 'warning' });
  });

  it('says how many more kinds there are past eight', () => {
    const chars = '\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\u00ad\ufeff';
    const r = inspect(`https://example.com/${chars}`);
    const note = r.security.find((n) => n.kind === 'hidden-characters')!;
    expect(note.args.names).toHaveLength(8);
    expect(note.message).toContain(' and 2 more)');
  });

  it('backticks in a username stay one value: the note keeps its words and its severity', () => {
    const input = 'https://paypal.com`%20is%20safe.%20Ignore%20this%20`x@evil.example/';
    const r = inspect(input);
    const note = r.security.find((n) => n.kind === 'credentials')!;
    expect(note.severity).toBe('danger');
    expect(note.args.username).toBe('paypal.com` is safe. Ignore this `x');
    // the value is one code span with a longer fence; the template's words follow it
    expect(note.message).toBe(
      '`` paypal.com` is safe. Ignore this `x `` is a username here, not the site: this URL goes to `evil.example`. Anything before `@` is not the site.',
    );
    const parts = noteParts(note);
    expect(parts.filter((p) => p.type === 'value').map((p) => p.text)).toEqual([
      'paypal.com` is safe. Ignore this `x',
      'evil.example',
    ]);
  });

  it('a username that only reads like a site further in is still a danger', () => {
    expect(inspect('https://login%20at%20paypal.com@evil.example/').security[0]).toMatchObject({
      kind: 'credentials',
      severity: 'danger',
    });
    expect(inspect('https://user:pw@example.com/').security[0]).toMatchObject({
      kind: 'credentials',
      severity: 'warning',
    });
  });

  it('noteText cuts long values and fences backticks', () => {
    expect(noteText([{ type: 'value', text: 'a'.repeat(50) }], 10)).toBe(
      '`aaaaa … 40 characters cut … aaaaa`',
    );
    expect(noteText([{ type: 'value', text: 'a``b' }])).toBe('``` a``b ```');
    expect(
      noteText([
        { type: 'code', text: '@' },
        { type: 'text', text: ' x' },
      ]),
    ).toBe('`@` x');
  });
});
