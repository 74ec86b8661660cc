/**
 * Receives validation errors: `type` is the URL Standard's error name, verbatim (for example
 * `"IPv4-non-decimal-part"`), `index` the position in the string given to the parser where it arose.
 * https://url.spec.whatwg.org/#validation-error
 */
export type ValidationErrorReporter = (type: string, index: number) => void;
