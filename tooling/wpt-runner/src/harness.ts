/**
 * A small testharness.js work-alike: `test`, `promise_test`, `setup`, `done` and the `assert_*`
 * functions with the semantics of https://github.com/web-platform-tests/wpt/blob/master/resources/testharness.js
 * (SameValue comparisons, `assert_throws_js` checking the constructor, and so on).
 *
 * `installTestharness` and `defineDOMException` are SELF-CONTAINED: they reference nothing outside their
 * own bodies except the hooks they are given and the realm's own intrinsics. That lets the `.any.js` runner
 * evaluate their source text (`fn.toString()`) inside a `node:vm` context, so the harness objects (and the
 * `TypeError` it compares against, and the promises it creates) belong to the test's realm, exactly as
 * testharness.js does in a browser. The JSON drivers call the same function directly in this realm.
 * Do not add imports or module-level helpers to these two functions.
 */

/** The testharness.js globals the shim provides (only the ones the URL and URL Pattern tests use). */
export interface Testharness {
  test(fn: (this: TestObject, t: TestObject) => unknown, name?: string, properties?: unknown): void;
  promise_test(fn: (this: TestObject, t: TestObject) => unknown, name?: string, properties?: unknown): void;
  setup(fnOrOptions?: unknown, maybeOptions?: unknown): void;
  done(): void;
  add_completion_callback(fn: (...args: unknown[]) => void): void;
  format_value(value: unknown): string;
  assert_equals(actual: unknown, expected: unknown, description?: string): void;
  assert_not_equals(actual: unknown, expected: unknown, description?: string): void;
  assert_true(actual: unknown, description?: string): void;
  assert_false(actual: unknown, description?: string): void;
  assert_array_equals(actual: unknown, expected: ArrayLike<unknown>, description?: string): void;
  assert_object_equals(actual: unknown, expected: object, description?: string): void;
  assert_throws_js(ctor: unknown, fn: () => unknown, description?: string): void;
  assert_throws_dom(
    type: string | number,
    fnOrConstructor: unknown,
    fnOrDescription?: unknown,
    description?: string,
  ): void;
  assert_throws_exactly(exception: unknown, fn: () => unknown, description?: string): void;
  assert_unreached(description?: string): void;
  assert_implements(condition: unknown, description?: string): void;
}

export interface TestObject {
  name: string;
  step<T>(fn: (...args: unknown[]) => T, thisObj?: unknown, ...args: unknown[]): T;
  step_func<T>(fn: (...args: unknown[]) => T, thisObj?: unknown): (...args: unknown[]) => T;
  add_cleanup(fn: () => void): void;
  unreached_func(description?: string): () => never;
}

export interface HarnessHooks {
  /** Receives every outcome, in the order tests finish. */
  record(name: string, status: 'pass' | 'fail' | 'na', message: string): void;
  /** A reason when a test by this name says nothing about the implementation; such a test is not run. */
  notApplicable(name: string): string | undefined;
  /** A reason when a thrown error means "not applicable" (e.g. the implementation lacks a class the test uses). */
  classifyError(error: unknown): string | undefined;
  /**
   * Intrinsics of the realm the implementation runs in, by name (`TypeError`, ...), when that realm is not
   * the harness's realm. `assert_throws_js(TypeError, fn)` then also accepts that realm's `TypeError`.
   */
  implementationRealm?: Record<string, unknown>;
  /** Name for a test registered without one (testharness.js uses the page title, "Untitled" in workers). */
  defaultTestName?: string;
}

export interface HarnessControl {
  /**
   * Starts the next queued promise test (testharness.js runs them one after another, after the file's
   * synchronous part); false when none is left. Its outcome is recorded when its promise settles.
   */
  startNext(): boolean;
  /** True while the started promise test has not settled. */
  busy(): boolean;
  /** Runs the queued promise tests one after another, then the completion callbacks. */
  runPending(): Promise<void>;
  /**
   * Records the test that is running (a synchronous test, and the promise test it runs in) as failed with
   * `message`; the runner calls this when it had to interrupt a test that did not return.
   */
  abort(message: string): void;
  /** Runs the completion callbacks (after the last promise test). */
  finish(): void;
  /** Records an error thrown outside any test (testharness.js's harness status). */
  harnessError(error: unknown): void;
}

