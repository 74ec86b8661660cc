// ipaddr.js 2.x's API (https://github.com/whitequark/ipaddr.js, version 2.5.0) on this package's
// parsers and range tables. Not part of the URL Standard: ipaddr.js reads some notations differently
// (see the README, "Coming from ipaddr.js"), and this entry follows ipaddr.js. Where the URL
// Standard's IPv6 parser and the dotted-quad reader give ipaddr.js's answer, they are used as they
// are; only the notations ipaddr.js reads on its own (zone ids, `::a.b.c.d`, hex and octal parts,
// fewer IPv4 parts) take the readers below, which follow ipaddr.js's regular expressions exactly.
import { hexValue } from './internal/hex';
import { serializeIPv6 } from './ipv6';
import { type IPv4RangeName, type IPv6RangeName, rangeOfIPv4, rangeOfIPv6 } from './ranges';

export type { IPv4RangeName, IPv6RangeName } from './ranges';

/** A named list of blocks for `subnetMatch`: each name maps to one `[address, bits]` or a list of them. */
export interface RangeList<T> {
  [name: string]: [T, number] | [T, number][];
}

/** What `IPv6.parser` returns: the pieces as read (not yet checked) and the zone id, if any. */
export interface IPv6Parts {
  parts: number[];
  zoneId: string | undefined;
}

/** A CIDR block as ipaddr.js gives it: `[address, prefixLength]`, whose `toString()` is `address/length`. */
export type CIDRTuple<T> = [T, number];

const P = 'ipaddr: ';
const NEITHER = 'the address has neither IPv6 nor IPv4 ';
const CIDR_TEXT = /^(.+)\/(\d+)$/;

function fail(message: string, options?: ErrorOptions): never {
  throw new Error(P + message, options);
}

/**
 * Reads ipaddr.js's IPv4 part at `start`, up to the next `.` or `end` (left in `partEnd`): -1 unless it
 * is `0?\d+` or `0x[0-9a-f]+` (any case), else its value as ipaddr.js's `parseIntAuto` reads it (hex
 * after `0x`, octal after a 0 and a digit, decimal), or -2 for a leading 0 before an 8 or 9, which
 * ipaddr.js throws for. With `octal` false, a leading 0 is decimal (`parseInt` without a radix, which
 * ipaddr.js uses in IPv6 text).
 */
function partValue(input: string, start: number, end: number, octal: boolean): number {
  let radix = 10;
  let i = start;
  if (input.charCodeAt(i) === 0x30) {
    const next = input.charCodeAt(i + 1);
    if ((next | 0x20) === 0x78) {
      radix = 16;
      i += 2;
    } else if (octal && next >= 0x30 && next <= 0x39) radix = 8;
  }
  let value = 0;
  let digits = 0;
  let tooBig = false;
  for (; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x2e) break;
    let digit = c - 0x30;
    if (digit < 0 || digit > 9) {
      digit = radix === 16 ? hexValue(c) : -1;
      if (digit === -1) return -1;
    }
    if (digit >= radix) tooBig = true;
    value = value * radix + digit;
    digits++;
  }
  partEnd = i;
  if (digits === 0) return -1;
  if (tooBig) return -2;
  // `parseInt` rounds a long numeral correctly; adding digits up may not
  return value > Number.MAX_SAFE_INTEGER ? parseInt(input.slice(start, i), radix) : value;
}
/** Where the last `partValue` stopped. */
let partEnd = 0;

/**
 * The dot-separated parts of `input.slice(start, end)` as `partValue` reads them (their count in
 * `partCount`), or `null` when one is not a part or there are more than four.
 */
function readParts(input: string, start: number, end: number, octal: boolean): number[] | null {
  const values = [0, 0, 0, 0];
  partCount = 0;
  for (;;) {
    const value = partValue(input, start, end, octal);
    if (value === -1 || partCount === 4) return null;
    values[partCount++] = value;
    if (partEnd === end) return values;
    start = partEnd + 1;
  }
}
/** How many parts the last `readParts` read (its array always has four slots). */
let partCount = 0;

/**
 * ipaddr.js's `IPv4.parser` without throwing: the four values as read (not checked against 255), `null`
 * when the text is not in its notation, or the text of the error ipaddr.js throws.
 */
