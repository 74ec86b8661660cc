import { describe, expect, it } from 'vitest';
import { embeddedIPv4, parseIPv6Strict, serializeIPv4 } from '../src/index';

/** The form and dotted IPv4 address that `text` (an IPv6 address) carries, or null. */
function carried(text: string): [string, string] | null {
  const pieces = parseIPv6Strict(text);
  if (pieces === null) throw new Error(`not IPv6: ${text}`);
  const e = embeddedIPv4(pieces);
  return e === null ? null : [e.via, serializeIPv4(e.ipv4)];
}

describe('embeddedIPv4', () => {
  it('reads every form that carries an IPv4 address', () => {
    expect(carried('::ffff:127.0.0.1')).toEqual(['ipv4Mapped', '127.0.0.1']);
    expect(carried('::127.0.0.1')).toEqual(['ipv4Compatible', '127.0.0.1']);
    expect(carried('::ffff:0:169.254.169.254')).toEqual(['rfc6145', '169.254.169.254']);
    expect(carried('64:ff9b::127.0.0.1')).toEqual(['nat64', '127.0.0.1']);
    expect(carried('64:ff9b:1::a9fe:a9fe')).toEqual(['nat64Local', '169.254.169.254']);
    // RFC 6052 §2.2 with a /48 prefix: 192.0.2.33 is c000:02 | 21 around the zero u octet
    expect(carried('64:ff9b:1:c000:2:2100::')).toEqual(['nat64Local', '192.0.2.33']);
    expect(carried('2002:7f00:1::')).toEqual(['6to4', '127.0.0.1']);
    // Teredo: the client address is the last 32 bits inverted (~127.0.0.1 = 80ff:fffe)
    expect(carried('2001:0:4136:e378:8000:63bf:80ff:fffe')).toEqual(['teredo', '127.0.0.1']);
    expect(carried('fe80::5efe:a9fe:a9fe')).toEqual(['isatap', '169.254.169.254']);
    expect(carried('2001:db8::200:5efe:a00:1')).toEqual(['isatap', '10.0.0.1']);
  });

  it('finds nothing in other addresses, nor in :: and ::1', () => {
    for (const text of [
      '::',
      '::1',
      '2001:db8::1',
      'fe80::1',
      '64:ff9b:2::1',
      '::1:0:0:1',
      'ff02::1',
      '2001:db8::100:5efe:a00:1',
    ]) {
      expect(carried(text), text).toBeNull();
    }
  });
});
