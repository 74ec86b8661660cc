// The built-ins matching depends on, captured when the module loads, so that page code that later
// replaces RegExp.prototype.exec (or Symbol.match, Symbol.replace, Symbol.split, String.prototype
// methods) cannot change what a URLPattern matches. The standard matches with RegExpBuiltinExec
// (https://urlpattern.spec.whatwg.org/#create-a-component-match-result: "Let execResult be the
// result of running RegExpBuiltinExec(regular expression, input)"), not with whatever `exec` is.

/** The RegExp constructor as it was at load. */
export const NativeRegExp: RegExpConstructor = RegExp;

const regexpProto = RegExp.prototype;
const nativeExecFn = regexpProto.exec;
const nativeTestFn = regexpProto.test;
const apply = Reflect.apply;

/**
 * RegExpBuiltinExec(re, s): the built-in exec, whatever RegExp.prototype.exec is now. Not a spec
 * algorithm of this package: it is https://tc39.es/ecma262/#sec-regexpbuiltinexec.
 */
export function regexpExec(re: RegExp, s: string): RegExpExecArray | null {
  // When nothing was replaced, the ordinary call is V8's fast path.
  if (regexpProto.exec === nativeExecFn) return re.exec(s);
  return apply(nativeExecFn, re, [s]) as RegExpExecArray | null;
}

/** `regexpExec(re, s) !== null` (https://tc39.es/ecma262/#sec-regexpbuiltinexec), without the array when it can. */
export function regexpTest(re: RegExp, s: string): boolean {
  if (regexpProto.exec === nativeExecFn && regexpProto.test === nativeTestFn) return re.test(s);
  return apply(nativeExecFn, re, [s]) !== null;
}

/** String.fromCodePoint as it was at load. */
export const fromCodePoint: (c: number) => string = String.fromCodePoint;
