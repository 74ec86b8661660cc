// The connect-time check (issue 13, finding 7): a lookup built from checkResolvedAddress that the
// connection itself uses, so a DNS answer that changes after the check (rebinding) is caught where it
// matters. Loopback only: the servers listen on 127.0.0.1 and the resolvers are fakes.
import { lookup as dnsLookup } from 'node:dns';
import { once } from 'node:events';
import { createServer, Agent as HttpAgent, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  checkOutboundURL,
  createGuardedLookup,
  type LookupAddress,
  type LookupFunction,
  type OutboundOptions,
} from '../src/index';

/** A resolver that answers `answers[n]` to its n-th call (the last one after that), and counts. */
function resolver(...answers: string[][]): LookupFunction & { calls: number } {
  const f = ((_hostname, options, callback) => {
    const list = answers[Math.min(f.calls, answers.length - 1)] ?? [];
    f.calls++;
    const addresses: LookupAddress[] = list.map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
    if (options.all === true) callback(null, addresses);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 0);
  }) as LookupFunction & { calls: number };
  f.calls = 0;
  return f;
}

/** Runs a guarded lookup and resolves to its error or answer. */
function lookup(fn: LookupFunction, hostname: string, options: Parameters<LookupFunction>[1] = {}) {
  return new Promise<{
    error: (Error & { code?: string; reasons?: { code: string }[] }) | null;
    address: unknown;
    family?: number | undefined;
  }>((resolve) => fn(hostname, options, (error, address, family) => resolve({ error, address, family })));
}

describe('createGuardedLookup', () => {
  test('answers like dns.lookup with checked addresses: one, or all', async () => {
    const guarded = createGuardedLookup(
      resolver(['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']),
    );
    expect(await lookup(guarded, 'example.com')).toEqual({
      error: null,
      address: '93.184.215.14',
      family: 4,
    });
    expect((await lookup(guarded, 'example.com', { all: true })).address).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
    ]);
  });

  test('a rebinding answer is denied at connect time, whatever the earlier check saw', async () => {
    const dns = resolver(['93.184.215.14'], ['127.0.0.1']);
    const guarded = createGuardedLookup(dns);
    expect((await lookup(guarded, 'rebind.example')).error).toBeNull();
    const second = await lookup(guarded, 'rebind.example');
    expect(second.error?.code).toBe('ERR_URL_GUARD_DENIED');
    expect(second.error?.reasons?.map((r) => r.code)).toEqual(['private-address']);
    expect(second.error?.message).toContain('127.0.0.1 is in the loopback range');
  });

  test('any denied address among several denies the connection', async () => {
    const guarded = createGuardedLookup(resolver(['93.184.215.14', '169.254.169.254']));
    expect((await lookup(guarded, 'mixed.example')).error?.reasons?.map((r) => r.code)).toEqual([
      'private-address',
      'denied-address',
    ]);
  });

  test('localhost, *.localhost and denyHosts are denied by name, without a lookup', async () => {
    const dns = resolver(['93.184.215.14']);
    const guarded = createGuardedLookup(dns, { denyHosts: ['*.corp.example'] });
    for (const host of ['localhost', 'db.localhost', 'x.corp.example']) {
      expect((await lookup(guarded, host)).error?.code, host).toBe('ERR_URL_GUARD_DENIED');
    }
    expect(dns.calls).toBe(0);
  });

  test("the resolver's errors pass through; no address is an error; dns.lookup's older call forms", async () => {
    const failing: LookupFunction = (_h, _o, cb) =>
      cb(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }), '', 0);
    expect((await lookup(createGuardedLookup(failing), 'x.example')).error?.message).toBe('nope');
    expect((await lookup(createGuardedLookup(resolver([])), 'x.example')).error?.reasons?.[0]?.code).toBe(
      'invalid-address',
    );
    // a resolver that ignores `all` and answers one address
    const single: LookupFunction = (_h, _o, cb) => cb(null, '93.184.215.14');
    expect((await lookup(createGuardedLookup(single), 'x.example')).address).toBe('93.184.215.14');
    const guarded = createGuardedLookup(resolver(['93.184.215.14'])) as unknown as (
      ...args: unknown[]
    ) => void;
    const viaCallback = await new Promise((r) => guarded('x.example', (e: unknown, a: unknown) => r([e, a])));
    expect(viaCallback).toEqual([null, '93.184.215.14']);
    const viaFamily = await new Promise((r) =>
      guarded('x.example', 4, (e: unknown, a: unknown) => r([e, a])),
    );
    expect(viaFamily).toEqual([null, '93.184.215.14']);
  });
});

