// The URL Standard's IPv6 algorithms: https://url.spec.whatwg.org/#concept-ipv6
import { hexValue } from './internal/hex';
import type { IPv6ValidationErrorType, ValidationErrorReporter } from './validation-errors';

export {
  IPV6_VALIDATION_ERRORS,
  type IPv6ValidationErrorType,
  type ValidationErrorReporter,
} from './validation-errors';

type Reporter = ValidationErrorReporter<IPv6ValidationErrorType>;

/**
 * The IPv6 parser: https://url.spec.whatwg.org/#concept-ipv6-parser
 *
 * `input` is the address without its brackets. Returns the 8 pieces (16-bit unsigned integers) or
 * `null` for failure. Reports the spec's `IPv6-*` and `IPv4-in-IPv6-*` validation errors at the index of
 * the code point being looked at (`input.length` when the input ends unexpectedly);
 * `IPv6-piece-leading-zero` (not a failure) at the start of the piece.
 */
export function parseIPv6(input: string, report?: Reporter): number[] | null {
  const address = [0, 0, 0, 0, 0, 0, 0, 0];
  const length = input.length;
  let pieceIndex = 0;
  let compress = -1;
  let pointer = 0;
  if (length > 0 && input.charCodeAt(0) === 0x3a) {
    // "If remaining does not start with U+003A (:), IPv6-invalid-compression validation error, return failure."
    if (length < 2 || input.charCodeAt(1) !== 0x3a) {
      report?.('IPv6-invalid-compression', 0);
      return null;
    }
    pointer = 2;
    pieceIndex = 1;
    compress = 1;
  }
  while (pointer < length) {
    if (pieceIndex === 8) {
      report?.('IPv6-too-many-pieces', pointer);
      return null;
    }
    let c = input.charCodeAt(pointer);
    if (c === 0x3a) {
      if (compress !== -1) {
        report?.('IPv6-multiple-compression', pointer);
        return null;
      }
      pointer++;
      pieceIndex++;
      compress = pieceIndex;
      continue;
    }
    const pieceStart = pointer;
    let value = 0;
    let digits = 0;
    // c is -1 at the end of the input (the spec's EOF code point)
    c = -1;
    while (pointer < length) {
      c = input.charCodeAt(pointer);
      const digit = hexValue(c);
      if (digit === -1 || digits === 4) break;
      value = value * 16 + digit;
      digits++;
      pointer++;
      c = -1;
    }
    if (c === 0x2e) {
      // An IPv4 address in the last 32 bits.
      if (digits === 0) {
        report?.('IPv4-in-IPv6-invalid-code-point', pointer);
        return null;
      }
      pointer -= digits;
      if (pieceIndex > 6) {
        report?.('IPv4-in-IPv6-too-many-pieces', pointer);
        return null;
      }
      return parseIPv4InIPv6(input, pointer, address, pieceIndex, compress, report);
    }
    if (c === 0x3a) {
      pointer++;
      if (pointer === length) {
        report?.('IPv6-invalid-code-point', pointer);
        return null;
      }
    } else if (c !== -1) {
      report?.('IPv6-invalid-code-point', pointer);
      return null;
    }
    // "If length is greater than 1 and value is less than 0x10^(length − 1), IPv6-piece-leading-zero"
    if (report !== undefined && digits > 1 && value < 16 ** (digits - 1))
      report('IPv6-piece-leading-zero', pieceStart);
    address[pieceIndex] = value;
    pieceIndex++;
  }
  return finish(address, pieceIndex, compress, length, report);
}

/** The IPv6 parser's steps for an IPv4 address at `pointer` (the first digit of its first part). */
function parseIPv4InIPv6(
  input: string,
  pointer: number,
  address: number[],
  pieceIndex: number,
  compress: number,
  report: Reporter | undefined,
): number[] | null {
  const length = input.length;
  let numbersSeen = 0;
  // address[pieceIndex], which is 0 when this starts, as the spec's steps build it; written out once
  // it is complete (after the second and the fourth number)
  let piece = 0;
  while (pointer < length) {
    let c = input.charCodeAt(pointer);
    if (numbersSeen > 0) {
      // "If c is a U+002E (.) and numbersSeen is less than 4, then increase pointer by 1."
      if (c === 0x2e && numbersSeen < 4) {
        pointer++;
        c = pointer < length ? input.charCodeAt(pointer) : -1;
      } else {
        report?.('IPv4-in-IPv6-invalid-code-point', pointer);
        return null;
      }
    }
    if (c < 0x30 || c > 0x39) {
      report?.('IPv4-in-IPv6-invalid-code-point', pointer);
      return null;
    }
    let ipv4Piece = -1;
    while (c >= 0x30 && c <= 0x39) {
      const number = c - 0x30;
      if (ipv4Piece === -1) ipv4Piece = number;
      else if (ipv4Piece === 0) {
        // a leading zero
        report?.('IPv4-in-IPv6-invalid-code-point', pointer);
        return null;
      } else ipv4Piece = ipv4Piece * 10 + number;
      if (ipv4Piece > 255) {
        report?.('IPv4-in-IPv6-out-of-range-part', pointer);
        return null;
      }
      pointer++;
      c = pointer < length ? input.charCodeAt(pointer) : -1;
    }
    // "Set address[pieceIndex] to address[pieceIndex] × 0x100 + ipv4Piece."
    piece = piece * 0x100 + ipv4Piece;
    numbersSeen++;
    if (numbersSeen === 2 || numbersSeen === 4) {
      address[pieceIndex] = piece;
      piece = 0;
      pieceIndex++;
    }
  }
  if (numbersSeen !== 4) {
    report?.('IPv4-in-IPv6-too-few-parts', pointer);
    return null;
  }
  return finish(address, pieceIndex, compress, length, report);
}

