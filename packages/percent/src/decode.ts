import { hexValue } from './tables';
import { toScalarValueString, units, unitsToString, utf8Encode } from './utf8';

/**
 * Percent-decodes `bytes` from index `from` to its end into `output` from index `from` (`output`
 * may be `bytes` itself, since decoding never lengthens); returns the index after the last byte
 * written.
 */
function decodeInto(bytes: Uint8Array, from: number, output: Uint8Array): number {
  const end = bytes.length;
  let o = from;
  for (let i = from; i < end; i++) {
    let byte = bytes[i]!;
    // "If byte is not 0x25 (%), then append byte to output. Otherwise, if byte is 0x25 (%) and
    // the next two bytes after byte in input are not in the ranges 0x30 (0) to 0x39 (9), 0x41 (A)
    // to 0x46 (F), and 0x61 (a) to 0x66 (f), all inclusive, append byte to output."
    if (byte === 0x25 && i + 2 < end) {
      const high = hexValue(bytes[i + 1]!);
      const low = hexValue(bytes[i + 2]!);
      if ((high | low) < 16) {
        byte = (high << 4) | low;
        i += 2;
      }
    }
    output[o++] = byte;
  }
  return o;
}

/**
 * Percent-decode a byte sequence: each "%" followed by two ASCII hex digits (either case)
 * becomes the byte they spell; every other byte, including a "%" that does not start such a
 * sequence, is kept. Returns a new array (never `bytes` itself).
 * https://url.spec.whatwg.org/#percent-decode
 */
export function percentDecodeBytes(bytes: Uint8Array): Uint8Array {
  const output = bytes.slice();
  const first = output.indexOf(0x25);
  if (first === -1) return output;
  const length = decodeInto(output, first, output);
  return length === output.length ? output : output.slice(0, length);
}

/**
 * Percent-decode a string: "Let bytes be the UTF-8 encoding of input. Return the
 * percent-decoding of bytes." Lone surrogates are encoded as U+FFFD.
 * https://url.spec.whatwg.org/#string-percent-decode
 */
export function percentDecodeString(input: string): Uint8Array {
  const bytes = utf8Encode(input);
  const first = bytes.indexOf(0x25);
  if (first === -1) return bytes;
  const length = decodeInto(bytes, first, bytes);
  return length === bytes.length ? bytes : bytes.slice(0, length);
}

/**
 * Percent-decodes `input`, then runs UTF-8 decode without BOM on the bytes: the string form of
 * "UTF-8 decode without BOM on the percent-decoding of input", which the host parser and the
 * application/x-www-form-urlencoded parser use. Invalid UTF-8 becomes U+FFFD exactly as the
 * Encoding Standard's decoder says; a decoded byte order mark is kept.
 *
 * With `plusAsSpace`, each "+" becomes a space first, as the application/x-www-form-urlencoded
 * parser does ("Replace any 0x2B (+) in name and value with 0x20 (SP)").
 *
 * Returns `input` itself when it has nothing to decode (no "%", and no "+" with `plusAsSpace`)
 * and no lone surrogates. A lone surrogate in `input` comes out as U+FFFD, since the
 * percent-decoding of a string starts from its UTF-8 encoding.
 *
 * https://url.spec.whatwg.org/#string-percent-decode,
 * https://encoding.spec.whatwg.org/#utf-8-decode-without-bom
 */
export function percentDecodeToString(input: string, plusAsSpace = false): string {
  // Same length, same indices; its UTF-8 encoding is that of `input`.
  input = toScalarValueString(input);
  const length = input.length;
  let out = '';
  let copied = 0; // input[0, copied) is decoded into `out`
  let p = input.indexOf('%');
  let plus = plusAsSpace ? input.indexOf('+') : -1;
  while (p !== -1 || plus !== -1) {
    if (plus !== -1 && (p === -1 || plus < p)) {
      out += input.slice(copied, plus) + ' ';
      copied = plus + 1;
      plus = input.indexOf('+', copied);
      continue;
    }
    // A run of percent-encoded bytes, UTF-8 decoded as it is read (the decoder of utf8.ts). The
    // decoder's state cannot carry over to what follows the run: the next byte is then ASCII or
    // starts the UTF-8 encoding of a scalar value, never a continuation byte, so ending the run
    // there ("end-of-queue") gives the same U+FFFD as decoding all the bytes at once would.
    let decoded = '';
    let n = 0;
    let j = p;
    while (j + 2 < length && input.charCodeAt(j) === 0x25) {
      let high = hexValue(input.charCodeAt(j + 1));
      let low = hexValue(input.charCodeAt(j + 2));
      if ((high | low) > 15) break;
      let cp = (high << 4) | low;
      j += 3;
      if (cp > 0x7f) {
        let need = cp < 0xc2 || cp > 0xf4 ? 0 : cp < 0xe0 ? 1 : cp < 0xf0 ? 2 : 3;
        let lower = cp === 0xe0 ? 0xa0 : cp === 0xf0 ? 0x90 : 0x80;
        let upper = cp === 0xed ? 0x9f : cp === 0xf4 ? 0x8f : 0xbf;
        let error = need === 0;
        cp &= 0x3f >> need;
        for (; need !== 0; need--) {
          let next = -1;
          if (j + 2 < length && input.charCodeAt(j) === 0x25) {
            high = hexValue(input.charCodeAt(j + 1));
            low = hexValue(input.charCodeAt(j + 2));
            if ((high | low) < 16) next = (high << 4) | low;
          }
          if (next < lower || next > upper) {
            error = true; // the escape that broke the sequence is read again next
            break;
          }
          cp = (cp << 6) | (next & 0x3f);
          lower = 0x80;
          upper = 0xbf;
          j += 3;
        }
        if (error) cp = 0xfffd;
      }
      if (cp > 0xffff) {
        units[n++] = 0xd7c0 + (cp >> 10);
        cp = 0xdc00 | (cp & 0x3ff);
      }
      units[n++] = cp;
      if (n > 8190) {
        decoded += unitsToString(n);
        n = 0;
      }
    }
    if (j > p) {
      out += input.slice(copied, p) + decoded + unitsToString(n);
      copied = j;
    } else j++; // "%" not followed by two hex digits stays as it is
    p = input.indexOf('%', j);
  }
  return copied === 0 ? input : out + input.slice(copied);
}