function readIPv4(input: string): number[] | string | null {
  const values = readParts(input, 0, input.length, true);
  if (values === null) return null;
  const count = partCount;
  // readParts stores at least one part before it returns, so 1 <= count <= 4, its slots' number
  const last = values[count - 1]!;
  // of a short form, ipaddr.js reads the last part first and checks its range, then the others
  let bad = count < 4 && last === -2 ? count - 1 : -1;
  if (count < 4 && bad === -1) {
    if (last > 2 ** (8 * (5 - count)) - 1) return `${P}address outside defined range`;
    // the last part fills the remaining bytes
    for (let k = count - 1; k < 4; k++) values[k] = (last >> (8 * (3 - k))) & 0xff;
  }
  if (bad === -1) bad = values.indexOf(-2);
  return bad === -1 ? values : `${P}cannot parse ${input.split('.')[bad]} as octal`;
}

/**
 * Reads `input.slice(start, end)` as ipaddr.js's `expandIPv6` does, to `groups` pieces: hex digits and
 * colons only, at most one `::` (which stands for the missing groups, at least one), no `:::`, no single
 * colon first; a single colon last is dropped. A group of more than four digits gives `NaN`, and the
 * count of pieces is not checked here (the constructor does).
 */
function expand(input: string, start: number, end: number, groups: number): number[] | null {
  // one colon first is not ipaddr.js's notation (its regular expression needs "::" or a digit)
  if (input.charCodeAt(start) === 0x3a && input.charCodeAt(start + 1) !== 0x3a) return null;
  const parts: number[] = [];
  let colons = 0;
  let run = 0;
  let double = -1;
  let value = 0;
  let digits = 0;
  for (let i = start; i <= end; i++) {
    const c = i === end ? -1 : input.charCodeAt(i);
    if (digits > 0 && (c === 0x3a || c === -1)) {
      parts.push(digits > 4 ? Number.NaN : value);
      value = digits = 0;
    }
    if (c === 0x3a) {
      colons++;
      if (++run === 2) {
        if (double !== -1) return null;
        double = parts.length;
        // "::" first or last stands in for one colon less
        if (i === start + 1) colons--;
        if (i === end - 1) colons--;
      } else if (run > 2) return null;
    } else if (c !== -1) {
      const digit = hexValue(c);
      if (digit === -1) return null;
      value = value * 16 + digit;
      digits++;
      run = 0;
    }
  }
  if (colons >= groups) return null;
  if (double === -1) {
    if (parts.length === 0) parts.push(Number.NaN);
  } else {
    // (pushed one by one, so the array stays packed)
    const tail = parts.splice(double);
    for (let k = colons; k < groups; k++) parts.push(0);
    parts.push(...tail);
  }
  return parts;
}

/** ipaddr.js's `IPv6.parser`, for a string. */
function readIPv6(input: string): IPv6Parts | null {
  const percent = input.indexOf('%');
  let end = input.length;
  let zoneId: string | undefined;
  if (percent !== -1) {
    // a zone id is `%` and one or more ASCII letters or digits, up to the end
    zoneId = input.slice(percent + 1);
    if (!/^[\da-z]+$/i.test(zoneId)) return null;
    end = percent;
  }
  const dot = input.indexOf('.');
  if (dot === -1) {
    const parts = expand(input, 0, end, 8);
    return parts === null ? null : { parts, zoneId };
  }
  // "transitional": groups ending in a colon, then four IPv4 parts as `parseInt` reads them
  const lastColon = input.lastIndexOf(':', end);
  if (lastColon === -1 || lastColon > dot) return null;
  const octets = readParts(input, lastColon + 1, end, false);
  if (octets === null || partCount < 4) return null;
  // "::a.b.c.d", ipaddr.js's "deprecated transitional" form, reads as "::ffff:a.b.c.d"; otherwise the
  // last colon goes, unless it ends a "::"
  const parts =
    lastColon === 1 && input.charCodeAt(0) === 0x3a
      ? [0, 0, 0, 0, 0, 0xffff]
      : expand(input, 0, input.charCodeAt(lastColon - 1) === 0x3a ? lastColon + 1 : lastColon, 6);
  if (parts === null || !fits(octets, 4, 255)) return null;
  // fits checked that there are four octets
  parts.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
  return { parts, zoneId };
}

