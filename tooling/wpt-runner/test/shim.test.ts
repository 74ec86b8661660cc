import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import { assert, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, runSuites, type SuiteResult } from '../src/index';

/** A throwaway WPT folder holding probe `.any.js` files that exercise the testharness shim. */
function wptFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'wpt-shim-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

// An implementation living in this realm: it throws this realm's TypeError, like any library would.
class ProbeURL {
  href: string;
  constructor(input: string) {
    if (input === 'bad') throw new TypeError(`Invalid URL: ${input}`);
    this.href = input;
  }
}

const PROBE = String.raw`// META: script=/common/helper.js
// META: script=resources/local-helper.js
// META: timeout=long

test(() => { assert_true(true); }, "pass");
test(() => { assert_equals(NaN, NaN); assert_equals(0, 0); assert_not_equals(0, -0); }, "SameValue: NaN equals NaN, 0 and -0 differ");
test(() => { assert_equals(-0, 0); }, "assert_equals(-0, 0) fails");
test(() => { assert_equals("1", 1, "desc"); }, "assert_equals type mismatch fails");
test(() => { assert_equals("a\u0000\uD800b", "x"); }, "format_value escapes controls and lone surrogates");
test(() => { assert_throws_js(TypeError, () => new URL("bad")); }, "implementation realm TypeError is accepted");
test(() => { assert_throws_js(TypeError, () => null.x); }, "own realm TypeError is accepted");
test(() => { assert_throws_js(RangeError, () => new URL("bad")); }, "implementation TypeError is not a RangeError");
test(() => { assert_throws_js(TypeError, () => { const e = new Error("x"); e.name = "TypeError"; throw e; }); }, "an Error named TypeError is not a TypeError");
test(() => { assert_throws_js(TypeError, () => new URL("good")); }, "assert_throws_js fails when nothing is thrown");
test(() => { assert_throws_js(TypeError, () => { throw "str"; }); }, "assert_throws_js fails on a non-object");
test(() => { assert_throws_exactly(1, () => { throw 1; }); assert_throws_exactly(NaN, () => { throw NaN; }); }, "assert_throws_exactly");
test(() => { assert_array_equals([1, NaN, "a"], [1, NaN, "a"]); assert_array_equals({ length: 1, 0: "x" }, ["x"]); }, "assert_array_equals passes");
test(() => { assert_array_equals([1, 2], [1, 2, 3]); }, "assert_array_equals lengths differ");
test(() => { assert_array_equals([1, -0], [1, 0]); }, "assert_array_equals element differs");
test(() => { assert_object_equals({ a: { b: [1, 2] }, c: undefined }, { a: { b: [1, 2] }, c: undefined }); }, "assert_object_equals passes");
test(() => { assert_object_equals({ a: 1 }, { a: 1, b: 2 }); }, "assert_object_equals missing property");
test(() => { assert_object_equals({ a: 1, z: 0 }, { a: 1 }); }, "assert_object_equals unexpected property");
test(() => { assert_unreached("nope"); }, "assert_unreached fails");
test(() => { assert_implements(false, "feature"); }, "assert_implements fails");
test(() => { throw new RangeError("boom"); }, "a thrown error fails the test");
test(() => { assert_true(1); }, "assert_true is strict");
test(() => { assert_false(0); }, "assert_false is strict");
test(() => { assert_true(self.helperLoaded === true && self.localHelperLoaded === true); }, "META scripts load first, absolute and relative");
test(() => { assert_equals(location.search, ""); assert_equals(self, globalThis); assert_false(GLOBAL.isWindow()); }, "browser stand-ins");
test(() => {
  for (const name of ["process", "require", "module", "Buffer", "global", "setTimeout", "setImmediate", "queueMicrotask",
    "console", "structuredClone", "TextEncoder", "TextDecoder", "URLSearchParams", "URLPattern", "FormData", "Request",
    "Response", "Headers", "navigator", "performance", "AbortController", "Blob", "atob", "btoa", "crypto", "document"]) {
    assert_equals(typeof self[name], "undefined", name);
  }
  assert_equals(typeof URL, "function", "URL");
}, "no host globals in the context");
test(() => {
  assert_array_equals(Object.keys(DOMException).slice(0, 2), ["INDEX_SIZE_ERR", "DOMSTRING_SIZE_ERR"]);
  assert_equals(Object.keys(DOMException).length, 25);
  assert_equals(DOMException.DATA_CLONE_ERR, 25);
  const e = new DOMException("m", "DataCloneError");
  assert_equals(e.name, "DataCloneError"); assert_equals(e.message, "m"); assert_equals(e.code, 25);
  assert_true(e instanceof Error);
  assert_throws_js(TypeError, () => DOMException.prototype.name);
  assert_true(Object.keys(DOMException.prototype).includes("code"));
  assert_throws_dom("DataCloneError", () => { throw new DOMException("x", "DataCloneError"); });
  assert_throws_dom("DATA_CLONE_ERR", () => { throw new DOMException("x", "DataCloneError"); });
}, "DOMException");
test(() => { assert_throws_dom("DataCloneError", () => { throw new DOMException("x", "SyntaxError"); }); }, "assert_throws_dom checks the name");
test(() => { new URLSearchParams(); }, "uses a class the implementation lacks");
test(() => { undefinedThing(); }, "other ReferenceErrors fail");
test(() => { assert_throws_js(TypeError, () => new URLSearchParams("?a")); }, "a missing class inside assert_throws_js is not applicable either");
test(() => assert_true(true));
test(() => {
  assert_true(true);
});
test(() => {
  assert_true(true);
});
test(() => { assert_true(true); }, "dup");
test(() => { assert_true(false); }, "dup");
test(function() { assert_equals(this.name, "this is the test"); }, "this is the test");
test(() => Promise.resolve(), "test() returning a promise fails");
test((t) => { t.add_cleanup(() => { throw new Error("cleanup"); }); }, "a throwing cleanup fails the test");

const order = [];
promise_test(() => fetch("resources/data.json").then((r) => r.json()).then((d) => {
  order.push("first");
  assert_equals(d.x, 1);
  test(() => { assert_true(Array.isArray(d.list)); }, "registered inside a promise test");
}), "fetch is relative to the test file");
promise_test(async () => {
  const text = await (await fetch("/common/helper.js")).text();
  order.push("second");
  assert_true(text.includes("helperLoaded"));
}, "fetch of /common/... is relative to the WPT root");
promise_test(() => fetch("../../outside.json"), "fetch outside the WPT folder rejects");
promise_test(() => fetch("resources/missing.json"), "fetch of a missing file rejects");
promise_test(() => 42, "promise_test body must return a thenable");
promise_test(() => Promise.resolve().then(() => { assert_array_equals(order, ["first", "second"]); }), "promise tests run in order");
promise_test(() => Promise.reject(new TypeError("rejected")), "a rejection fails");

throw new Error("top-level error after registering tests");
`;

