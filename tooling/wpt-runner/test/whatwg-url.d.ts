// whatwg-url ships no types; the runner's tests only pass its classes through as an Implementation.
declare module 'whatwg-url' {
  export const URL: any;
  export const URLSearchParams: any;
  export function basicURLParse(input: string, options?: { url?: unknown; stateOverride?: string }): any;
  export function serializeHost(host: unknown): string;
}