/** Whether `values` has `count` values from 0 to `max` (ipaddr.js's constructor checks). */
function fits(values: number[], count: number, max: number): boolean {
  if (values.length !== count) return false;
  for (let i = 0; i < count; i++) if (!(values[i]! >= 0 && values[i]! <= max)) return false;
  return true;
}

/** ipaddr.js's `matchCIDR`: compares the first `bits` bits of two arrays of `size`-bit values. */
function matchBits(first: number[], second: number[], size: number, bits: number): boolean {
  if (first.length !== second.length) fail('cannot match CIDR for objects with different lengths');
  let part = 0;
  // past the last part ipaddr.js compares `undefined >> shift` with itself, which is always equal: so
  // the loop stops there, with the same answer
  while (bits > 0 && part < first.length) {
    const shift = Math.max(size - bits, 0);
    if (first[part]! >> shift !== second[part]! >> shift) return false;
    bits -= size;
    part++;
  }
  return true;
}

function matchArgs<T extends IPv4 | IPv6>(
  address: T,
  other: IPv4 | IPv6 | CIDRTuple<IPv4 | IPv6>,
  bits: number | undefined,
): [T, number] {
  if (bits === undefined) [other, bits] = other as CIDRTuple<IPv4 | IPv6>;
  if ((other as IPv4 | IPv6).kind() !== address.kind())
    fail(`cannot match ${address.kind()} address with non-${address.kind()} one`);
  return [other as T, bits];
}

// ipaddr.js's `zerotable`: the number of trailing zero bits of each value a mask may have in a part
function zeroTable(size: number): Record<string, number> {
  const table: Record<string, number> = {};
  const all = 2 ** size - 1;
  for (let k = 0; k <= size; k++) table[(all * 2 ** k) % (all + 1)] = k;
  return table;
}
const ZEROS8 = zeroTable(8);
const ZEROS16 = zeroTable(16);

function prefixLengthOf(values: number[], size: number, table: Record<string, number>): number | null {
  let zeros = 0;
  let stop = false;
  for (let i = values.length - 1; i >= 0; i--) {
    const value = values[i]!;
    // (`table[value]` is `undefined` exactly when ipaddr.js's `value in table` is false, for any value
    // the constructors let through)
    const n = table[value];
    if (n === undefined) return null;
    if (stop && n !== 0) return null;
    if (n !== size) stop = true;
    zeros += n;
  }
  return values.length * size - zeros;
}

/** The mask's bytes for a prefix length (read with `parseInt`, as ipaddr.js does), or an error. */
function maskBytes(prefix: unknown, bytes: number, family: string): number[] {
  // biome-ignore lint/correctness/useParseIntRadix: ipaddr.js reads the prefix with parseInt's own radix rules
  const bits = parseInt(prefix as string);
  if (Number.isNaN(bits) || bits < 0 || bits > bytes * 8) fail(`invalid ${family} prefix length`);
  const mask: number[] = [];
  for (let i = 0; i < bytes; i++) {
    const left = bits - 8 * i;
    mask.push(left >= 8 ? 255 : left > 0 ? (255 << (8 - left)) & 255 : 0);
  }
  return mask;
}

function parseCIDRWith<T>(
  input: unknown,
  parse: (s: string) => T,
  max: number,
  family: string,
): CIDRTuple<T> {
  // as in ipaddr.js, `match` makes anything but a string a TypeError
  const match = (input as string).match(CIDR_TEXT);
  if (match !== null) {
    // both groups of CIDR_TEXT always take part in a match
    const bits = parseInt(match[2]!, 10);
    if (bits <= max) {
      const parsed: CIDRTuple<T> = [parse(match[1]!), bits];
      Object.defineProperty(parsed, 'toString', {
        value(this: CIDRTuple<T>) {
          return this.join('/');
        },
      });
      return parsed;
    }
  }
  return fail(`string is not formatted like an ${family} CIDR range`);
}

function edgeOfCIDR(input: unknown, family: 'IPv4' | 'IPv6', broadcast: boolean): number[] {
  try {
    const [address, bits] = (family === 'IPv4' ? IPv4 : IPv6).parseCIDR(input as string);
    const bytes = address.toByteArray();
    const mask = maskBytes(bits, bytes.length, family);
    // the mask has as many bytes as the address
    for (let i = 0; i < bytes.length; i++)
      bytes[i] = broadcast ? bytes[i]! | (mask[i]! ^ 255) : bytes[i]! & mask[i]!;
    return bytes;
  } catch (e) {
    return fail(`the address does not have ${family} CIDR format`, { cause: e });
  }
}

