import { serializeUrlencodedWithEncoding } from '@url/searchparams/legacy';
import { serializeUrlencoded } from '@url/searchparams/urlencoded';
import { describe, expect, it } from 'vitest';
import { encoderLatin1 } from './helpers/latin1-encoder';

describe('serializeUrlencodedWithEncoding', () => {
  it('uses the encoder hook for legacy encodings', () => {
    // The hook's shape is @url/percent's percentEncodeAfterEncoding encoder; a Latin-1 encoder where
    // everything above U+00FF is unmappable (so it becomes an HTML numeric character reference).
    expect(serializeUrlencodedWithEncoding([['é ü', '€ +']], encoderLatin1)).toBe(
      '%E9+%FC=%26%238364%3B+%2B',
    );
  });

  it('a surrogate pair is one code point, a lone surrogate is U+FFFD', () => {
    expect(serializeUrlencodedWithEncoding([['\u{1F4A9}', '\uD800a']], encoderLatin1)).toBe(
      '%26%23128169%3B=%26%2365533%3Ba',
    );
  });

  it('an encoder named UTF-8 takes the UTF-8 path', () => {
    const never = { name: 'UTF-8', getEncoder: () => expect.unreachable() as never };
    expect(serializeUrlencodedWithEncoding([['é', '~']], never)).toBe('%C3%A9=%7E');
  });

  it('a stateful encoder gets end-of-queue, and its bytes are percent-encoded in order', () => {
    // A toy shift encoding: 0x0E before the first code point above U+007F, 0x0F before the next ASCII
    // one and at the end when still shifted (as ISO-2022-JP returns to ASCII).
    const shifting = {
      name: 'shift (test)',
      getEncoder: () => {
        let shifted = false;
        return {
          encode(codePoint: number, output: number[]) {
            if (codePoint > 0x7f !== shifted) output.push((shifted = !shifted) ? 0x0e : 0x0f);
            output.push(codePoint & 0xff);
            return null;
          },
          end(output: number[]) {
            if (shifted) output.push(0x0f);
          },
        };
      },
    };
    expect(serializeUrlencodedWithEncoding([['aéb', 'é']], shifting)).toBe('a%0E%E9%0Fb=%0E%E9%0F');
  });

  it('an encoder that writes something other than a byte is a TypeError naming it', () => {
    const bad = {
      name: 'bad (test)',
      getEncoder: () => ({ encode: (_: number, out: number[]) => void out.push(256) }),
    };
    expect(() => serializeUrlencodedWithEncoding([['a', '']], bad)).toThrow(
      /bad \(test\) gave 256, not a byte/,
    );
  });

  it('is serializeUrlencoded (UTF-8) without an encoding', () => {
    const pairs: [string, string][] = [
      ['a b', 'é\uD800'],
      ['~', '\u{1F4A9}'],
    ];
    expect(serializeUrlencodedWithEncoding(pairs)).toBe(serializeUrlencoded(pairs));
    expect(serializeUrlencodedWithEncoding(pairs, null)).toBe('a+b=%C3%A9%EF%BF%BD&%7E=%F0%9F%92%A9');
  });
});
