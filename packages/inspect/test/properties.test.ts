import { parseURL, serializeURL } from '@url/parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inspect } from '../src/index';
import { recordFromSplit, splitURL } from '../src/split';
import { applyChanges } from './helpers';

// URL-ish strings: pieces the parser treats specially, glued in any order, so that generated inputs
// hit the states, the separators and the per-component transforms
const PIECES = [
  'http:',
  'HTTPS:',
  'file:',
  'sc:',
  'ws:',
  'javascript:',
  'a:',
  '//',
  '/',
  '\\',
  '///',
  ':',
  '@',
  '?',
  '#',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '%',
  '%41',
  '%zz',
  'example.com',
  'EXAMPLE.org',
  'ex%61mple.net',
  'bücher.example',
  'раypal.com',
  'ＥＸＡＭＰＬＥ.com',
  '0x7f.1',
  '127.1',
  '2130706433',
  '[::1]',
  '[::FFFF:127.0.0.1]',
  '[1:2',
  'localhost',
  'C:',
  'c|',
  'user',
  'pass',
  ':80',
  ':443',
  ':0080',
  ':',
  ' ',
  '\t',
  '\n',
  '\u0000',
  '\u001f',
  '"',
  "'",
  '<',
  '>',
  '`',
  '{',
  '^',
  'é',
  '€',
  '😀',
  '\ud800',
  '+',
  '&',
  '=',
  'a',
  'b',
  'x=1&y=2',
  '!/',
  '%2F',
];
const rest = fc.array(fc.constantFrom(...PIECES), { minLength: 0, maxLength: 12 }).map((p) => p.join(''));
// absolute inputs: a scheme, slashes, then a host-ish piece and anything
const absolute = fc
  .tuple(
    fc.constantFrom('http:', 'HTTP:', 'https:', 'file:', 'ws:', 'sc:', 'foo:', 'mailto:'),
    fc.constantFrom('//', '', '/', '\\\\', '///', '/\\', ' //'),
    fc.constantFrom('', 'user:pw@', 'a@b@', ':@', '%40x@', 'é:\t@'),
    fc.constantFrom(
      'example.com',
      'EXAMPLE.com',
      '0x7f.1',
      '0177.0.0.1',
      '1.2.3',
      '2130706433',
      '127.0.0.1.',
      '[0:0::1]',
      '[::ffff:7f00:1]',
      'ＥＸＡＭＰＬＥ.com',
      'xn--bcher-kva.example',
      'ex%41mple.com',
      'h\tost',
      'ñ.test',
      'localhost',
      'C|',
      '',
    ),
    fc.constantFrom('', ':', ':80', ':443', ':8080', ':0021', ':21'),
    rest,
  )
  .map((p) => p.join(''));
const urlish = fc.oneof(
  absolute,
  fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 14 }).map((p) => p.join('')),
);
const bases = fc.constantFrom(
  null,
  'https://example.com/dir/page?q#f',
  'file:///C:/dir/file',
  'sc://host/a/b',
  'mailto:x@y',
);

describe('properties of inspect on generated URL-ish input', () => {
  it('the splitter reads every input as the parser does', () => {
    fc.assert(
      fc.property(urlish, bases, (input, base) => {
        const b = base === null ? null : parseURL(base);
        const expected = parseURL(input, b);
        const actual = recordFromSplit(splitURL(input, b));
        expect(actual === null ? null : serializeURL(actual)).toBe(
          expected === null ? null : serializeURL(expected),
        );
        if (expected !== null) expect(actual).toEqual({ ...expected, path: expected.path });
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws; changes rebuild href from the input; canonical input gets no changes', () => {
    fc.assert(
      fc.property(urlish, bases, (input, base) => {
        const r = inspect(input, base);
        if (!r.ok) {
          expect(r.changes).toEqual([]);
          return;
        }
        const href = r.parts!.href;
        if (href === input) expect(r.changes).toEqual([]);
        if (!r.changes.some((c) => c.kind === 'resolved-against-base'))
          expect(applyChanges(input, r.changes)).toBe(href);
        else expect(r.changes.length).toBeGreaterThan(0);
        for (const c of r.changes) expect(c.before).toBe(input.slice(c.start, c.end));
      }),
      { numRuns: 3000 },
    );
  });
});