/**
 * An IPv4 address as ipaddr.js models it: four octets, most significant first.
 * ipaddr.js 2.x's `IPv4` class (https://github.com/whitequark/ipaddr.js#ipv4-api); parsing follows
 * `inet_aton` as ipaddr.js does, not the URL Standard's IPv4 parser
 * (https://url.spec.whatwg.org/#concept-ipv4-parser).
 */
export class IPv4 {
  // `declare`: no class field, so an instance has exactly ipaddr.js's own properties
  declare octets: number[];

  /** Throws unless `octets` has four values from 0 to 255 (the array is kept, not copied). */
  constructor(octets: number[]) {
    if (octets.length !== 4) fail('ipv4 octet count should be 4');
    if (!fits(octets, 4, 255)) fail('ipv4 octet should fit in 8 bits');
    this.octets = octets;
  }

  /** Always `'ipv4'`. */
  kind(): 'ipv4' {
    return 'ipv4';
  }

  /** Whether this address is in the block `other/bits` (or `[other, bits]`); throws for an IPv6 block. */
  match(other: IPv4 | IPv6 | CIDRTuple<IPv4 | IPv6>, bits?: number): boolean {
    const [block, length] = matchArgs(this, other, bits);
    return matchBits(this.octets, block.octets, 8, length);
  }

  /** The prefix length of a subnet mask (`255.255.255.0` → 24), or `null` when this is not a mask. */
  prefixLengthFromSubnetMask(): number | null {
    return prefixLengthOf(this.octets, 8, ZEROS8);
  }

  /** The special-purpose range, with ipaddr.js's names (`'private'`, `'loopback'`, … or `'unicast'`). */
  range(): IPv4RangeName {
    // the constructor checked that there are four octets
    const o = this.octets;
    return rangeOfIPv4(((o[0]! << 24) | (o[1]! << 16) | (o[2]! << 8) | o[3]!) >>> 0);
  }

  /** The four octets, in a new array. */
  toByteArray(): number[] {
    return this.octets.slice(0);
  }

  /** The IPv4-mapped IPv6 address `::ffff:a.b.c.d`. */
  toIPv4MappedAddress(): IPv6 {
    return IPv6.parse(`::ffff:${this}`);
  }

  /** The same as `toString()`. */
  toNormalizedString(): string {
    return this.toString();
  }

  /** Dotted decimal, `192.168.1.1`. */
  toString(): string {
    return this.octets.join('.');
  }

  /**
   * ipaddr.js's IPv4 reader: dotted decimal, and `inet_aton`'s forms (hex `0xc0`, octal `0300`, three,
   * two or one part). Returns the four values (not yet checked against 255) or `null`; throws for an
   * octal part with an 8 or 9 and for a short form whose last part is too big, and (a `TypeError`)
   * for anything but a string or a `String` object, as ipaddr.js does.
   */
  static parser(input: string): number[] | null {
    const result = readIPv4(input);
    if (typeof result === 'string') throw new Error(result);
    return result;
  }

  /** Whether `parser` reads the text (values over 255 included). May throw as `parser` does. */
  static isIPv4(input: string): boolean {
    return IPv4.parser(input) !== null;
  }

  /** Whether the text is an IPv4 address in any notation ipaddr.js reads. Never throws. */
  static isValid(input: string): boolean {
    return typeof input === 'string' && input.indexOf(':') === -1 && readAddress(input, false) !== null;
  }

  /** Whether the text is four decimal parts, 0 to 255, without leading zeros. */
  static isValidFourPartDecimal(input: string): boolean {
    // four decimal parts without leading zeros are exactly the valid texts that print as themselves
    return IPv4.isValid(input) && (readIPv4(input) as number[]).join('.') === input;
  }

  /** Whether `parseCIDR` reads the text. */
  static isValidCIDR(input: string): boolean {
    try {
      IPv4.parseCIDR(input);
      return true;
    } catch {
      return false;
    }
  }

  /** `isValidCIDR`, with the address in four-part decimal. */
  static isValidCIDRFourPartDecimal(input: string): boolean {
    const match = input.match(CIDR_TEXT);
    return IPv4.isValidCIDR(input) && match !== null && IPv4.isValidFourPartDecimal(match[1]!);
  }

