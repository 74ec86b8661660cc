// whatwg-url ships no types; the little the tests use.
declare module 'whatwg-url' {
  export interface URLRecord {
    scheme: string;
    username: string;
    password: string;
    host: string | number | number[] | null;
    port: number | null;
    path: string[] | string;
    query: string | null;
    fragment: string | null;
  }
  export const URL: {
    new (
      url: string,
      base?: string,
    ): {
      href: string;
      origin: string;
      protocol: string;
      username: string;
      password: string;
      host: string;
      hostname: string;
      port: string;
      pathname: string;
      search: string;
      hash: string;
    };
  };
  export function basicURLParse(
    input: string,
    options?: { baseURL?: URLRecord | null; url?: URLRecord; stateOverride?: string },
  ): URLRecord | null;
  export function parseURLWithValidationErrors(
    input: string,
    options?: { baseURL?: URLRecord },
  ): { url: URLRecord | null; validationErrors: string[] };
  export function serializeURL(url: URLRecord, excludeFragment?: boolean): string;
  export function serializeHost(host: string | number | number[]): string;
}
