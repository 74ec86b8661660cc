// A URL class written only from the spec's definitions over a URL record: basicURLParse (with url and
// state override for the setters), serializeURL, serializePath, the host serializer, origin. It is
// how the tests show that `basicURLParse` + `serializeURL` agree with the optimised `URL` class:
// both run every WPT suite.

import { serializeHost } from '@url/host';
import { toScalarValueString } from '@url/percent';
import { bindSearchParams, resetSearchParams, type URLSearchParams } from '@url/searchparams';
import {
  cannotHaveAUsernamePasswordPort,
  hasAnOpaquePath,
  origin,
  basicURLParse as rootBasicURLParse,
  serializeOrigin,
  serializePath,
  serializeURL,
  setThePassword,
  setTheUsername,
  type URLRecord,
} from '../src/index';

const usv = (value: unknown): string => toScalarValueString(`${value}`);

/**
 * Builds the class on a given basicURLParse (the root one, or one that attaches a validation error
 * reporter to every parse).
 */
export function createRecordURL(basicURLParse: typeof rootBasicURLParse) {
  function apiURLParser(url: string, base: string | undefined): URLRecord | null {
    let parsedBase: URLRecord | null = null;
    if (base !== undefined) {
      parsedBase = basicURLParse(base);
      if (parsedBase === null) return null;
    }
    return basicURLParse(url, { base: parsedBase });
  }

  class RecordURL {
    #url: URLRecord;
    #query: URLSearchParams;

    constructor(url: string, base?: string) {
      // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments passed.
      if (arguments.length === 0) throw new TypeError('1 argument required');
      const input = usv(url);
      const parsed = apiURLParser(input, base === undefined ? undefined : usv(base));
      if (parsed === null) throw new TypeError(`Invalid URL: ${input}`);
      this.#url = parsed;
      this.#query = bindSearchParams(parsed.query, {
        searchParamsUpdated: (params) => {
          const serialized = params.toString();
          this.#url.query = serialized === '' ? null : serialized;
        },
      });
    }

    static parse(url: string, base?: string): RecordURL | null {
      try {
        // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments passed.
        return arguments.length < 2 ? new RecordURL(url) : new RecordURL(url, base);
      } catch {
        return null;
      }
    }

    static canParse(url: string, base?: string): boolean {
      return apiURLParser(usv(url), base === undefined ? undefined : usv(base)) !== null;
    }

    get href(): string {
      return serializeURL(this.#url);
    }
    set href(value: string) {
      const parsed = basicURLParse(usv(value));
      if (parsed === null) throw new TypeError(`Invalid URL: ${value}`);
      this.#url = parsed;
      resetSearchParams(this.#query, parsed.query);
    }
    get origin(): string {
      return serializeOrigin(origin(this.#url));
    }
    get protocol(): string {
      return `${this.#url.scheme}:`;
    }
    set protocol(value: string) {
      basicURLParse(`${usv(value)}:`, { url: this.#url, stateOverride: 'scheme start state' });
    }
    get username(): string {
      return this.#url.username;
    }
    set username(value: string) {
      if (cannotHaveAUsernamePasswordPort(this.#url)) return;
      setTheUsername(this.#url, usv(value));
    }
    get password(): string {
      return this.#url.password;
    }
    set password(value: string) {
      if (cannotHaveAUsernamePasswordPort(this.#url)) return;
      setThePassword(this.#url, usv(value));
    }
    get host(): string {
      const url = this.#url;
      if (url.host === null) return '';
      if (url.port === null) return serializeHost(url.host);
      return `${serializeHost(url.host)}:${url.port}`;
    }
    set host(value: string) {
      if (hasAnOpaquePath(this.#url)) return;
      basicURLParse(usv(value), { url: this.#url, stateOverride: 'host state' });
    }
    get hostname(): string {
      return this.#url.host === null ? '' : serializeHost(this.#url.host);
    }
    set hostname(value: string) {
      if (hasAnOpaquePath(this.#url)) return;
      basicURLParse(usv(value), { url: this.#url, stateOverride: 'hostname state' });
    }
    get port(): string {
      return this.#url.port === null ? '' : String(this.#url.port);
    }
    set port(value: string) {
      const v = usv(value);
      if (cannotHaveAUsernamePasswordPort(this.#url)) return;
      if (v === '') this.#url.port = null;
      else basicURLParse(v, { url: this.#url, stateOverride: 'port state' });
    }
    get pathname(): string {
      return serializePath(this.#url);
    }
    set pathname(value: string) {
      if (hasAnOpaquePath(this.#url)) return;
      this.#url.path = [];
      basicURLParse(usv(value), { url: this.#url, stateOverride: 'path start state' });
    }
    get search(): string {
      const query = this.#url.query;
      return query === null || query === '' ? '' : `?${query}`;
    }
    set search(value: string) {
      const v = usv(value);
      const url = this.#url;
      if (v === '') {
        url.query = null;
        resetSearchParams(this.#query, null);
        return;
      }
      const input = v[0] === '?' ? v.slice(1) : v;
      url.query = '';
      basicURLParse(input, { url, stateOverride: 'query state' });
      resetSearchParams(this.#query, input);
    }
    get searchParams(): URLSearchParams {
      return this.#query;
    }
    get hash(): string {
      const fragment = this.#url.fragment;
      return fragment === null || fragment === '' ? '' : `#${fragment}`;
    }
    set hash(value: string) {
      const v = usv(value);
      if (v === '') {
        this.#url.fragment = null;
        return;
      }
      this.#url.fragment = '';
      basicURLParse(v[0] === '#' ? v.slice(1) : v, { url: this.#url, stateOverride: 'fragment state' });
    }
    toJSON(): string {
      return this.href;
    }
    toString(): string {
      return this.href;
    }
  }

  Object.defineProperty(RecordURL.prototype, Symbol.toStringTag, { value: 'URL', configurable: true });
  return RecordURL;
}

export const RecordURL = createRecordURL(rootBasicURLParse);