const EXPECTED: Record<string, 'pass' | 'fail' | 'na'> = {
  pass: 'pass',
  'SameValue: NaN equals NaN, 0 and -0 differ': 'pass',
  'assert_equals(-0, 0) fails': 'fail',
  'assert_equals type mismatch fails': 'fail',
  'format_value escapes controls and lone surrogates': 'fail',
  'implementation realm TypeError is accepted': 'pass',
  'own realm TypeError is accepted': 'pass',
  'implementation TypeError is not a RangeError': 'fail',
  'an Error named TypeError is not a TypeError': 'fail',
  'assert_throws_js fails when nothing is thrown': 'fail',
  'assert_throws_js fails on a non-object': 'fail',
  assert_throws_exactly: 'pass',
  'assert_array_equals passes': 'pass',
  'assert_array_equals lengths differ': 'fail',
  'assert_array_equals element differs': 'fail',
  'assert_object_equals passes': 'pass',
  'assert_object_equals missing property': 'fail',
  'assert_object_equals unexpected property': 'fail',
  'assert_unreached fails': 'fail',
  'assert_implements fails': 'fail',
  'a thrown error fails the test': 'fail',
  'assert_true is strict': 'fail',
  'assert_false is strict': 'fail',
  'META scripts load first, absolute and relative': 'pass',
  'browser stand-ins': 'pass',
  'no host globals in the context': 'pass',
  DOMException: 'pass',
  'assert_throws_dom checks the name': 'fail',
  'uses a class the implementation lacks': 'na',
  'other ReferenceErrors fail': 'fail',
  'a missing class inside assert_throws_js is not applicable either': 'na',
  'assert_true(true)': 'pass',
  'Probe title': 'pass',
  'Probe title 1': 'pass',
  dup: 'pass',
  'dup [#2]': 'fail',
  'this is the test': 'pass',
  'test() returning a promise fails': 'fail',
  'a throwing cleanup fails the test': 'fail',
  'Harness status': 'fail',
  'fetch is relative to the test file': 'pass',
  'registered inside a promise test': 'pass',
  'fetch of /common/... is relative to the WPT root': 'pass',
  'fetch outside the WPT folder rejects': 'fail',
  'fetch of a missing file rejects': 'fail',
  'promise_test body must return a thenable': 'fail',
  'promise tests run in order': 'pass',
  'a rejection fails': 'fail',
};

