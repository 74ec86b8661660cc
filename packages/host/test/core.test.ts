import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  createHostParser,
  type IDNA,
  RELAXED_TO_ASCII_OPTIONS,
  STRICT_TO_ASCII_OPTIONS,
  TO_UNICODE_OPTIONS,
  type UTS46Options,
} from '../src/core';
import { tr46IDNA } from '../src/tr46';

type Errors = [string, number][];

/** A user IDNA that knows one Unicode label, and records how it is called. */
function fakeIDNA() {
  const calls: { fn: 'toASCII' | 'toUnicode'; domain: string; options: UTS46Options }[] = [];
  const idna: IDNA = {
    toASCII(domain, options) {
      calls.push({ fn: 'toASCII', domain, options });
      const labels = domain.toLowerCase().split('.');
      const out: string[] = [];
      for (const label of labels) {
        if (label === 'bücher') out.push('xn--bcher-kva');
        else if (/^[\x00-\x7f]*$/.test(label) && !label.startsWith('xn--')) out.push(label);
        else if (label === 'xn--bcher-kva') out.push(label);
        else return null;
      }
      return out.join('.');
    },
    toUnicode(domain, options) {
      calls.push({ fn: 'toUnicode', domain, options });
      return { domain: domain.replace('xn--bcher-kva', 'bücher'), error: domain.includes('xn--a') };
    },
  };
  return { idna, calls };
}

