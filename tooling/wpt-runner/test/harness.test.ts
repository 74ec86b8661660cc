import vm from 'node:vm';
import { describe, expect, test } from 'vitest';
import {
  defineDOMException,
  HARNESS_ERROR_NAME,
  type HarnessHooks,
  installTestharness,
  type Testharness,
  type TestObject,
} from '../src/harness';
import type { TestRecord } from '../src/types';

// The shim's two factories called directly in this realm (the JSON drivers do the same). The `.any.js`
// runner evaluates their source text inside a vm context, which V8 coverage cannot attribute to this
// module; shim.test.ts checks the in-context behaviour end to end, these tests check every branch.

/** A fresh harness on a plain object; outcomes go to `records`. */
function harness(hooks: Partial<HarnessHooks> = {}) {
  const records: TestRecord[] = [];
  const target: Record<string, unknown> = {};
  const control = installTestharness(target, {
    record(name, status, message) {
      records.push({ name, status, message });
    },
    notApplicable: () => undefined,
    classifyError: () => undefined,
    ...hooks,
  });
  return { h: target as unknown as Testharness, target, control, records };
}

/** The message of what `fn` throws. */
function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('did not throw');
}

/** A function whose source text is exactly `source` (esbuild would reprint an inline one). */
function fromSource<T = () => unknown>(source: string, h?: Testharness): T {
  return new Function('h', `return ${source}`)(h) as T;
}

/** Thrown by the test implementation when a test "needs a class it lacks" (see classifyError). */
class Missing extends Error {}
const classifyMissing = (e: unknown) => (e instanceof Missing ? 'needs a missing class' : undefined);

/** A realm other than this one, like the `.any.js` context is for the implementation. */
const foreign = vm.runInNewContext('({ TypeError, RangeError, Error })') as {
  TypeError: ErrorConstructor;
  RangeError: ErrorConstructor;
  Error: ErrorConstructor;
};

