// Web IDL checks the receiver before it converts any argument
// (https://webidl.spec.whatwg.org/#dfn-create-operation-function: "If thisValue does not implement the
// interface, throw a TypeError" comes before the arguments). Every attribute and method of URLPattern
// and URLPatternList, called on a foreign receiver with arguments that record any use, throws a
// TypeError and leaves the arguments untouched.
import { expect, it, describe as suite } from 'vitest';
import { URLPattern } from '../src/index';
import { URLPatternList } from '../src/list';

/** An argument that records every conversion attempt (toString, valueOf, property reads). */
function tripwire(log: string[]): object {
  return new Proxy(
    {},
    {
      get(_t, key) {
        log.push(String(key));
        throw new Error(`argument read: ${String(key)}`);
      },
      has(_t, key) {
        log.push(String(key));
        return false;
      },
      ownKeys() {
        log.push('ownKeys');
        return [];
      },
    },
  );
}

const RECEIVERS = (): unknown[] => [
  {},
  Object.create(URLPattern.prototype),
  Object.create(URLPatternList.prototype),
  new URLPatternList(),
  new URLPattern({ pathname: '/a' }),
];

/** Whether `r` was made by a constructor (has the private state), not by Object.create. */
function isGenuine(r: unknown): boolean {
  try {
    if (r instanceof URLPattern) return typeof r.hasRegExpGroups === 'boolean';
    return typeof (r as URLPatternList).size === 'number';
  } catch {
    return false;
  }
}

function describe(r: unknown): string {
  return isGenuine(r)
    ? `a ${(r as object).constructor.name}`
    : `Object.create(${Object.getPrototypeOf(r) === Object.prototype ? 'Object' : (r as object).constructor.name}.prototype)`;
}

function members(C: { prototype: object }): [string, PropertyDescriptor][] {
  return Object.entries(Object.getOwnPropertyDescriptors(C.prototype)).filter(([k]) => k !== 'constructor');
}

suite('brand checks come before argument conversion', () => {
  for (const C of [URLPattern, URLPatternList] as const) {
    const list = members(C);
    it(`${C.name}: ${list.map(([k]) => k).join(', ')}`, () => {
      expect(list.length).toBeGreaterThanOrEqual(C === URLPattern ? 12 : 6);
      for (const [name, d] of list) {
        for (const receiver of RECEIVERS()) {
          // (a genuine instance of this class is not a foreign receiver)
          if (receiver instanceof C && isGenuine(receiver)) continue;
          const log: string[] = [];
          const args = [tripwire(log), tripwire(log), tripwire(log)];
          const call = d.get
            ? () => d.get!.call(receiver)
            : () => (d.value as (...a: unknown[]) => unknown).apply(receiver, args);
          expect(call, `${C.name}.prototype.${name} on ${describe(receiver)}`).toThrow(TypeError);
          expect(log, `${C.name}.prototype.${name} read its arguments first`).toEqual([]);
        }
      }
    });
  }
  it('a genuine receiver does read the arguments (the tripwire works)', () => {
    const log: string[] = [];
    expect(() => new URLPattern({ pathname: '/a' }).test(tripwire(log) as never)).toThrow('argument read');
    expect(log.length).toBeGreaterThan(0);
    const log2: string[] = [];
    expect(() => new URLPatternList().add(tripwire(log2) as never)).toThrow('argument read');
    expect(log2.length).toBeGreaterThan(0);
  });
});
