// whatwg-url ships no types; the parts the tests use.
declare module 'whatwg-url' {
  export const URLSearchParams: typeof globalThis.URLSearchParams;
  export const URL: typeof globalThis.URL;
}