describe('format_value', () => {
  const { h } = harness();
  test('strings: quotes, escapes, control characters, lone surrogates', () => {
    expect(h.format_value('a\\b"c\nd\re\tf\u0001\u007f')).toBe(String.raw`"a\\b\"c\nd\re\tf\u0001\u007F"`);
    expect(h.format_value('\uD83D\uDE00')).toBe('"\uD83D\uDE00"');
    expect(h.format_value('\uD800a')).toBe(String.raw`"\uD800a"`);
    expect(h.format_value('\uD800\uE000')).toBe(`${String.raw`"\uD800`}\uE000"`);
    expect(h.format_value('a\uD800')).toBe(String.raw`"a\uD800"`);
    expect(h.format_value('\uDC00')).toBe(String.raw`"\uDC00"`);
    expect(h.format_value('a\uDC00')).toBe(String.raw`"a\uDC00"`);
    expect(h.format_value('\uDC00\uDC00')).toBe(String.raw`"\uDC00\uDC00"`);
    expect(h.format_value('')).toBe('""');
  });

  test('primitives', () => {
    expect(h.format_value(1)).toBe('1');
    expect(h.format_value(0)).toBe('0');
    expect(h.format_value(-0)).toBe('-0');
    expect(h.format_value(Number.NaN)).toBe('NaN');
    expect(h.format_value(5n)).toBe('5n');
    expect(h.format_value(Symbol('s'))).toBe('Symbol(s)');
    expect(h.format_value(true)).toBe('true');
    expect(h.format_value(undefined)).toBe('undefined');
    expect(h.format_value(null)).toBe('null');
  });

  test('objects and functions: typeof and String(), cut at 1000 characters; a throwing toString', () => {
    expect(h.format_value({})).toBe('object "[object Object]"');
    expect(h.format_value(fromSource('function f() {}'))).toBe('function "function f() {}"');
    expect(h.format_value({ toString: () => 'x'.repeat(1000) })).toBe(`object "${'x'.repeat(1000)}"`);
    expect(h.format_value({ toString: () => 'x'.repeat(1001) })).toBe(`object "${'x'.repeat(1000)}…"`);
    const throwing = {
      toString() {
        throw new Error('no');
      },
    };
    expect(h.format_value(throwing)).toBe('[stringifying object threw Error: no]');
  });

  test('arrays: nested, cyclic, more than 20 elements', () => {
    expect(h.format_value([1, 'a', [2, null]])).toBe('[1, "a", [2, null]]');
    const cyclic: unknown[] = [1];
    cyclic.push(cyclic);
    expect(h.format_value(cyclic)).toBe('[1, [...]]');
    const long = Array.from({ length: 25 }, (_, i) => i);
    expect(h.format_value(long)).toBe(`[${long.slice(0, 20).join(', ')}, …]`);
    expect(h.format_value([])).toBe('[]');
  });
});

describe('assert_* functions', () => {
  test('assert_equals: SameValue, type mismatch message, description', () => {
    const { h } = harness();
    h.assert_equals(Number.NaN, Number.NaN);
    h.assert_equals('a', 'a');
    expect(messageOf(() => h.assert_equals(-0, 0))).toBe('assert_equals: expected 0 but got -0');
    expect(messageOf(() => h.assert_equals('1', 1, 'desc'))).toBe(
      'assert_equals: desc expected (number) 1 but got (string) "1"',
    );
    expect(messageOf(() => h.assert_equals(1, 2, ''))).toBe('assert_equals: expected 2 but got 1');
  });

  test('assert_not_equals, assert_true, assert_false (strict)', () => {
    const { h } = harness();
    h.assert_not_equals(0, -0);
    expect(messageOf(() => h.assert_not_equals(1, 1, 'd'))).toBe(
      'assert_not_equals: d got disallowed value 1',
    );
    h.assert_true(true);
    expect(messageOf(() => h.assert_true(1))).toBe('assert_true: expected true got 1');
    h.assert_false(false);
    expect(messageOf(() => h.assert_false(0))).toBe('assert_false: expected false got 0');
  });

  test('assert_array_equals: shape, length, holes, elements', () => {
    const { h } = harness();
    h.assert_array_equals([1, Number.NaN, 'a'], [1, Number.NaN, 'a']);
    h.assert_array_equals({ length: 1, 0: 'x' }, ['x']);
    h.assert_array_equals([], []);
    expect(messageOf(() => h.assert_array_equals(1, []))).toBe(
      'assert_array_equals: value is 1, expected array',
    );
    expect(messageOf(() => h.assert_array_equals(null, []))).toBe(
      'assert_array_equals: value is null, expected array',
    );
    expect(messageOf(() => h.assert_array_equals({}, [], 'd'))).toBe(
      'assert_array_equals: d value is object "[object Object]", expected array',
    );
    expect(messageOf(() => h.assert_array_equals([1, 2], [1, 2, 3]))).toBe(
      'assert_array_equals: lengths differ, expected array [1, 2, 3] length 3, got [1, 2] length 2',
    );
    // biome-ignore lint/suspicious/noSparseArray: a hole is what is being tested
    const holey = [, 1];
    expect(messageOf(() => h.assert_array_equals(holey, [undefined, 1]))).toBe(
      'assert_array_equals: expected property 0 to be "present" but was "missing" (expected array [undefined, 1] got [undefined, 1])',
    );
    expect(messageOf(() => h.assert_array_equals([undefined, 1], holey))).toBe(
      'assert_array_equals: expected property 0 to be "missing" but was "present" (expected array [undefined, 1] got [undefined, 1])',
    );
    expect(messageOf(() => h.assert_array_equals([1, -0], [1, 0]))).toBe(
      'assert_array_equals: expected property 1 to be 0 but got -0 (expected array [1, 0] got [1, -0])',
    );
  });

  test('assert_object_equals: recursive, both directions, cycles', () => {
    const { h } = harness();
    h.assert_object_equals({ a: { b: [1, 2] }, c: undefined }, { a: { b: [1, 2] }, c: undefined });
    const a: Record<string, unknown> = { x: 1 };
    a.self = a;
    const e: Record<string, unknown> = { x: 1 };
    e.self = e;
    h.assert_object_equals(a, e);
    expect(messageOf(() => h.assert_object_equals(1, {}))).toBe(
      'assert_object_equals: value is 1, expected object',
    );
    expect(messageOf(() => h.assert_object_equals(null, {}))).toBe(
      'assert_object_equals: value is null, expected object',
    );
    expect(messageOf(() => h.assert_object_equals({ a: 1 }, { a: 1, b: 2 }))).toBe(
      'assert_object_equals: expected property "b" missing',
    );
    expect(messageOf(() => h.assert_object_equals({ a: 1, z: 0 }, { a: 1 }, 'd'))).toBe(
      'assert_object_equals: d unexpected property "z"',
    );
    expect(messageOf(() => h.assert_object_equals({ a: 1 }, { a: 2 }))).toBe(
      'assert_object_equals: property "a" expected 2 got 1',
    );
    expect(messageOf(() => h.assert_object_equals({ a: { b: 1 } }, { a: { b: -0 } }))).toBe(
      'assert_object_equals: property "b" expected -0 got 1',
    );
  });

  test('assert_throws_js: constructor identity and name', () => {
    const { h } = harness({ classifyError: classifyMissing });
    h.assert_throws_js(TypeError, () => {
      throw new TypeError('x');
    });
    h.assert_throws_js(Error, () => {
      throw new Error('x');
    });
    const didNotThrow = messageOf(() => h.assert_throws_js(TypeError, fromSource('() => 1'), 'd'));
    expect(didNotThrow).toBe('assert_throws_js: d function "() => 1" did not throw');
    expect(
      messageOf(() =>
        h.assert_throws_js(TypeError, () => {
          throw new RangeError('r');
        }),
      ),
    ).toMatch(
      /threw object "RangeError: r" \("RangeError"\) expected instance of function "function TypeError\(\) \{ \[native code\] \}" \("TypeError"\)$/,
    );
    const named = () => {
      const err = new Error('x');
      err.name = 'TypeError';
      throw err;
    };
    expect(messageOf(() => h.assert_throws_js(TypeError, named))).toMatch(
      /\("TypeError"\) expected instance of/,
    );
    // A TypeError subclass instance has another constructor.
    class SubTypeError extends TypeError {}
    expect(
      messageOf(() =>
        h.assert_throws_js(TypeError, () => {
          throw new SubTypeError('s');
        }),
      ),
    ).toMatch(/expected instance of/);
  });

  test('assert_throws_js: what is thrown, and what the constructor is', () => {
    const { h } = harness({ classifyError: classifyMissing });
    expect(messageOf(() => h.assert_throws_js(TypeError, fromSource('() => { throw "str"; }')))).toBe(
      'assert_throws_js: function "() => { throw "str"; }" threw "str" with type "string", not an object',
    );
    expect(messageOf(() => h.assert_throws_js(TypeError, fromSource('() => { throw null; }')))).toBe(
      'assert_throws_js: function "() => { throw null; }" threw null, not an object',
    );
    const throwsTypeError = () => {
      throw new TypeError('t');
    };
    expect(messageOf(() => h.assert_throws_js({}, throwsTypeError))).toBe(
      'assert_throws_js: object "[object Object]" is not a constructor',
    );
    expect(messageOf(() => h.assert_throws_js(fromSource('function Foo() {}'), throwsTypeError))).toBe(
      'assert_throws_js: function "function Foo() {}" is not an Error subtype',
    );
    // An assertion failing inside fn is that assertion's failure.
    expect(messageOf(() => h.assert_throws_js(TypeError, () => h.assert_true(false)))).toBe(
      'assert_true: expected true got false',
    );
    // An error that means "not applicable" passes through unchanged.
    const missing = new Missing('URL is not defined');
    let caught: unknown;
    try {
      h.assert_throws_js(Missing, () => {
        throw missing;
      });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBe(missing);
  });

  test("assert_throws_js: the implementation realm's intrinsic of the same name, and nothing else", () => {
    const throwForeign = (name: keyof typeof foreign) => () => {
      throw new foreign[name]('f');
    };
    const plain = harness().h;
    expect(messageOf(() => plain.assert_throws_js(TypeError, throwForeign('TypeError')))).toMatch(
      /expected instance of/,
    );
    const { h } = harness({ implementationRealm: { TypeError: foreign.TypeError, Error: foreign.Error } });
    h.assert_throws_js(TypeError, throwForeign('TypeError'));
    h.assert_throws_js(Error, throwForeign('Error'));
    // Same name, wrong realm's intrinsic (RangeError is not in the implementation realm list).
    expect(messageOf(() => h.assert_throws_js(RangeError, throwForeign('RangeError')))).toMatch(
      /expected instance of/,
    );
    // A third realm's TypeError is not the implementation's.
    const third = vm.runInNewContext('TypeError') as ErrorConstructor;
    expect(
      messageOf(() =>
        h.assert_throws_js(TypeError, () => {
          throw new third('t');
        }),
      ),
    ).toMatch(/expected instance of/);
    // An expected constructor that is not this realm's intrinsic of that name.
    class MyError extends Error {
      override name = 'TypeError';
    }
    expect(messageOf(() => h.assert_throws_js(MyError, throwForeign('TypeError')))).toMatch(
      /expected instance of/,
    );
  });

  test('assert_throws_dom: name, legacy constant, number, explicit constructor, and its failures', () => {
    const { h, target } = harness({ classifyError: classifyMissing });
    const DOMException = defineDOMException() as new (message?: string, name?: string) => Error;
    target.DOMException = DOMException;
    const syntax = () => {
      throw new DOMException('m', 'SyntaxError');
    };
    h.assert_throws_dom('SyntaxError', syntax);
    h.assert_throws_dom('SYNTAX_ERR', syntax);
    h.assert_throws_dom(12, syntax);
    h.assert_throws_dom('SyntaxError', DOMException, syntax, 'desc');
    h.assert_throws_dom('EncodingError', () => {
      throw new DOMException('m', 'EncodingError');
    });
    expect(messageOf(() => h.assert_throws_dom('Bogus', syntax))).toBe(
      'assert_throws_dom: Test bug: unrecognized DOMException code ""Bogus"" passed to assert_throws_dom()',
    );
    expect(messageOf(() => h.assert_throws_dom('SyntaxError', fromSource('() => 1'), 'd'))).toBe(
      'assert_throws_dom: d function "() => 1" did not throw',
    );
    expect(messageOf(() => h.assert_throws_dom('SyntaxError', fromSource('() => { throw 1; }')))).toBe(
      'assert_throws_dom: function "() => { throw 1; }" threw 1, not an object',
    );
    expect(messageOf(() => h.assert_throws_dom('SyntaxError', fromSource('() => { throw null; }')))).toBe(
      'assert_throws_dom: function "() => { throw null; }" threw null, not an object',
    );
    const Other = defineDOMException() as new (message?: string, name?: string) => Error;
    expect(
      messageOf(() =>
        h.assert_throws_dom('SyntaxError', () => {
          throw new Other('m', 'SyntaxError');
        }),
      ),
    ).toMatch(/threw an exception from the wrong global$/);
    expect(
      messageOf(() =>
        h.assert_throws_dom('SyntaxError', () => {
          throw new DOMException('m', 'NotFoundError');
        }),
      ),
    ).toMatch(
      /threw object "NotFoundError: m" that is not a DOMException "SyntaxError": property name is "NotFoundError"$/,
    );
    expect(
      messageOf(() =>
        h.assert_throws_dom('SyntaxError', () => {
          throw { constructor: DOMException, name: 'SyntaxError', code: 1 };
        }),
      ),
    ).toMatch(/that is not a DOMException "SyntaxError": property code is 1$/);
    // A number no name has: the name check fails.
    expect(messageOf(() => h.assert_throws_dom(99, syntax))).toMatch(/property name is "SyntaxError"$/);
    expect(messageOf(() => h.assert_throws_dom('SyntaxError', () => h.assert_true(false)))).toBe(
      'assert_true: expected true got false',
    );
    const missing = new Missing('URL is not defined');
    let caught: unknown;
    try {
      h.assert_throws_dom('SyntaxError', () => {
        throw missing;
      });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBe(missing);
  });

  test('assert_throws_dom without a DOMException global: a legacy name cannot be looked up', () => {
    const { h } = harness();
    expect(messageOf(() => h.assert_throws_dom('SYNTAX_ERR', () => 1))).toBe(
      'assert_throws_dom: Test bug: unrecognized DOMException code ""SYNTAX_ERR"" passed to assert_throws_dom()',
    );
  });

  test('assert_throws_exactly, assert_unreached, assert_implements', () => {
    const { h } = harness({ classifyError: classifyMissing });
    h.assert_throws_exactly(Number.NaN, () => {
      throw Number.NaN;
    });
    expect(messageOf(() => h.assert_throws_exactly(1, fromSource('() => { throw 2; }')))).toBe(
      'assert_throws_exactly: function "() => { throw 2; }" threw 2 but we expected it to throw 1',
    );
    expect(messageOf(() => h.assert_throws_exactly(1, fromSource('() => 1'), 'd'))).toBe(
      'assert_throws_exactly: d function "() => 1" did not throw',
    );
    expect(messageOf(() => h.assert_throws_exactly(1, () => h.assert_true(false)))).toBe(
      'assert_true: expected true got false',
    );
    const missing = new Missing('URL is not defined');
    let caught: unknown;
    try {
      h.assert_throws_exactly(1, () => {
        throw missing;
      });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBe(missing);
    expect(messageOf(() => h.assert_unreached())).toBe('assert_unreached: Reached unreachable code');
    expect(messageOf(() => h.assert_unreached('nope'))).toBe(
      'assert_unreached: nope Reached unreachable code',
    );
    h.assert_implements(true);
    h.assert_implements({});
    expect(messageOf(() => h.assert_implements(0, 'feature'))).toBe('assert_implements: feature ');
  });
});

describe('test()', () => {
  test('outcomes: pass, assertion failure, thrown errors of every shape, not applicable', () => {
    const { h, records } = harness({ classifyError: classifyMissing });
    h.test(() => {}, 'pass');
    h.test(() => h.assert_true(false), 'assertion');
    h.test(() => {
      throw new RangeError('boom');
    }, 'error');
    h.test(() => {
      throw { name: 5, message: 'm' };
    }, 'non-string name');
    h.test(() => {
      throw { name: 'X' };
    }, 'no message');
    h.test(() => {
      throw 'str';
    }, 'string');
    h.test(() => {
      throw new Missing('URL is not defined');
    }, 'missing class');
    h.test(() => Promise.resolve(), 'returns a promise');
    // biome-ignore lint/suspicious/noThenProperty: a `then` that is not callable is the point
    h.test(() => ({ then: 1 }), 'returns a non-thenable');
    h.test(() => null, 'returns null');
    expect(records).toEqual([
      { name: 'pass', status: 'pass', message: '' },
      { name: 'assertion', status: 'fail', message: 'assert_true: expected true got false' },
      { name: 'error', status: 'fail', message: 'RangeError: boom' },
      { name: 'non-string name', status: 'fail', message: 'Error: m' },
      { name: 'no message', status: 'fail', message: 'threw object "[object Object]"' },
      { name: 'string', status: 'fail', message: 'threw "str"' },
      { name: 'missing class', status: 'na', message: 'needs a missing class' },
      {
        name: 'returns a promise',
        status: 'fail',
        message: 'test named "returns a promise" returned a Promise; use promise_test for asynchronous tests',
      },
      { name: 'returns a non-thenable', status: 'pass', message: '' },
      { name: 'returns null', status: 'pass', message: '' },
    ]);
  });

  test('an assertion failure is never "not applicable", even when classifyError would say so', () => {
    const { h, records } = harness({ classifyError: () => 'always' });
    h.test(() => h.assert_true(false), 'assertion');
    h.test(() => {
      throw new Error('e');
    }, 'error');
    expect(records.map((r) => r.status)).toEqual(['fail', 'na']);
  });

  test('a test the hooks call not applicable is not run', () => {
    let ran = false;
    const { h, records } = harness({ notApplicable: (n) => (n === 'skip' ? 'browser only' : undefined) });
    h.test(() => {
      ran = true;
    }, 'skip');
    expect(ran).toBe(false);
    expect(records).toEqual([{ name: 'skip', status: 'na', message: 'browser only' }]);
  });

  test('names: given, a one-line arrow body, else the default name with a counter', () => {
    const { h, records } = harness();
    h.test(fromSource('() => h.assert_true(true)', h));
    h.test(fromSource('() => { h.assert_true(true); }', h));
    h.test(fromSource('() => { h.assert_true(true);; }', h));
    h.test(fromSource('() => {}', h));
    h.test(fromSource('() => {\n  h.assert_true(true);\n}', h));
    h.test(fromSource('function () { h.assert_true(true); }', h));
    h.test(fromSource('() => h.assert_true(true)', h), '');
    expect(records.map((r) => r.name)).toEqual([
      'h.assert_true(true)',
      'h.assert_true(true)',
      'h.assert_true(true)',
      'Untitled',
      'Untitled 1',
      'Untitled 2',
      'h.assert_true(true)',
    ]);
    expect(records.every((r) => r.status === 'pass')).toBe(true);
    const titled = harness({ defaultTestName: 'Title' });
    titled.h.test(() => {});
    titled.h.test(() => {});
    titled.h.test(undefined as unknown as () => void, 'not a function');
    expect(titled.records.map((r) => r.name)).toEqual(['Title', 'Title 1', 'not a function']);
    expect(titled.records[2]?.status).toBe('fail');
    // A non-function with no name gets the default name too.
    titled.h.test(42 as unknown as () => void);
    expect(titled.records[3]?.name).toBe('Title 2');
  });

  test('the test object: this, name, step, step_func, unreached_func, add_cleanup', () => {
    const { h, records } = harness();
    const seen: unknown[] = [];
    h.test(function (this: TestObject, t: TestObject) {
      seen.push(this === t, t.name);
      seen.push(t.step((...args: unknown[]) => args.join('+'), undefined, 1, 2));
      seen.push(
        t.step(function (this: unknown) {
          return this === t;
        }),
      );
      const self = { me: true };
      seen.push(
        t.step(function (this: unknown) {
          return this;
        }, self),
      );
      seen.push(t.step_func((a: unknown, b: unknown) => `${a}${b}`)('x', 'y'));
      t.add_cleanup(() => seen.push('cleanup 1'));
      t.add_cleanup(() => seen.push('cleanup 2'));
      seen.push(messageOf(t.unreached_func('never')));
      seen.push(messageOf(t.unreached_func()));
    }, 'the test');
    expect(seen).toEqual([
      true,
      'the test',
      '1+2',
      true,
      { me: true },
      'xy',
      'assert_unreached: never Reached unreachable code',
      'assert_unreached: Reached unreachable code',
      'cleanup 1',
      'cleanup 2',
    ]);
    expect(records).toEqual([{ name: 'the test', status: 'pass', message: '' }]);
  });

  test('a throwing cleanup fails the test (its own outcome is not recorded) and stops the other cleanups', () => {
    const { h, records } = harness();
    let second = false;
    h.test((t) => {
      t.add_cleanup(() => {
        throw new Error('c');
      });
      t.add_cleanup(() => {
        second = true;
      });
      h.assert_true(false);
    }, 'cleanup');
    expect(second).toBe(false);
    expect(records).toEqual([{ name: 'cleanup', status: 'fail', message: 'cleanup threw: Error: c' }]);
  });

  test('a test inside a test; an interrupted test is recorded by abort()', () => {
    const { h, control, records } = harness();
    h.test(() => {
      h.test(() => {}, 'inner');
    }, 'outer');
    expect(records.map((r) => r.name)).toEqual(['inner', 'outer']);
    // node:vm's timeout interrupts the running test: its own code never records anything.
    const run = () => h.test(fromSource('() => { for (;;) {} }'), 'hangs');
    expect(() => vm.runInNewContext('run()', { run }, { timeout: 50 })).toThrow(/timed out/);
    expect(records).toHaveLength(2);
    control.abort('interrupted');
    control.abort('again: nothing is running');
    expect(records.slice(2)).toEqual([{ name: 'hangs', status: 'fail', message: 'interrupted' }]);
  });
});

describe('promise_test() and the control object', () => {
  test('queued, run one after another after the synchronous part, then the completion callbacks', async () => {
    const { h, control, records } = harness({
      notApplicable: (n) => (n === 'na' ? 'browser only' : undefined),
      classifyError: classifyMissing,
    });
    const order: string[] = [];
    const completions: unknown[][] = [];
    h.add_completion_callback((...args: unknown[]) => completions.push(args));
    h.promise_test(async () => {
      order.push('first');
      h.test(() => order.push('registered inside'), 'inside');
    }, 'first');
    h.promise_test(() => Promise.resolve().then(() => order.push('second')), 'second');
    h.promise_test(() => Promise.reject(new TypeError('rejected')), 'rejects');
    h.promise_test(() => Promise.reject(new Missing('URL is not defined')), 'missing class');
    h.promise_test(fromSource('() => 42'), 'not thenable');
    h.promise_test(fromSource('() => {}'), 'returns undefined');
    h.promise_test(fromSource('() => null'), 'returns null');
    h.promise_test(() => {
      throw new Error('sync throw');
    }, 'throws synchronously');
    h.promise_test(async (t) => {
      t.add_cleanup(() => {
        throw new Error('c');
      });
    }, 'cleanup throws');
    h.promise_test(async () => {
      order.push('not applicable ran');
    }, 'na');
    expect(records).toEqual([]);
    expect(control.busy()).toBe(false);
    await control.runPending();
    expect(order).toEqual(['first', 'registered inside', 'second']);
    expect(records).toEqual([
      { name: 'inside', status: 'pass', message: '' },
      { name: 'first', status: 'pass', message: '' },
      { name: 'second', status: 'pass', message: '' },
      { name: 'rejects', status: 'fail', message: 'TypeError: rejected' },
      { name: 'missing class', status: 'na', message: 'needs a missing class' },
      {
        name: 'not thenable',
        status: 'fail',
        message: "promise_test: test body must return a 'thenable' object (received 42)",
      },
      {
        name: 'returns undefined',
        status: 'fail',
        message: "promise_test: test body must return a 'thenable' object (received undefined)",
      },
      {
        name: 'returns null',
        status: 'fail',
        message: "promise_test: test body must return a 'thenable' object (received null)",
      },
      { name: 'throws synchronously', status: 'fail', message: 'Error: sync throw' },
      { name: 'cleanup throws', status: 'fail', message: 'cleanup threw: Error: c' },
      { name: 'na', status: 'na', message: 'browser only' },
    ]);
    expect(completions).toEqual([[[], { status: 0 }]]);
    expect(control.startNext()).toBe(false);
  });

  test('startNext/busy; abort() fails a promise test that does not settle, and ignores its late outcome', async () => {
    const { h, control, records } = harness();
    let resolveLate: () => void = () => {};
    h.promise_test(
      () =>
        new Promise<void>((r) => {
          resolveLate = r;
        }),
      'slow',
    );
    h.promise_test(() => Promise.resolve(), 'next');
    expect(control.startNext()).toBe(true);
    await Promise.resolve();
    expect(control.busy()).toBe(true);
    control.abort('timed out');
    expect(control.busy()).toBe(false);
    expect(records).toEqual([
      { name: 'slow', status: 'fail', message: 'timed out (tests it had not yet registered did not run)' },
    ]);
    resolveLate();
    await new Promise((r) => setTimeout(r, 5));
    expect(records).toHaveLength(1);
    // Aborting again records nothing; the next test still runs.
    control.abort('timed out');
    expect(records).toHaveLength(1);
    await control.runPending();
    expect(records[1]).toEqual({ name: 'next', status: 'pass', message: '' });
  });

  test('setup, done, completion callbacks that throw, harness errors', () => {
    const { h, control, records } = harness({ classifyError: classifyMissing });
    let setupRan = false;
    h.setup(() => {
      setupRan = true;
    });
    h.setup({ explicit_done: true });
    h.setup();
    h.done();
    expect(setupRan).toBe(true);
    h.add_completion_callback(() => {
      throw new Error('cb');
    });
    control.finish();
    control.harnessError(new Error('top level'));
    control.harnessError(new Missing('URL is not defined'));
    expect(records).toEqual([
      { name: HARNESS_ERROR_NAME, status: 'fail', message: 'completion callback threw: Error: cb' },
      { name: HARNESS_ERROR_NAME, status: 'fail', message: 'Error: top level' },
      { name: HARNESS_ERROR_NAME, status: 'na', message: 'needs a missing class' },
    ]);
  });

  test('the globals are writable, configurable, not enumerable', () => {
    const { target } = harness();
    expect(Object.keys(target)).toEqual([]);
    const names = Object.getOwnPropertyNames(target).sort();
    expect(names).toEqual(
      [
        'test',
        'promise_test',
        'setup',
        'done',
        'add_completion_callback',
        'format_value',
        'assert_equals',
        'assert_not_equals',
        'assert_true',
        'assert_false',
        'assert_array_equals',
        'assert_object_equals',
        'assert_throws_js',
        'assert_throws_dom',
        'assert_throws_exactly',
        'assert_unreached',
        'assert_implements',
      ].sort(),
    );
    expect(Object.getOwnPropertyDescriptor(target, 'test')).toMatchObject({
      writable: true,
      configurable: true,
      enumerable: false,
    });
  });
});

describe('defineDOMException', () => {
  type DOMExceptionCtor = (new (
    message?: unknown,
    name?: unknown,
  ) => Error & { code: number }) &
    Record<string, unknown>;
  const DOMException = defineDOMException() as DOMExceptionCtor;

  test('name, message, code; defaults; string conversion', () => {
    const e = new DOMException('m', 'NotFoundError');
    expect([e.name, e.message, e.code]).toEqual(['NotFoundError', 'm', 8]);
    expect(e).toBeInstanceOf(Error);
    const d = new DOMException();
    expect([d.name, d.message, d.code]).toEqual(['Error', '', 0]);
    const s = new DOMException(5, 7);
    expect([s.name, s.message]).toEqual(['7', '5']);
    expect(new DOMException('', 'IndexSizeError').code).toBe(1);
    expect(new DOMException('', 'DataCloneError').code).toBe(25);
    // Names whose legacy code WebIDL no longer gives out, and unknown names: 0.
    for (const name of [
      'DOMStringSizeError',
      'NoDataAllowedError',
      'ValidationError',
      'EncodingError',
      'Nope',
    ]) {
      expect(new DOMException('', name).code).toBe(0);
    }
  });

  test('must be called with new; the attribute getters check the brand', () => {
    expect(() => (DOMException as unknown as (m: string) => unknown)('x')).toThrow(
      new TypeError("Class constructor DOMException cannot be invoked without 'new'"),
    );
    const proto = DOMException.prototype as object;
    expect(() => (proto as { name: string }).name).toThrow('Illegal invocation: not a DOMException');
    for (const key of ['name', 'message', 'code']) {
      const get = Object.getOwnPropertyDescriptor(proto, key)?.get as (this: unknown) => unknown;
      expect(() => get.call(1)).toThrow(TypeError);
      expect(() => get.call(null)).toThrow(TypeError);
      expect(() => get.call({})).toThrow(TypeError);
    }
    expect(Object.keys(proto).slice(0, 3)).toEqual(['name', 'message', 'code']);
  });

  test('the legacy code constants, on the constructor and the prototype, read-only', () => {
    expect(Object.keys(DOMException)).toHaveLength(25);
    expect(DOMException.INDEX_SIZE_ERR).toBe(1);
    expect(DOMException.DATA_CLONE_ERR).toBe(25);
    expect((DOMException.prototype as Record<string, unknown>).SYNTAX_ERR).toBe(12);
    expect(Object.getOwnPropertyDescriptor(DOMException, 'SYNTAX_ERR')).toEqual({
      value: 12,
      writable: false,
      enumerable: true,
      configurable: false,
    });
  });
});