// The types are what TypeScript users write (no casts): Node's dns.lookup is a LookupFunction, a
// guarded lookup is a lookup for undici's and node:http's agents, and option bags take `undefined`
// members (exactOptionalPropertyTypes) the way the checks read them: as absent.
describe("Node's own lookup and agents, as typed", () => {
  test('createGuardedLookup(dns.lookup) checks what Node resolves (an IP literal: no network)', async () => {
    const denied = await lookup(createGuardedLookup(dnsLookup), '127.0.0.1');
    expect(denied.error?.code).toBe('ERR_URL_GUARD_DENIED');
    const allowed = await lookup(createGuardedLookup(dnsLookup, { allowRanges: ['loopback'] }), '127.0.0.1', {
      all: true,
    });
    expect(allowed).toMatchObject({ error: null, address: [{ address: '127.0.0.1', family: 4 }] });
  });
  test('undefined option members mean the default', () => {
    const given: { allowPrivate?: boolean; base?: string } = {};
    const options: OutboundOptions = {
      allowPrivate: given.allowPrivate,
      base: given.base,
      allowPorts: undefined,
    };
    expect(checkOutboundURL('http://127.0.0.1/', options)).toMatchObject({ ok: false });
    expect(checkOutboundURL('http://127.0.0.1/', { ...options, allowPrivate: true })).toMatchObject({
      ok: true,
    });
  });
});

describe('fetch through the guarded lookup, against a local server', () => {
  const server = createServer((_req, res) => res.end('secret admin page'));
  let port = 0;
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  test('the URL check passes (a domain), and the connection is pinned to what the lookup checked', async () => {
    const url = `http://app.example:${port}/admin`;
    expect(checkOutboundURL(url)).toMatchObject({ ok: true, dnsRequired: true });
    // a rebinding resolver: public for the filter's own lookup, loopback when the connection looks up
    const dns = resolver(['93.184.215.14'], ['127.0.0.1']);
    const guarded = createGuardedLookup(dns);
    expect((await lookup(guarded, 'app.example')).error).toBeNull(); // the filter's check
    const agent = new Agent({ connect: { lookup: guarded } });
    const error = await fetch(url, { dispatcher: agent }).then(
      () => null,
      (e: Error & { cause?: { code?: string } }) => e,
    );
    expect(error?.cause?.code).toBe('ERR_URL_GUARD_DENIED');
    await agent.close();
  });

  test('the same fetch reaches the server when loopback is allowed (the lookup is what connects)', async () => {
    const guarded = createGuardedLookup(resolver(['127.0.0.1']), { allowRanges: ['loopback'] });
    const agent = new Agent({ connect: { lookup: guarded } });
    const res = await fetch(`http://app.example:${port}/admin`, { dispatcher: agent });
    expect(await res.text()).toBe('secret admin page');
    await agent.close();
  });

  test("Node's http agent takes the same lookup", async () => {
    const guarded = createGuardedLookup(resolver(['127.0.0.1']));
    const agent = new HttpAgent({ lookup: guarded });
    const error = await new Promise<Error & { code?: string }>((resolve) => {
      httpGet(`http://app.example:${port}/`, { agent }, () => resolve(new Error('connected'))).on(
        'error',
        resolve,
      );
    });
    expect(error.code).toBe('ERR_URL_GUARD_DENIED');
    agent.destroy();
  });
});
