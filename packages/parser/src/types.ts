/**
 * Types shared by the parser entries.
 * @module
 */

import type { Host, HostParser } from '@url/host/core';
import type { URLParserObserver } from './observer';
import type { ValidationErrorType } from './validation-errors';

export type { Host, HostParser };

/**
 * Called once per validation error: the spec's error name, and its index in the input string. A
 * function that takes any string (`(type: string, index: number) => void`) is one too.
 */
export type ValidationErrorReporter = (type: ValidationErrorType, index: number) => void;

/**
 * A URL record: https://url.spec.whatwg.org/#concept-url
 *
 * `path` is a list of URL path segments, or a single string when the URL has an opaque path.
 * `host` is a domain, opaque host or empty host (strings), an IPv4 address (a number) or an IPv6
 * address (its 8 pieces), or null.
 */
export interface URLRecord {
  scheme: string;
  username: string;
  password: string;
  host: Host | null;
  port: number | null;
  path: string[] | string;
  query: string | null;
  fragment: string | null;
}

/**
 * The basic URL parser's states (https://url.spec.whatwg.org/#concept-basic-url-parser), spelled as
 * the spec spells them; any of them can be given as a state override.
 */
export type StateOverride =
  | 'scheme start state'
  | 'scheme state'
  | 'no scheme state'
  | 'special relative or authority state'
  | 'path or authority state'
  | 'relative state'
  | 'relative slash state'
  | 'special authority slashes state'
  | 'special authority ignore slashes state'
  | 'authority state'
  | 'host state'
  | 'hostname state'
  | 'port state'
  | 'file state'
  | 'file slash state'
  | 'file host state'
  | 'path start state'
  | 'path state'
  | 'opaque path state'
  | 'query state'
  | 'fragment state';

/** whatwg-url's spelling of a state override: the spec's name without " state" (`'hostname'`). */
export type StateOverrideShortName = StateOverride extends `${infer Name} state` ? Name : never;

/**
 * The base of `parseURL` and `isValidURLString`: a URL record, a string (parsed first), null, or
 * whatwg-url's options object `{ baseURL }`.
 */
export type URLBase = URLRecord | string | null | { baseURL?: URLRecord | string | null | undefined };

/** Options of {@link basicURLParse}. Unknown keys are a TypeError. */
export interface BasicURLParseOptions {
  /** The base URL (a URL record), or null. */
  base?: URLRecord | null | undefined;
  /**
   * Called with each event of the parse: the span in `input` of every component read, which came
   * from the base, and what the spec's steps changed (an `URLParseEvent`). Never changes the
   * result; with one, the fast paths are skipped.
   */
  observer?: URLParserObserver | undefined;
  /** whatwg-url's name for `base` (passing both is a TypeError). */
  baseURL?: URLRecord | null | undefined;
  /** A URL record to modify in place (the spec's `url`); used together with `stateOverride`. */
  url?: URLRecord | undefined;
  /** The spec's state override: one of the parser's state names (whatwg-url's, without " state", too). */
  stateOverride?: StateOverride | StateOverrideShortName | undefined;
  /** Called for every validation error, with its index in `input`. Never changes the result. */
  report?: ValidationErrorReporter | undefined;
}

/** A validation error with the spec's name and its index in the input. */
export interface ValidationError {
  type: ValidationErrorType;
  index: number;
}

/**
 * An origin: https://html.spec.whatwg.org/multipage/browsers.html#concept-origin
 * A tuple origin, or an opaque origin (each opaque origin object is a new, distinct origin).
 */
export type Origin = TupleOrigin | OpaqueOrigin;

/** A tuple origin (scheme, host, port, domain). */
export interface TupleOrigin {
  type: 'tuple';
  scheme: string;
  host: Host;
  port: number | null;
  domain: string | null;
}

/** An opaque origin: an internal value that serializes to "null". */
export interface OpaqueOrigin {
  type: 'opaque';
}

/**
 * A URL as its serialization plus the offsets of its components (what the `URL` class keeps; see
 * `url-parts.ts` for where each offset points).
 */
export interface URLOffsets {
  href: string;
  schemeEnd: number;
  usernameEnd: number;
  hostStart: number;
  hostEnd: number;
  pathStart: number;
  queryStart: number;
  hashStart: number;
}

/**
 * A fast path layer for a URL stack (`urlFastPath` from `@url/parser/fast-path`): recognisers in front
 * of the basic URL parser's state machine that either answer exactly as the state machine followed by
 * the serializer would, or answer "don't know" (`false`, or null), and the state machine runs.
 */
export interface URLFastPath {
  /**
   * `input` without a base, when it is already in serialized form (but for a host `hosts` parses):
   * writes `out`, or returns false.
   */
  parseCanonical(input: string, out: URLOffsets, validateOnly?: boolean, hosts?: HostParser): boolean;
  /** `input` against the base in `base`, for the common relative references: writes `out`, or returns false. */
  parseRelativeCanonical(input: string, base: URLOffsets, out: URLOffsets): boolean;
  /** The URL record of `input` when `parseCanonical` accepts it, hosts typed by `hosts`; else null. */
  parseCanonicalRecord(input: string, hosts: HostParser): URLRecord | null;
}