function finish(
  address: number[],
  pieceIndex: number,
  compress: number,
  length: number,
  report: Reporter | undefined,
): number[] | null {
  if (compress !== -1) {
    // Move the pieces after the compression to the end; the pieces they leave are zero. Both reads
    // are in bounds of the 8 pieces: 1 <= pieceIndex <= 7 in the loop, and other starts at the old
    // pieceIndex - 1 <= 7 and falls with pieceIndex, so compress <= other <= pieceIndex.
    let swaps = pieceIndex - compress;
    pieceIndex = 7;
    while (pieceIndex !== 0 && swaps > 0) {
      const other = compress + swaps - 1;
      const piece = address[pieceIndex]!;
      address[pieceIndex] = address[other]!;
      address[other] = piece;
      pieceIndex--;
      swaps--;
    }
  } else if (pieceIndex !== 8) {
    report?.('IPv6-too-few-pieces', length);
    return null;
  }
  return address;
}

/**
 * Find the IPv6 address compressed piece index:
 * https://url.spec.whatwg.org/#find-the-ipv6-address-compressed-piece-index
 *
 * The index of the first longest run of two or more zero pieces, or `null` when there is none.
 */
export function findTheIPv6AddressCompressedPieceIndex(address: ArrayLike<number>): number | null {
  let longestIndex = -1;
  let longestSize = 1;
  let foundIndex = -1;
  let foundSize = 0;
  for (let i = 0; i < 8; i++) {
    if (address[i] !== 0) {
      if (foundSize > longestSize) {
        longestIndex = foundIndex;
        longestSize = foundSize;
      }
      foundIndex = -1;
      foundSize = 0;
    } else {
      if (foundIndex === -1) foundIndex = i;
      foundSize++;
    }
  }
  if (foundSize > longestSize) return foundIndex;
  return longestIndex === -1 ? null : longestIndex;
}

/**
 * The IPv6 serializer: https://url.spec.whatwg.org/#concept-ipv6-serializer
 *
 * Returns the text without brackets, compressing the first longest run of two or more zero pieces and
 * writing each piece in lowercase hexadecimal (RFC 5952). Throws a `TypeError` unless `pieces` holds
 * exactly 8 integers from 0 to 0xffff.
 */
export function serializeIPv6(pieces: ArrayLike<number>): string {
  let valid = pieces.length === 8;
  for (let i = 0; valid && i < 8; i++) valid = (pieces[i]! & 0xffff) === pieces[i];
  if (!valid) throw new TypeError(`Invalid IPv6 address: ${describe(pieces)}`);
  const compress = findTheIPv6AddressCompressedPieceIndex(pieces);
  let output = '';
  let i = 0;
  if (compress !== null) {
    // compress < 8 and pieces has 8 entries (checked above)
    for (; i < compress; i++) output += hex(pieces[i]!) + ':';
    output += compress === 0 ? '::' : ':';
    // skip the run of zero pieces; the run is maximal, so it ends at a non-zero piece or at the end
    i++;
    while (i < 8 && pieces[i] === 0) i++;
    if (i === 8) return output;
  }
  for (; i < 7; i++) output += hex(pieces[i]!) + ':';
  return output + hex(pieces[7]!);
}

const HEX = '0123456789abcdef';

/** A piece as the shortest possible lowercase hexadecimal number (faster than `toString(16)`). */
function hex(piece: number): string {
  // every index is below 16: a piece is below 0x10000, and each is a shift or a mask to 4 bits
  if (piece < 0x10) return HEX[piece]!;
  if (piece < 0x100) return HEX[piece >> 4]! + HEX[piece & 15]!;
  if (piece < 0x1000) return HEX[piece >> 8]! + HEX[(piece >> 4) & 15]! + HEX[piece & 15]!;
  return HEX[piece >> 12]! + HEX[(piece >> 8) & 15]! + HEX[(piece >> 4) & 15]! + HEX[piece & 15]!;
}

function describe(value: ArrayLike<number>): string {
  try {
    return `[${Array.prototype.join.call(value, ', ')}]`;
  } catch {
    return typeof value;
  }
}