/** Name of the pseudo-test that records an error thrown outside any test. */
export const HARNESS_ERROR_NAME = 'Harness status';

/**
 * Defines the testharness.js globals on `target` and returns the control object.
 * SELF-CONTAINED (see the file comment).
 */
export function installTestharness(target: Record<string, unknown>, hooks: HarnessHooks): HarnessControl {
  const implementationRealm = hooks.implementationRealm;
  const pending: { fn: (this: TestObject, t: TestObject) => unknown; name: string }[] = [];
  /** The synchronous test whose function is running (for `abort`). */
  let currentSyncTest: string | null = null;
  let defaultNameCounter = 0;

  class AssertionError extends Error {
    constructor(message: string) {
      super(message);
      this.name = 'AssertionError';
    }
  }

  function formatValue(val: unknown, seen?: unknown[]): string {
    const stack = seen ?? [];
    if (typeof val === 'object' && val !== null) {
      if (stack.indexOf(val) >= 0) return '[...]';
      stack.push(val);
    }
    if (Array.isArray(val)) {
      let out = '[';
      for (let i = 0; i < val.length; i++) {
        if (i > 0) out += ', ';
        if (i >= 20) {
          out += '…';
          break;
        }
        out += formatValue(val[i], stack);
      }
      return `${out}]`;
    }
    switch (typeof val) {
      case 'string': {
        let out = '"';
        for (let i = 0; i < val.length; i++) {
          const c = val.charCodeAt(i);
          if (c === 0x5c) out += '\\\\';
          else if (c === 0x22) out += '\\"';
          else if (c === 0x0a) out += '\\n';
          else if (c === 0x0d) out += '\\r';
          else if (c === 0x09) out += '\\t';
          else if (c < 0x20 || c === 0x7f || (c >= 0xd800 && c <= 0xdfff && !isPairAt(val, i))) {
            out += `\\u${c.toString(16).toUpperCase().padStart(4, '0')}`;
          } else if (c >= 0xd800 && c <= 0xdbff) {
            out += val.slice(i, i + 2);
            i++;
          } else out += val.charAt(i);
        }
        return `${out}"`;
      }
      case 'boolean':
      case 'undefined':
        return String(val);
      case 'number':
        return val === 0 && 1 / val < 0 ? '-0' : String(val);
      case 'bigint':
        return `${String(val)}n`;
      case 'symbol':
        return String(val);
      default:
        if (val === null) return 'null';
        try {
          const s = String(val);
          return `${typeof val} "${s.length > 1000 ? `${s.slice(0, 1000)}…` : s}"`;
        } catch (e) {
          return `[stringifying object threw ${String(e)}]`;
        }
    }
  }

  function isPairAt(s: string, i: number): boolean {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      return d >= 0xdc00 && d <= 0xdfff;
    }
    if (c >= 0xdc00 && c <= 0xdfff && i > 0) {
      const b = s.charCodeAt(i - 1);
      return b >= 0xd800 && b <= 0xdbff;
    }
    return false;
  }

  // testharness.js: assert(expected_true, function_name, description, error, substitutions)
  function assert(
    ok: boolean,
    fnName: string,
    description: string | undefined,
    message: string,
    subs?: Record<string, unknown>,
  ): void {
    if (ok) return;
    let text = message;
    if (subs !== undefined) {
      text = text.replace(/\{(\w+)\}/g, (_m, key: string) => formatValue(subs[key]));
    }
    throw new AssertionError(`${fnName}: ${description ? `${description} ` : ''}${text}`);
  }

  // testharness.js same_value: NaN equals NaN, 0 and -0 differ, otherwise ===. That is SameValue.
  function sameValue(x: unknown, y: unknown): boolean {
    return Object.is(x, y);
  }

  function hasOwn(obj: unknown, key: PropertyKey): boolean {
    // testharness.js calls obj.hasOwnProperty(key) directly; an object without it makes the assert throw.
    return Object.hasOwn(obj as { hasOwnProperty(k: PropertyKey): boolean }, key);
  }

  function assert_equals(actual: unknown, expected: unknown, description?: string): void {
    if (typeof actual !== typeof expected) {
      assert(
        false,
        'assert_equals',
        description,
        `expected (${typeof expected}) {expected} but got (${typeof actual}) {actual}`,
        {
          expected,
          actual,
        },
      );
      return;
    }
    assert(
      sameValue(actual, expected),
      'assert_equals',
      description,
      'expected {expected} but got {actual}',
      { expected, actual },
    );
  }

  function assert_not_equals(actual: unknown, expected: unknown, description?: string): void {
    assert(!sameValue(actual, expected), 'assert_not_equals', description, 'got disallowed value {actual}', {
      actual,
    });
  }

  function assert_true(actual: unknown, description?: string): void {
    assert(actual === true, 'assert_true', description, 'expected true got {actual}', { actual });
  }

  function assert_false(actual: unknown, description?: string): void {
    assert(actual === false, 'assert_false', description, 'expected false got {actual}', { actual });
  }

  function assert_array_equals(actual: unknown, expected: ArrayLike<unknown>, description?: string): void {
    assert(
      typeof actual === 'object' && actual !== null && 'length' in actual,
      'assert_array_equals',
      description,
      'value is {actual}, expected array',
      {
        actual,
      },
    );
    const a = actual as ArrayLike<unknown>;
    assert(
      a.length === expected.length,
      'assert_array_equals',
      description,
      'lengths differ, expected array {expected} length {el}, got {actual} length {al}',
      {
        expected,
        el: expected.length,
        actual,
        al: a.length,
      },
    );
    for (let i = 0; i < a.length; i++) {
      assert(
        hasOwn(a, i) === hasOwn(expected, i),
        'assert_array_equals',
        description,
        'expected property {i} to be {e} but was {a} (expected array {ea} got {aa})',
        {
          i,
          e: hasOwn(expected, i) ? 'present' : 'missing',
          a: hasOwn(a, i) ? 'present' : 'missing',
          ea: expected,
          aa: a,
        },
      );
      assert(
        sameValue(expected[i], a[i]),
        'assert_array_equals',
        description,
        'expected property {i} to be {e} but got {a} (expected array {ea} got {aa})',
        {
          i,
          e: expected[i],
          a: a[i],
          ea: expected,
          aa: a,
        },
      );
    }
  }

  function assert_object_equals(actual: unknown, expected: object, description?: string): void {
    assert(
      typeof actual === 'object' && actual !== null,
      'assert_object_equals',
      description,
      'value is {actual}, expected object',
      { actual },
    );
    function checkEqual(act: Record<string, unknown>, exp: Record<string, unknown>, stack: unknown[]): void {
      stack.push(act);
      for (const p in act) {
        assert(hasOwn(exp, p), 'assert_object_equals', description, 'unexpected property {p}', { p });
        const value = act[p];
        if (typeof value === 'object' && value !== null) {
          if (stack.indexOf(value) === -1)
            checkEqual(value as Record<string, unknown>, exp[p] as Record<string, unknown>, stack);
        } else {
          assert(
            sameValue(value, exp[p]),
            'assert_object_equals',
            description,
            'property {p} expected {expected} got {actual}',
            {
              p,
              expected: exp[p],
              actual: value,
            },
          );
        }
      }
      for (const p in exp) {
        assert(hasOwn(act, p), 'assert_object_equals', description, 'expected property {p} missing', { p });
      }
      stack.pop();
    }
    checkEqual(actual as Record<string, unknown>, expected as Record<string, unknown>, []);
  }

  function isErrorSubtype(ctor: unknown): boolean {
    let obj = ctor;
    while (obj) {
      if (obj === Error) return true;
      obj = Object.getPrototypeOf(obj);
    }
    return false;
  }

  // The realm decision: a browser's URL is native to the test's realm, so it throws that realm's TypeError.
  // Our implementation runs in another realm (Node's main context), so it throws *that* realm's TypeError.
  // We accept the implementation realm's intrinsic of the same name (identity, not a name match), and
  // nothing else.
  function sameErrorInterface(actualCtor: unknown, expected: { name: string }): boolean {
    if (actualCtor === expected) return true;
    if (implementationRealm === undefined) return false;
    const name = expected.name;
    const ownIntrinsic = (globalThis as unknown as Record<string, unknown>)[name];
    const foreign = implementationRealm[name];
    return ownIntrinsic === expected && foreign !== undefined && actualCtor === foreign;
  }

  function assert_throws_js(ctor: unknown, fn: () => unknown, description?: string): void {
    try {
      fn.call(undefined);
    } catch (e) {
      if (e instanceof AssertionError) throw e;
      // A test that cannot even evaluate its subject (e.g. `new URL(...)` without a URL class) is not
      // applicable, whatever it expected to be thrown.
      if (hooks.classifyError(e) !== undefined) throw e;
      assert(
        typeof e === 'object',
        'assert_throws_js',
        description,
        '{func} threw {e} with type {type}, not an object',
        { func: fn, e, type: typeof e },
      );
      assert(e !== null, 'assert_throws_js', description, '{func} threw null, not an object', { func: fn });
      assert(typeof ctor === 'function', 'assert_throws_js', description, '{ctor} is not a constructor', {
        ctor,
      });
      assert(isErrorSubtype(ctor), 'assert_throws_js', description, '{ctor} is not an Error subtype', {
        ctor,
      });
      const expected = ctor as { name: string };
      const err = e as { constructor: unknown; name: unknown };
      assert(
        sameErrorInterface(err.constructor, expected) && err.name === expected.name,
        'assert_throws_js',
        description,
        '{func} threw {actual} ({actual_name}) expected instance of {expected} ({expected_name})',
        { func: fn, actual: e, actual_name: err.name, expected: ctor, expected_name: expected.name },
      );
      return;
    }
    assert(false, 'assert_throws_js', description, '{func} did not throw', { func: fn });
  }

  const domExceptionCodes: Record<string, number> = {
    IndexSizeError: 1,
    HierarchyRequestError: 3,
    WrongDocumentError: 4,
    InvalidCharacterError: 5,
    NoModificationAllowedError: 7,
    NotFoundError: 8,
    NotSupportedError: 9,
    InUseAttributeError: 10,
    InvalidStateError: 11,
    SyntaxError: 12,
    InvalidModificationError: 13,
    NamespaceError: 14,
    InvalidAccessError: 15,
    TypeMismatchError: 17,
    SecurityError: 18,
    NetworkError: 19,
    AbortError: 20,
    URLMismatchError: 21,
    QuotaExceededError: 22,
    TimeoutError: 23,
    InvalidNodeTypeError: 24,
    DataCloneError: 25,
    EncodingError: 0,
    NotReadableError: 0,
    UnknownError: 0,
    ConstraintError: 0,
    DataError: 0,
    TransactionInactiveError: 0,
    ReadOnlyError: 0,
    VersionError: 0,
    OperationError: 0,
    NotAllowedError: 0,
    OptOutError: 0,
  };

  function assert_throws_dom(
    type: string | number,
    fnOrConstructor: unknown,
    fnOrDescription?: unknown,
    maybeDescription?: string,
  ): void {
    let ctor: unknown;
    let fn: unknown;
    let description: string | undefined;
    if (
      typeof fnOrConstructor === 'function' &&
      (fnOrConstructor as { name?: string }).name === 'DOMException'
    ) {
      ctor = fnOrConstructor;
      fn = fnOrDescription;
      description = maybeDescription;
    } else {
      ctor = target.DOMException;
      fn = fnOrConstructor;
      description = fnOrDescription as string | undefined;
    }
    let name: string | undefined;
    let code: number | undefined;
    if (typeof type === 'number') {
      code = type;
      for (const key of Object.keys(domExceptionCodes)) if (domExceptionCodes[key] === type) name = key;
    } else if (Object.hasOwn(domExceptionCodes, type)) {
      name = type;
      code = domExceptionCodes[type];
    } else {
      // Legacy constant names (INDEX_SIZE_ERR ...) are accepted by testharness.js.
      const legacy = ctor as Record<string, unknown> | undefined;
      const legacyCode = legacy?.[type];
      assert(
        typeof legacyCode === 'number',
        'assert_throws_dom',
        description,
        'Test bug: unrecognized DOMException code "{type}" passed to assert_throws_dom()',
        {
          type,
        },
      );
      code = legacyCode as number;
      for (const key of Object.keys(domExceptionCodes)) if (domExceptionCodes[key] === code) name = key;
    }
    try {
      (fn as () => unknown).call(undefined);
    } catch (e) {
      if (e instanceof AssertionError) throw e;
      // A test that cannot even evaluate its subject (e.g. `new URL(...)` without a URL class) is not
      // applicable, whatever it expected to be thrown.
      if (hooks.classifyError(e) !== undefined) throw e;
      assert(
        typeof e === 'object' && e !== null,
        'assert_throws_dom',
        description,
        '{func} threw {e}, not an object',
        { func: fn, e },
      );
      const err = e as { constructor: unknown; name: unknown; code: unknown };
      assert(
        err.constructor === ctor,
        'assert_throws_dom',
        description,
        '{func} threw an exception from the wrong global',
        { func: fn },
      );
      assert(
        err.name === name,
        'assert_throws_dom',
        description,
        '{func} threw {actual} that is not a DOMException {expected}: property name is {a}',
        {
          func: fn,
          actual: e,
          expected: name,
          a: err.name,
        },
      );
      assert(
        err.code === code,
        'assert_throws_dom',
        description,
        '{func} threw {actual} that is not a DOMException {expected}: property code is {a}',
        {
          func: fn,
          actual: e,
          expected: name,
          a: err.code,
        },
      );
      return;
    }
    assert(false, 'assert_throws_dom', description, '{func} did not throw', { func: fn });
  }

  function assert_throws_exactly(exception: unknown, fn: () => unknown, description?: string): void {
    try {
      fn.call(undefined);
    } catch (e) {
      if (e instanceof AssertionError) throw e;
      // A test that cannot even evaluate its subject (e.g. `new URL(...)` without a URL class) is not
      // applicable, whatever it expected to be thrown.
      if (hooks.classifyError(e) !== undefined) throw e;
      assert(
        sameValue(e, exception),
        'assert_throws_exactly',
        description,
        '{func} threw {e} but we expected it to throw {exception}',
        { func: fn, e, exception },
      );
      return;
    }
    assert(false, 'assert_throws_exactly', description, '{func} did not throw', { func: fn });
  }

  function assert_unreached(description?: string): void {
    assert(false, 'assert_unreached', description, 'Reached unreachable code');
  }

  function assert_implements(condition: unknown, description?: string): void {
    assert(!!condition, 'assert_implements', description, '');
  }

  function testName(fn: unknown, name: unknown): string {
    if (name) return String(name);
    // testharness.js names an unnamed one-line arrow function after its body.
    if (typeof fn === 'function') {
      const code = Function.prototype.toString.call(fn);
      const arrow = /^\(\)\s*=>\s*(?:\{(.*)\}\s*|(.*))$/.exec(code);
      if (arrow !== null && !/[\u000A\u000D\u2028\u2029]/.test(code)) {
        const body = (arrow[1] ?? arrow[2]!).trim().replace(/^([^;]*)(;\s*)+$/, '$1');
        if (body) return body;
      }
    }
    const base = hooks.defaultTestName ?? 'Untitled';
    const suffix = defaultNameCounter > 0 ? ` ${defaultNameCounter}` : '';
    defaultNameCounter++;
    return base + suffix;
  }

  function errorMessage(e: unknown): string {
    if (e instanceof AssertionError) return e.message;
    if (typeof e === 'object' && e !== null) {
      const err = e as { name?: unknown; message?: unknown };
      if (typeof err.message === 'string')
        return `${typeof err.name === 'string' ? err.name : 'Error'}: ${err.message}`;
    }
    return `threw ${formatValue(e)}`;
  }

  function makeTest(name: string): { t: TestObject; cleanups: (() => void)[] } {
    const cleanups: (() => void)[] = [];
    const t: TestObject = {
      name,
      step(fn, thisObj, ...args) {
        return fn.apply(thisObj === undefined ? t : thisObj, args);
      },
      step_func(fn, thisObj) {
        return (...args: unknown[]) => t.step(fn, thisObj, ...args);
      },
      add_cleanup(fn) {
        cleanups.push(fn);
      },
      unreached_func(description) {
        return () => {
          assert_unreached(description);
          throw new Error('unreachable');
        };
      },
    };
    return { t, cleanups };
  }

  function runCleanups(name: string, cleanups: (() => void)[]): boolean {
    for (const fn of cleanups) {
      try {
        fn();
      } catch (e) {
        hooks.record(name, 'fail', `cleanup threw: ${errorMessage(e)}`);
        return false;
      }
    }
    return true;
  }

  function fail(name: string, e: unknown): void {
    const reason = e instanceof AssertionError ? undefined : hooks.classifyError(e);
    if (reason !== undefined) hooks.record(name, 'na', reason);
    else hooks.record(name, 'fail', errorMessage(e));
  }

  function test(fn: (this: TestObject, t: TestObject) => unknown, name?: string): void {
    const n = testName(fn, name);
    const na = hooks.notApplicable(n);
    if (na !== undefined) {
      hooks.record(n, 'na', na);
      return;
    }
    const { t, cleanups } = makeTest(n);
    let failed: unknown;
    let ok = true;
    const outer = currentSyncTest;
    currentSyncTest = n;
    try {
      const result = fn.call(t, t);
      if (
        result !== undefined &&
        result !== null &&
        typeof (result as { then?: unknown }).then === 'function'
      ) {
        ok = false;
        failed = new AssertionError(
          `test named "${n}" returned a Promise; use promise_test for asynchronous tests`,
        );
      }
    } catch (e) {
      ok = false;
      failed = e;
    }
    currentSyncTest = outer;
    if (!runCleanups(n, cleanups)) return;
    if (ok) hooks.record(n, 'pass', '');
    else fail(n, failed);
  }

  function promise_test(fn: (this: TestObject, t: TestObject) => unknown, name?: string): void {
    pending.push({ fn, name: testName(fn, name) });
  }

  async function runPromiseTest(
    fn: (this: TestObject, t: TestObject) => unknown,
    n: string,
    state: { aborted: boolean },
  ): Promise<void> {
    const na = hooks.notApplicable(n);
    if (na !== undefined) {
      hooks.record(n, 'na', na);
      return;
    }
    const { t, cleanups } = makeTest(n);
    let failed: unknown;
    let ok = true;
    try {
      const result = fn.call(t, t);
      if (
        result === undefined ||
        result === null ||
        typeof (result as { then?: unknown }).then !== 'function'
      ) {
        throw new AssertionError(
          `promise_test: test body must return a 'thenable' object (received ${formatValue(result)})`,
        );
      }
      await (result as PromiseLike<unknown>);
    } catch (e) {
      ok = false;
      failed = e;
    }
    if (state.aborted) return;
    if (!runCleanups(n, cleanups)) return;
    if (ok) hooks.record(n, 'pass', '');
    else fail(n, failed);
  }

  const completionCallbacks: ((...args: unknown[]) => void)[] = [];

  const globals: Testharness = {
    test,
    promise_test,
    setup(fnOrOptions?: unknown) {
      if (typeof fnOrOptions === 'function') (fnOrOptions as () => void)();
    },
    done() {},
    add_completion_callback(fn) {
      completionCallbacks.push(fn);
    },
    format_value: (v: unknown) => formatValue(v),
    assert_equals,
    assert_not_equals,
    assert_true,
    assert_false,
    assert_array_equals,
    assert_object_equals,
    assert_throws_js,
    assert_throws_dom,
    assert_throws_exactly,
    assert_unreached,
    assert_implements,
  };
  for (const key of Object.keys(globals)) {
    Object.defineProperty(target, key, {
      value: (globals as unknown as Record<string, unknown>)[key],
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }

  let running: { name: string; settled: boolean; aborted: boolean; done: Promise<void> } | null = null;

  const control: HarnessControl = {
    startNext() {
      const next = pending.shift();
      if (next === undefined) return false;
      // Tests registered while a promise test runs (the JSON loaders) run at once; promise tests queued
      // meanwhile run after it, in order.
      const state = { name: next.name, settled: false, aborted: false, done: Promise.resolve() };
      running = state;
      state.done = runPromiseTest(next.fn, next.name, state).then(() => {
        state.settled = true;
      });
      return true;
    },
    busy() {
      return running !== null && !running.settled;
    },
    async runPending() {
      while (control.startNext()) await (running as { done: Promise<void> }).done;
      control.finish();
    },
    abort(message: string) {
      if (currentSyncTest !== null) {
        hooks.record(currentSyncTest, 'fail', message);
        currentSyncTest = null;
      }
      if (running !== null && !running.settled) {
        running.aborted = true;
        running.settled = true;
        hooks.record(running.name, 'fail', `${message} (tests it had not yet registered did not run)`);
      }
    },
    finish() {
      for (const cb of completionCallbacks) {
        try {
          cb([], { status: 0 });
        } catch (e) {
          hooks.record('Harness status', 'fail', `completion callback threw: ${errorMessage(e)}`);
        }
      }
    },
    harnessError(error: unknown) {
      const reason = hooks.classifyError(error);
      if (reason !== undefined) hooks.record('Harness status', 'na', reason);
      else hooks.record('Harness status', 'fail', errorMessage(error));
    },
  };
  return control;
}

/**
 * A minimal WebIDL `DOMException` (name, message, code, the legacy code constants, brand-checked
 * enumerable attribute getters). SELF-CONTAINED: evaluated inside each `.any.js` context.
 */
export function defineDOMException(): unknown {
  const legacy: [string, string, number][] = [
    ['INDEX_SIZE_ERR', 'IndexSizeError', 1],
    ['DOMSTRING_SIZE_ERR', 'DOMStringSizeError', 2],
    ['HIERARCHY_REQUEST_ERR', 'HierarchyRequestError', 3],
    ['WRONG_DOCUMENT_ERR', 'WrongDocumentError', 4],
    ['INVALID_CHARACTER_ERR', 'InvalidCharacterError', 5],
    ['NO_DATA_ALLOWED_ERR', 'NoDataAllowedError', 6],
    ['NO_MODIFICATION_ALLOWED_ERR', 'NoModificationAllowedError', 7],
    ['NOT_FOUND_ERR', 'NotFoundError', 8],
    ['NOT_SUPPORTED_ERR', 'NotSupportedError', 9],
    ['INUSE_ATTRIBUTE_ERR', 'InUseAttributeError', 10],
    ['INVALID_STATE_ERR', 'InvalidStateError', 11],
    ['SYNTAX_ERR', 'SyntaxError', 12],
    ['INVALID_MODIFICATION_ERR', 'InvalidModificationError', 13],
    ['NAMESPACE_ERR', 'NamespaceError', 14],
    ['INVALID_ACCESS_ERR', 'InvalidAccessError', 15],
    ['VALIDATION_ERR', 'ValidationError', 16],
    ['TYPE_MISMATCH_ERR', 'TypeMismatchError', 17],
    ['SECURITY_ERR', 'SecurityError', 18],
    ['NETWORK_ERR', 'NetworkError', 19],
    ['ABORT_ERR', 'AbortError', 20],
    ['URL_MISMATCH_ERR', 'URLMismatchError', 21],
    ['QUOTA_EXCEEDED_ERR', 'QuotaExceededError', 22],
    ['TIMEOUT_ERR', 'TimeoutError', 23],
    ['INVALID_NODE_TYPE_ERR', 'InvalidNodeTypeError', 24],
    ['DATA_CLONE_ERR', 'DataCloneError', 25],
  ];
  const data = new WeakMap<object, { name: string; message: string }>();
  function brand(self: unknown): { name: string; message: string } {
    const d = typeof self === 'object' && self !== null ? data.get(self) : undefined;
    if (d === undefined) throw new TypeError('Illegal invocation: not a DOMException');
    return d;
  }
  function codeOf(name: string): number {
    for (const [, n, c] of legacy) if (n === name && c !== 2 && c !== 6 && c !== 16) return c;
    return 0;
  }
  const DOMException = function DOMException(this: object, message?: unknown, name?: unknown) {
    if (new.target === undefined)
      throw new TypeError("Class constructor DOMException cannot be invoked without 'new'");
    data.set(this, {
      message: message === undefined ? '' : String(message),
      name: name === undefined ? 'Error' : String(name),
    });
  } as unknown as { prototype: object };
  Object.setPrototypeOf(DOMException.prototype, Error.prototype);
  const attributes: [string, (self: unknown) => unknown][] = [
    ['name', (self) => brand(self).name],
    ['message', (self) => brand(self).message],
    ['code', (self) => codeOf(brand(self).name)],
  ];
  for (const [key, get] of attributes) {
    Object.defineProperty(DOMException.prototype, key, {
      get(this: unknown) {
        return get(this);
      },
      enumerable: true,
      configurable: true,
    });
  }
  for (const [constant, , value] of legacy) {
    const desc = { value, enumerable: true, writable: false, configurable: false };
    Object.defineProperty(DOMException, constant, desc);
    Object.defineProperty(DOMException.prototype, constant, desc);
  }
  return DOMException;
}
