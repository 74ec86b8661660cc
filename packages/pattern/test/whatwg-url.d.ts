// Types for whatwg-url, the reference URL parser the tests compare against (a root devDependency).
declare module 'whatwg-url' {
  export interface WhatwgURLRecord {
    scheme: string;
    username: string;
    password: string;
    host: string | number | number[] | null;
    port: number | null;
    path: string[] | string;
    query: string | null;
    fragment: string | null;
  }
  export function basicURLParse(
    input: string,
    options?: { baseURL?: WhatwgURLRecord | null; url?: WhatwgURLRecord; stateOverride?: string },
  ): WhatwgURLRecord | null;
  export function serializeURL(url: WhatwgURLRecord, excludeFragment?: boolean): string;
  export function serializePath(url: WhatwgURLRecord): string;
  export function serializeHost(host: string | number | number[]): string;
  export function setTheUsername(url: WhatwgURLRecord, username: string): void;
  export function setThePassword(url: WhatwgURLRecord, password: string): void;
}
