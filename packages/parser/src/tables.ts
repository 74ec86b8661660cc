/**
 * Code unit lookup tables shared by the state machine and the fast paths (ASCII only; 128 entries).
 * @module
 */

function table(fill: (t: Uint8Array) => void): Uint8Array {
  const t = new Uint8Array(128);
  fill(t);
  return t;
}

function set(t: Uint8Array, chars: string, value = 1): void {
  for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)] = value;
}

function alnum(t: Uint8Array, value = 1): void {
  t.fill(value, 0x30, 0x3a);
  t.fill(value, 0x41, 0x5b);
  t.fill(value, 0x61, 0x7b);
}

/** ASCII alphanumeric, U+002B (+), U+002D (-), U+002E (.): the code points of a scheme after its first. */
export const SCHEME_CHAR: Uint8Array = /* @__PURE__ */ table((t) => {
  alnum(t);
  set(t, '+-.');
});

/**
 * Code units that a domain keeps as they are (1), or that only need lower-casing (2), when the whole
 * domain is ASCII without U+0025 (%): everything from U+0021 to U+007E except the forbidden domain
 * code points (https://url.spec.whatwg.org/#forbidden-domain-code-point). For such a domain the
 * domain parser returns the input lowercased ("If domain is an ASCII string, then set result to
 * domain, lowercased.").
 */
export const DOMAIN_CHAR: Uint8Array = /* @__PURE__ */ table((t) => {
  t.fill(1, 0x21, 0x7f);
  set(t, '#/:<>?@[\\]^|%', 0);
  t.fill(2, 0x41, 0x5b);
});

/**
 * Code units that an opaque host keeps as they are: U+0021 to U+007E except the forbidden host code
 * points (https://url.spec.whatwg.org/#forbidden-host-code-point). U+0025 (%) is kept too (only a
 * validation error when not followed by two hex digits).
 */
export const OPAQUE_HOST_CHAR: Uint8Array = /* @__PURE__ */ table((t) => {
  t.fill(1, 0x21, 0x7f);
  set(t, '#/:<>?@[\\]^|', 0);
});