  /** Reads an address (see `parser`); throws when the text is not one. */
  static parse(input: string): IPv4 {
    const octets = IPv4.parser(input);
    if (octets === null) fail('string is not formatted like an IPv4 Address');
    return new IPv4(octets);
  }

  /** Reads `address/length` (length 0 to 32, decimal); throws otherwise. */
  static parseCIDR(input: string): CIDRTuple<IPv4> {
    return parseCIDRWith(input, IPv4.parse, 32, 'IPv4');
  }

  /** The mask for a prefix length: 24 → `255.255.255.0`. */
  static subnetMaskFromPrefixLength(prefix: number): IPv4 {
    return new IPv4(maskBytes(prefix, 4, 'IPv4'));
  }

  /** The last address of a block: `172.0.0.1/24` → `172.0.0.255`. */
  static broadcastAddressFromCIDR(input: string): IPv4 {
    return new IPv4(edgeOfCIDR(input, 'IPv4', true));
  }

  /** The first address of a block: `172.0.0.1/24` → `172.0.0.0`. */
  static networkAddressFromCIDR(input: string): IPv4 {
    return new IPv4(edgeOfCIDR(input, 'IPv4', false));
  }
}

/**
 * An IPv6 address as ipaddr.js models it: eight 16-bit parts and an optional zone id.
 * ipaddr.js 2.x's `IPv6` class (https://github.com/whitequark/ipaddr.js#ipv6-api); it reads what
 * the URL Standard's IPv6 parser reads (https://url.spec.whatwg.org/#concept-ipv6-parser), the same
 * way, plus zone ids and ipaddr.js's forms of an embedded IPv4 address.
 */
export class IPv6 {
  declare parts: number[];
  declare zoneId?: string;

  /** Eight parts (kept, not copied) or sixteen bytes, each checked; `zoneId` is kept when not empty. */
  constructor(parts: number[], zoneId?: string) {
    if (parts.length === 16) {
      this.parts = [];
      for (let i = 0; i <= 14; i += 2) this.parts.push((parts[i]! << 8) | parts[i + 1]!);
    } else if (parts.length === 8) this.parts = parts;
    else fail('ipv6 part count should be 8 or 16');
    if (!fits(this.parts, 8, 0xffff)) fail('ipv6 part should fit in 16 bits');
    if (zoneId) this.zoneId = zoneId;
  }

  /** Always `'ipv6'`. */
  kind(): 'ipv6' {
    return 'ipv6';
  }

  /** Whether the address is in `::ffff:0:0/96`. */
  isIPv4MappedAddress(): boolean {
    return this.range() === 'ipv4Mapped';
  }

  /** Whether this address is in the block `other/bits` (or `[other, bits]`); throws for an IPv4 block. */
  match(other: IPv4 | IPv6 | CIDRTuple<IPv4 | IPv6>, bits?: number): boolean {
    const [block, length] = matchArgs(this, other, bits);
    return matchBits(this.parts, block.parts, 16, length);
  }

  /** The prefix length of a subnet mask (`ffff:ffff:ffff::` → 48), or `null` when this is not a mask. */
  prefixLengthFromSubnetMask(): number | null {
    return prefixLengthOf(this.parts, 16, ZEROS16);
  }

  /** The special-purpose range, with ipaddr.js's names (`'linkLocal'`, `'ipv4Mapped'`, … or `'unicast'`). */
  range(): IPv6RangeName {
    return rangeOfIPv6(this.parts);
  }

  /** The sixteen bytes, most significant first. */
  toByteArray(): number[] {
    const bytes: number[] = [];
    // the constructor checked that there are eight parts
    for (let i = 0; i < 8; i++) bytes.push(this.parts[i]! >> 8, this.parts[i]! & 0xff);
    return bytes;
  }

  /** Eight groups of four hex digits: `2001:0db8:0000:…`, then `%zone` if any. */
  toFixedLengthString(): string {
    return this.parts.map((p) => p.toString(16).padStart(4, '0')).join(':') + zone(this);
  }

  /** The IPv4 address of an IPv4-mapped address; throws for any other address. */
  toIPv4Address(): IPv4 {
    if (!this.isIPv4MappedAddress()) fail('trying to convert a generic ipv6 address to ipv4');
    // the constructor checked that there are eight parts
    const high = this.parts[6]!;
    const low = this.parts[7]!;
    return new IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }

