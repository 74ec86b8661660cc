// Hand-written legacy encoders for tests of the `percentEncodeAfterEncoding` hook. They follow the
// Encoding Standard's encoder algorithms (https://encoding.spec.whatwg.org/), with only the
// index data these tests need: windows-1252 is complete; ISO-2022-JP has no JIS X 0208 or
// katakana index (every such code point is unmappable); the Shift_JIS one knows only ASCII and
// three index entries. They exist to exercise the hook, not to be used as real encoders.
import type { Encoder, Encoding } from '@url/percent';

/** index-windows-1252.txt, pointers 0 to 31 (bytes 0x80 to 0x9F); pointers 32 to 127 map to U+00A0..U+00FF. */
const WINDOWS_1252_80_9F = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0x008d, 0x017d, 0x008f, 0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122,
  0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178,
];

/** The single-byte encoder (https://encoding.spec.whatwg.org/#single-byte-encoder) for windows-1252. */
export const windows1252: Encoding = {
  name: 'windows-1252',
  getEncoder(): Encoder {
    return {
      encode(codePoint, output) {
        // "If code point is an ASCII code point, return a byte whose value is code point."
        if (codePoint < 0x80) {
          output.push(codePoint);
          return null;
        }
        // "Let pointer be the index pointer for code point in index single-byte."
        let pointer = WINDOWS_1252_80_9F.indexOf(codePoint);
        if (pointer === -1 && codePoint >= 0xa0 && codePoint <= 0xff) pointer = codePoint - 0x80;
        // "If pointer is null, return error with code point."
        if (pointer === -1) return codePoint;
        output.push(pointer + 0x80);
        return null;
      },
    };
  },
};

/**
 * The ISO-2022-JP encoder (https://encoding.spec.whatwg.org/#iso-2022-jp-encoder) without its
 * index data: a stateful encoder that emits escape sequences, so it checks that the hook keeps
 * one encoder for the whole input and calls `end` at end-of-queue.
 */
export const iso2022jpWithoutIndex: Encoding = {
  name: 'ISO-2022-JP (no JIS X 0208 index)',
  getEncoder(): Encoder {
    let state: 'ASCII' | 'Roman' | 'jis0208' = 'ASCII';
    const encode = (codePoint: number, output: number[]): number | null => {
      // "If ISO-2022-JP encoder state is ASCII or Roman, and code point is U+000E, U+000F, or
      // U+001B, return error with U+FFFD."
      if (
        (state === 'ASCII' || state === 'Roman') &&
        (codePoint === 0x0e || codePoint === 0x0f || codePoint === 0x1b)
      )
        return 0xfffd;
      // "If ISO-2022-JP encoder state is ASCII and code point is an ASCII code point, return a
      // byte whose value is code point."
      if (state === 'ASCII' && codePoint < 0x80) {
        output.push(codePoint);
        return null;
      }
      // "If ISO-2022-JP encoder state is Roman and code point is an ASCII code point, excluding
      // U+005C and U+007E, or is U+00A5 or U+203E, then: ..."
      if (
        state === 'Roman' &&
        ((codePoint < 0x80 && codePoint !== 0x5c && codePoint !== 0x7e) ||
          codePoint === 0xa5 ||
          codePoint === 0x203e)
      ) {
        output.push(codePoint === 0xa5 ? 0x5c : codePoint === 0x203e ? 0x7e : codePoint);
        return null;
      }
      // "If code point is an ASCII code point, and ISO-2022-JP encoder state is not ASCII,
      // restore code point to ioQueue, set ISO-2022-JP encoder state to ASCII, and return three
      // bytes 0x1B 0x28 0x42."
      if (codePoint < 0x80 && state !== 'ASCII') {
        state = 'ASCII';
        output.push(0x1b, 0x28, 0x42);
        return encode(codePoint, output);
      }
      // "If code point is either U+00A5 or U+203E, and ISO-2022-JP encoder state is not Roman,
      // restore code point to ioQueue, set ISO-2022-JP encoder state to Roman, and return three
      // bytes 0x1B 0x28 0x4A."
      if ((codePoint === 0xa5 || codePoint === 0x203e) && state !== 'Roman') {
        state = 'Roman';
        output.push(0x1b, 0x28, 0x4a);
        return encode(codePoint, output);
      }
      // No index here, so the pointer is always null: "If pointer is null, then: If
      // ISO-2022-JP encoder state is jis0208, then restore code point to ioQueue, set
      // ISO-2022-JP encoder state to ASCII, and return three bytes 0x1B 0x28 0x42. Return error
      // with code point." (State jis0208 is never entered without the index.)
      return codePoint;
    };
    return {
      encode,
      end(output) {
        // "If code point is end-of-queue and ISO-2022-JP encoder state is not ASCII, set
        // ISO-2022-JP encoder state to ASCII, and return three bytes 0x1B 0x28 0x42."
        if (state !== 'ASCII') {
          state = 'ASCII';
          output.push(0x1b, 0x28, 0x42);
        }
      },
    };
  },
};

/** Index jis0208 entries this toy knows, as Shift_JIS byte pairs. */
const SHIFT_JIS_TOY: Record<number, [number, number]> = {
  8801: [0x81, 0xdf], // ≡
  65293: [0x81, 0x7c], // － (FULLWIDTH HYPHEN-MINUS)
};

/** A Shift_JIS encoder (https://encoding.spec.whatwg.org/#shift_jis-encoder) that knows only ASCII, ≡ and U+2212. */
export const shiftJISToy: Encoding = {
  name: 'Shift_JIS (toy)',
  getEncoder(): Encoder {
    return {
      encode(codePoint, output) {
        // "If code point is an ASCII code point or U+0080, return a byte whose value is code point."
        if (codePoint <= 0x80) {
          output.push(codePoint);
          return null;
        }
        // "If code point is U+2212, set it to U+FF0D."
        if (codePoint === 0x2212) codePoint = 0xff0d;
        const bytes = SHIFT_JIS_TOY[codePoint];
        if (bytes === undefined) return codePoint;
        output.push(...bytes);
        return null;
      },
    };
  },
};