describe('createHostParser with a user IDNA', () => {
  it('uses it for non-ASCII domains, with the spec flags', () => {
    const { idna, calls } = fakeIDNA();
    const host = createHostParser({ idna });
    expect(host.parseHost('Bücher.example')).toBe('xn--bcher-kva.example');
    expect(calls).toEqual([{ fn: 'toASCII', domain: 'Bücher.example', options: RELAXED_TO_ASCII_OPTIONS }]);
    expect(host.parseHost('bücher%2Eexample')).toBe('xn--bcher-kva.example');
    expect(host.parseHost('büchers.example')).toBeNull();
    expect(host.serializeHost(host.parseHost('b%C3%BCcher.example')!)).toBe('xn--bcher-kva.example');
  });

  it('runs the strict ToASCII only for a listener or beStrict, never for plain ASCII domains', () => {
    const { idna, calls } = fakeIDNA();
    const host = createHostParser({ idna });
    expect(host.parseHost('EXAMPLE.com')).toBe('example.com');
    expect(host.parseHost('xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
    expect(calls).toEqual([]);
    const errors: Errors = [];
    expect(host.parseHost('xn--bcher-kva.example', false, (t, i) => errors.push([t, i]))).toBe(
      'xn--bcher-kva.example',
    );
    expect(calls).toEqual([
      { fn: 'toASCII', domain: 'xn--bcher-kva.example', options: STRICT_TO_ASCII_OPTIONS },
    ]);
    expect(errors).toEqual([]);
    calls.length = 0;
    expect(host.domainToASCII('bücher.de', true)).toBe('xn--bcher-kva.de');
    expect(calls).toEqual([{ fn: 'toASCII', domain: 'bücher.de', options: STRICT_TO_ASCII_OPTIONS }]);
  });

  it('uses it for domainToUnicode, only when there is an xn-- label or non-ASCII', () => {
    const { idna, calls } = fakeIDNA();
    const host = createHostParser({ idna });
    expect(host.domainToUnicode('example.com')).toBe('example.com');
    expect(calls).toEqual([]);
    expect(host.domainToUnicode('xn--bcher-kva.example')).toBe('bücher.example');
    expect(calls).toEqual([
      { fn: 'toUnicode', domain: 'xn--bcher-kva.example', options: TO_UNICODE_OPTIONS },
    ]);
    expect(host.domainToUnicode('xn--a.example')).toBe('xn--a.example'); // error recorded
  });

  it('tr46IDNA is a valid IDNA', () => {
    const host = createHostParser({ idna: tr46IDNA });
    expect(host.parseHost('faß.example')).toBe('xn--fa-hia.example');
    expect(host.domainToUnicode('xn--fa-hia.example')).toBe('faß.example');
  });

  it('rejects bad options with a TypeError', () => {
    expect(() => createHostParser({ maxIDNAInputLength: -1 })).toThrow(TypeError);
    expect(() => createHostParser({ maxIDNAInputLength: Number.NaN })).toThrow(TypeError);
    expect(() => createHostParser({ idna: {} as IDNA })).toThrow(TypeError);
  });
});

describe('createHostParser without IDNA', () => {
  const host = createHostParser();

  it('parses every ASCII host per spec', () => {
    expect(host.parseHost('EXAMPLE.COM')).toBe('example.com');
    expect(host.parseHost('xn--8i7caa')).toBe('xn--8i7caa');
    expect(host.parseHost('ex%41mple.com')).toBe('example.com');
    expect(host.parseHost('127.1')).toBe(0x7f000001);
    expect(host.parseHost('[::1]')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(host.parseHost('faß', true)).toBe('fa%C3%9F');
    expect(host.domainToASCII('exa_mple.com', true)).toBeNull();
    expect(host.domainToASCII('example.com', true)).toBe('example.com');
  });

  it('fails non-ASCII domains, with a domain-to-ASCII validation error', () => {
    for (const input of ['faß.example', 'b%C3%BCcher.example', '１２７.０.０.１']) {
      const errors: Errors = [];
      expect(
        host.parseHost(input, false, (t, i) => errors.push([t, i])),
        input,
      ).toBeNull();
      expect(
        errors.filter((e) => e[0] !== 'domain-percent-encoded'),
        input,
      ).toEqual([['domain-to-ASCII', 0]]);
    }
    expect(host.domainToASCII('faß.example')).toBeNull();
  });

  it('cannot validate xn-- labels strictly: the strict ToASCII counts as failed', () => {
    expect(host.domainToASCII('xn--fa-hia.example', true)).toBeNull();
    const errors: Errors = [];
    expect(host.parseHost('xn--fa-hia.example', false, (t, i) => errors.push([t, i]))).toBe(
      'xn--fa-hia.example',
    );
    expect(errors).toEqual([['domain-to-ASCII', 0]]);
  });

  it('returns domains with xn-- labels unchanged from domainToUnicode', () => {
    expect(host.domainToUnicode('xn--fa-hia.example')).toBe('xn--fa-hia.example');
    expect(host.domainToUnicode('EXAMPLE.com')).toBe('example.com');
  });
});

describe('the core entry never imports tr46 nor the Unicode tables; the root entry no tr46', () => {
  const inputsOf = async (entry: string) => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      conditions: ['@url/source'],
      logLevel: 'silent',
    });
    return Object.keys(result.metafile.inputs);
  };

  it('bundling src/core.ts (through the @url/source condition) pulls in no tr46, punycode or table module', async () => {
    const inputs = await inputsOf('../src/core.ts');
    expect(inputs.some((p) => p.includes('src/host.ts'))).toBe(true);
    expect(inputs.filter((p) => /tr46|punycode|node_modules|idna-table|uts46/.test(p))).toEqual([]);
  });

  it('bundling src/index.ts pulls in our UTS #46 and its tables, and no tr46 or punycode module', async () => {
    const inputs = await inputsOf('../src/index.ts');
    expect(inputs.some((p) => p.includes('src/idna-table.ts'))).toBe(true);
    expect(inputs.filter((p) => /tr46|punycode|node_modules/.test(p))).toEqual([]);
  });

  it('bundling src/tr46.ts (the opt-in entry) does pull tr46 in (so the checks above can fail)', async () => {
    const inputs = await inputsOf('../src/tr46.ts');
    expect(inputs.some((p) => p.includes('tr46'))).toBe(true);
    expect(inputs.some((p) => p.includes('punycode'))).toBe(true);
  });
});