  /** Eight groups without `::`: `2001:db8:0:0:0:0:0:1`, then `%zone` if any. */
  toNormalizedString(): string {
    return this.parts.map((p) => p.toString(16)).join(':') + zone(this);
  }

  /**
   * RFC 5952 text (the first longest run of two or more zero groups as `::`), then `%zone` if any: the
   * URL Standard's IPv6 serializer (https://url.spec.whatwg.org/#concept-ipv6-serializer).
   */
  toRFC5952String(): string {
    return serializeIPv6(this.parts) + zone(this);
  }

  /** The same as `toRFC5952String()`. */
  toString(): string {
    return this.toRFC5952String();
  }

  /**
   * ipaddr.js's IPv6 reader: the parts as read (not yet checked: their count may be wrong and a
   * group of five or more digits is `NaN`) and the zone id, or `null`. Anything but a string or a
   * `String` object is a `TypeError`, as in ipaddr.js.
   */
  static parser(input: string): IPv6Parts | null {
    return readIPv6(input);
  }

  /** Whether `parser` reads the text. */
  static isIPv6(input: string): boolean {
    return IPv6.parser(input) !== null;
  }

  /** Whether the text is an IPv6 address ipaddr.js accepts (zone id allowed). Never throws. */
  static isValid(input: string): boolean {
    return typeof input === 'string' && input.indexOf(':') !== -1 && readAddress(input, false) !== null;
  }

  /** Whether `parseCIDR` reads the text. */
  static isValidCIDR(input: string): boolean {
    if (typeof input !== 'string' || input.indexOf(':') === -1) return false;
    try {
      IPv6.parseCIDR(input);
      return true;
    } catch {
      return false;
    }
  }

  /** Reads an address (see `parser`); throws when the text is not one. */
  static parse(input: string): IPv6 {
    const read = IPv6.parser(input);
    if (read === null) fail('string is not formatted like an IPv6 Address');
    return new IPv6(read.parts, read.zoneId);
  }

  /** Reads `address/length` (length 0 to 128, decimal; the address may have a zone id); throws otherwise. */
  static parseCIDR(input: string): CIDRTuple<IPv6> {
    return parseCIDRWith(input, IPv6.parse, 128, 'IPv6');
  }

  /** The mask for a prefix length: 64 → `ffff:ffff:ffff:ffff::`. */
  static subnetMaskFromPrefixLength(prefix: number): IPv6 {
    return new IPv6(maskBytes(prefix, 16, 'IPv6'));
  }

  /** The last address of a block (no zone id). */
  static broadcastAddressFromCIDR(input: string): IPv6 {
    return new IPv6(edgeOfCIDR(input, 'IPv6', true));
  }

  /** The first address of a block (no zone id). */
  static networkAddressFromCIDR(input: string): IPv6 {
    return new IPv6(edgeOfCIDR(input, 'IPv6', false));
  }
}

const zone = (address: IPv6) => (address.zoneId ? `%${address.zoneId}` : '');

/** The address (`true` when `make` is false), or `null` when neither family reads it (what `parse` throws for). */
function readAddress(input: unknown, make: boolean): IPv4 | IPv6 | true | null {
  if (typeof input !== 'string') return null;
  // text with a colon is never IPv4, text without one never IPv6 (to ipaddr.js), so the order of the
  // two readings does not matter; IPv4 first spares dotted quads a search for a colon
  const octets = readIPv4(input);
  if (typeof octets === 'object' && octets !== null && fits(octets, 4, 255)) return !make || new IPv4(octets);
  const read = input.indexOf(':') === -1 ? null : readIPv6(input);
  return read === null || !fits(read.parts, 8, 0xffff) ? null : !make || new IPv6(read.parts, read.zoneId);
}

/**
 * Reads an IPv6 address (zone id allowed) or else an IPv4 address in any notation ipaddr.js reads;
 * throws when neither does. ipaddr.js's `ipaddr.parse`. Not a URL Standard algorithm: IPv6 text as
 * in RFC 4291 section 2.2 (https://www.rfc-editor.org/rfc/rfc4291#section-2.2) with RFC 4007 zone
 * ids (https://www.rfc-editor.org/rfc/rfc4007#section-11.2), IPv4 in the `inet_aton` forms RFC 6943
 * describes (https://www.rfc-editor.org/rfc/rfc6943#section-3.1.1).
 */
