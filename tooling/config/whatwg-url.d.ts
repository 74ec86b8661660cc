// The one type declaration of whatwg-url (the reference implementation, a dev dependency; it ships
// no types) for every test program in the repository: each test tsconfig.json includes this file.
// Only what the tests use, typed as whatwg-url 17.3.0 documents it.
declare module 'whatwg-url' {
  /** A URL record (https://url.spec.whatwg.org/#concept-url). */
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
  /** The URL class (https://url.spec.whatwg.org/#url-class); tests subclass it, so its attributes are accessors. */
  export class URL {
    constructor(url: string, base?: string | URL);
    static parse(url: string, base?: string | URL): URL | null;
    static canParse(url: string, base?: string | URL): boolean;
    get href(): string;
    set href(value: string);
    get origin(): string;
    get protocol(): string;
    set protocol(value: string);
    get username(): string;
    set username(value: string);
    get password(): string;
    set password(value: string);
    get host(): string;
    set host(value: string);
    get hostname(): string;
    set hostname(value: string);
    get port(): string;
    set port(value: string);
    get pathname(): string;
    set pathname(value: string);
    get search(): string;
    set search(value: string);
    get searchParams(): URLSearchParams;
    get hash(): string;
    set hash(value: string);
    toJSON(): string;
    toString(): string;
  }
  export const URLSearchParams: typeof globalThis.URLSearchParams;
  export type URLSearchParams = globalThis.URLSearchParams;
  export function basicURLParse(
    input: string,
    options?: { baseURL?: URLRecord | null; url?: URLRecord; stateOverride?: string },
  ): URLRecord | null;
  export function parseURLWithValidationErrors(
    input: string,
    options?: { baseURL?: URLRecord | null },
  ): { url: URLRecord | null; validationErrors: string[] };
  export function serializeURL(url: URLRecord, excludeFragment?: boolean): string;
  export function serializePath(url: URLRecord): string;
  export function serializeHost(host: string | number | number[]): string;
  export function setTheUsername(url: URLRecord, username: string): void;
  export function setThePassword(url: URLRecord, password: string): void;
}
