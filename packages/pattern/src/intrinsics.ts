// The built-ins matching depends on, captured when the module loads, so that page code that later
// replaces RegExp.prototype.exec (or Symbol.match, Symbol.replace, Symbol.split, String.prototype
// methods) cannot change what a URLPattern matches. The standard matches with RegExpBuiltinExec
// (https://urlpattern.spec.whatwg.org/#create-a-component-match-result: "Let execResult be the
// result of running RegExpBuiltinExec(regular expression, input)"), not with whatever `exec` is.

/** The RegExp constructor as it was at load. */
export const NativeRegExp: RegExpConstructor = RegExp;

const regexpProto = RegExp.prototype;
const nativeExecFn = regexpProto.exec;
// The built-in exec and test as functions of (regexp, string): calling them does not look anything up.
const uncurry = Function.prototype.bind.bind(Function.prototype.call) as <A extends unknown[], R>(
  f: (...a: A) => R,
) => (self: unknown, ...a: A) => R;
const builtinExec = uncurry(nativeExecFn) as (re: RegExp, s: string) => RegExpExecArray | null;
const builtinTest = uncurry(regexpProto.test) as (re: RegExp, s: string) => boolean;

/**
 * RegExpBuiltinExec(re, s): the built-in exec, whatever RegExp.prototype.exec is now. Not a spec
 * algorithm of this package: it is https://tc39.es/ecma262/#sec-regexpbuiltinexec.
 */
export function regexpExec(re: RegExp, s: string): RegExpExecArray | null {
  return builtinExec(re, s);
}

/**
 * `regexpExec(re, s) !== null` (https://tc39.es/ecma262/#sec-regexpbuiltinexec), without the array
 * while RegExp.prototype.exec is the built-in (the built-in test reads it).
 */
export function regexpTest(re: RegExp, s: string): boolean {
  return regexpProto.exec === nativeExecFn ? builtinTest(re, s) : builtinExec(re, s) !== null;
}

/** String.fromCodePoint as it was at load. */
export const fromCodePoint: (c: number) => string = String.fromCodePoint;