export function parse(input: string): IPv4 | IPv6 {
  return (readAddress(input, true) as IPv4 | IPv6 | null) ?? fail(`${NEITHER}format`);
}

/**
 * Whether `parse` reads the text. Never throws. ipaddr.js's `ipaddr.isValid`; the notations of
 * RFC 4291 section 2.2 (https://www.rfc-editor.org/rfc/rfc4291#section-2.2) and RFC 6943 section
 * 3.1.1 (https://www.rfc-editor.org/rfc/rfc6943#section-3.1.1), as `parse`.
 */
export function isValid(input: string): boolean {
  return readAddress(input, false) !== null;
}

/**
 * Whether `parseCIDR` reads the text. ipaddr.js's `ipaddr.isValidCIDR`; CIDR notation as in RFC 4632
 * section 3.1 (https://www.rfc-editor.org/rfc/rfc4632#section-3.1).
 */
export function isValidCIDR(input: string): boolean {
  return IPv6.isValidCIDR(input) || IPv4.isValidCIDR(input);
}

/**
 * Reads `address/length` in either family; throws when neither reads it. ipaddr.js's
 * `ipaddr.parseCIDR`; CIDR notation as in RFC 4632 section 3.1
 * (https://www.rfc-editor.org/rfc/rfc4632#section-3.1) and RFC 4291 section 2.3
 * (https://www.rfc-editor.org/rfc/rfc4291#section-2.3).
 */
export function parseCIDR(input: string): CIDRTuple<IPv4 | IPv6> {
  try {
    return IPv6.parseCIDR(input);
  } catch {
    try {
      return IPv4.parseCIDR(input);
    } catch (e) {
      return fail(`${NEITHER}CIDR format`, { cause: e });
    }
  }
}

/**
 * `parse`, then the IPv4 address of an IPv4-mapped IPv6 address (RFC 4291 section 2.5.5.2,
 * https://www.rfc-editor.org/rfc/rfc4291#section-2.5.5.2). ipaddr.js's `ipaddr.process`.
 */
export function process(input: string): IPv4 | IPv6 {
  const address = parse(input);
  return address instanceof IPv6 && address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

/**
 * The name of the first entry of `rangeList` with a block of the address's family that holds the
 * address, in the list's key order, or `defaultName` (`'unicast'` when `undefined` or `null`).
 * ipaddr.js's `ipaddr.subnetMatch`; prefix matching as in RFC 4632 section 3.1
 * (https://www.rfc-editor.org/rfc/rfc4632#section-3.1).
 */
export function subnetMatch(
  address: IPv4 | IPv6,
  rangeList: RangeList<IPv4 | IPv6>,
  defaultName?: string | null | false,
): string {
  for (const name in rangeList) {
    if (!Object.hasOwn(rangeList, name)) continue;
    let blocks = rangeList[name] as CIDRTuple<IPv4 | IPv6>[];
    // one block or a list of blocks (ipaddr.js tests `instanceof Array`)
    // biome-ignore lint/suspicious/useIsArray: as ipaddr.js, so a list from another realm reads the same
    if (blocks[0] && !(blocks[0] instanceof Array)) blocks = [blocks as unknown as CIDRTuple<IPv4 | IPv6>];
    for (const block of blocks)
      if (
        address.kind() === block[0].kind() &&
        (address.match as (...args: unknown[]) => boolean).apply(address, block)
      )
        return name;
  }
  return (defaultName ?? 'unicast') as string;
}

/**
 * Four bytes make an `IPv4`, sixteen an `IPv6` (network order, as in RFC 791 section 3.1,
 * https://www.rfc-editor.org/rfc/rfc791#section-3.1, and RFC 4291 section 2); throws otherwise.
 * ipaddr.js's `ipaddr.fromByteArray`.
 */
export function fromByteArray(bytes: number[]): IPv4 | IPv6 {
  if (bytes.length === 4) return new IPv4(bytes);
  if (bytes.length === 16) return new IPv6(bytes);
  return fail('the binary input is neither an IPv6 nor IPv4 address');
}

/** The module object, shaped as the ipaddr.js package's own export. */
const ipaddr = { IPv4, IPv6, fromByteArray, isValid, isValidCIDR, parse, parseCIDR, process, subnetMatch };
export default ipaddr;