describe('the testharness shim (probe .any.js files)', () => {
  let result: SuiteResult;
  const statuses = new Map<string, string>();
  const messages = new Map<string, string>();
  beforeAll(async () => {
    const dir = wptFolder({
      'common/helper.js': 'self.helperLoaded = true;\n',
      'url/resources/local-helper.js': 'self.localHelperLoaded = true;\n',
      'url/resources/data.json': '{ "x": 1, "list": [] }',
      'url/probe.any.js': PROBE.replace(
        '// META: timeout=long',
        '// META: timeout=long\n// META: title=Probe title',
      ),
    });
    const [probe] = await runSuites({ URL: ProbeURL }, { wptDir: dir, suites: ['url/probe.any.js'] });
    assert(probe);
    result = probe;
    for (const f of result.failures) {
      statuses.set(f.name, 'fail');
      messages.set(f.name, f.message);
    }
    for (const n of result.notApplicable) {
      statuses.set(n.name, 'na');
      messages.set(n.name, n.reason);
    }
    const all = Object.keys(EXPECTED);
    for (const name of all) if (!statuses.has(name)) statuses.set(name, 'pass');
  });

  test('every probe has the expected outcome, and nothing else ran', () => {
    expect(result.total + result.notApplicable.length).toBe(Object.keys(EXPECTED).length);
    expect(Object.fromEntries(statuses)).toEqual(EXPECTED);
    expect(result.passed).toBe(Object.values(EXPECTED).filter((s) => s === 'pass').length);
  });

  test('assertion messages follow testharness.js', () => {
    expect(messages.get('assert_equals(-0, 0) fails')).toBe('assert_equals: expected 0 but got -0');
    expect(messages.get('assert_equals type mismatch fails')).toBe(
      'assert_equals: desc expected (number) 1 but got (string) "1"',
    );
    expect(messages.get('format_value escapes controls and lone surrogates')).toBe(
      'assert_equals: expected "x" but got "a\\u0000\\uD800b"',
    );
    expect(messages.get('implementation TypeError is not a RangeError')).toMatch(
      /threw object "TypeError: Invalid URL: bad" \("TypeError"\) expected instance of function "function RangeError\(\) \{ \[native code\] \}" \("RangeError"\)$/,
    );
    expect(messages.get('assert_throws_js fails when nothing is thrown')).toMatch(
      /^assert_throws_js: function ".*" did not throw$/,
    );
    expect(messages.get('assert_array_equals lengths differ')).toBe(
      'assert_array_equals: lengths differ, expected array [1, 2, 3] length 3, got [1, 2] length 2',
    );
    expect(messages.get('assert_array_equals element differs')).toBe(
      'assert_array_equals: expected property 1 to be 0 but got -0 (expected array [1, 0] got [1, -0])',
    );
    expect(messages.get('assert_object_equals missing property')).toBe(
      'assert_object_equals: expected property "b" missing',
    );
    expect(messages.get('assert_object_equals unexpected property')).toBe(
      'assert_object_equals: unexpected property "z"',
    );
    expect(messages.get('a thrown error fails the test')).toBe('RangeError: boom');
    expect(messages.get('uses a class the implementation lacks')).toBe(
      'needs URLSearchParams, which the implementation does not provide',
    );
    expect(messages.get('other ReferenceErrors fail')).toBe('ReferenceError: undefinedThing is not defined');
    expect(messages.get('Harness status')).toBe('Error: top-level error after registering tests');
    expect(messages.get('fetch outside the WPT folder rejects')).toMatch(
      /^TypeError: fetch\("\.\.\/\.\.\/outside\.json"\) failed: .* is outside /,
    );
    expect(messages.get('promise_test body must return a thenable')).toBe(
      "promise_test: test body must return a 'thenable' object (received 42)",
    );
    expect(messages.get('a rejection fails')).toBe('TypeError: rejected');
  });
});

describe('the vm context', () => {
  test('holds only the intrinsics plus what the runner puts there', () => {
    const impl = { URL: ProbeURL };
    const { context, global } = createTestContext(impl, () => '');
    const fresh = vm.runInContext('Object.getOwnPropertyNames(globalThis)', vm.createContext({})) as string[];
    const added = (Object.getOwnPropertyNames(global) as string[]).filter((n) => !fresh.includes(n)).sort();
    expect(added).toEqual(['DOMException', 'GLOBAL', 'URL', 'fetch', 'location', 'self'].sort());
    expect(Object.getOwnPropertyNames(global)).not.toContain('console');
    expect(global.URL).toBe(ProbeURL);
    // A fresh realm: its own Object, Array, TypeError.
    expect(vm.runInContext('Object', context)).not.toBe(Object);
    expect(vm.runInContext('Array', context)).not.toBe(Array);
    expect(vm.runInContext('TypeError', context)).not.toBe(TypeError);
    expect(vm.runInContext('[] instanceof Array', context)).toBe(true);
    expect(vm.runInContext('typeof process + typeof require + typeof setTimeout', context)).toBe(
      'undefinedundefinedundefined',
    );
  });

  test("the host's own URL classes never leak in", () => {
    const { global } = createTestContext({}, () => '');
    expect(global.URL).toBeUndefined();
    expect(global.URLSearchParams).toBeUndefined();
    expect(global.URLPattern).toBeUndefined();
  });
});
