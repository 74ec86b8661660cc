/**
 * A URL stack: the basic URL parser bound to a host parser, and the `URL` class (url-class.ts) on
 * top of it. This module only wires the layers together.
 * `createURLParser()` is how `./core` users build one (with or without IDNA); the root entry builds
 * one with tr46.
 * @module
 */

import { createHostParser, type IDNA } from '@url/host/core';
import { runBasicURLParser, stateNumber } from './basic-url-parser';
import { readBase, readBasicURLParseOptions } from './options';
import type {
  BasicURLParseOptions,
  HostParser,
  Origin,
  URLBase,
  URLFastPath,
  URLRecord,
  ValidationError,
  ValidationErrorReporter,
} from './types';
import { createURLClass, type URLConstructor } from './url-class';
import { originWith } from './url-record';

/** Options of {@link createURLParser}. */
export interface URLParserOptions {
  /** The host parser to use (from `@url/host` or `@url/host/core`'s `createHostParser`). */
  host?: HostParser | undefined;
  /**
   * Unicode ToASCII/ToUnicode for the host parser, when `host` is not given. Without either, a
   * domain that is not ASCII fails to parse (ASCII domains never need IDNA).
   */
  idna?: IDNA | undefined;
  /**
   * The longest input, in UTF-16 code units, that the parser accepts (default: no limit). A longer
   * input (or base) fails: `basicURLParse` returns null, `new URL` throws a TypeError.
   */
  maxInputLength?: number | undefined;
  /**
   * A validation error reporter attached to every parse of this stack (the `URL` class and its
   * setters included), e.g. for a linter. With one, the fast paths are skipped.
   */
  report?: ValidationErrorReporter | undefined;
  /**
   * The fast path layer: `urlFastPath` from `@url/parser/fast-path` (the root entry's stack has it).
   * Without it (or with `false`), every parse runs through the state machine: the same results,
   * slower on input already in serialized form, and about 2 KB less min+gzip in a bundle.
   */
  fastPath?: URLFastPath | false | undefined;
}

export type { URL, URLConstructor } from './url-class';

/** What {@link createBasicURLParser} returns. */
export interface BasicURLParser {
  /** The basic URL parser: https://url.spec.whatwg.org/#concept-basic-url-parser */
  basicURLParse(input: string, options?: BasicURLParseOptions): URLRecord | null;
  /**
   * The URL parser (https://url.spec.whatwg.org/#concept-url-parser) without blob URL entries:
   * `input` against `base` (a URL record, a string that is parsed first, or null; whatwg-url's
   * `{ baseURL }` is read too, anything else is a TypeError).
   */
  parseURL(input: string, base?: URLBase): URLRecord | null;
  /** {@link URLParser.parseURL}, collecting the validation errors in `input` with their indices. */
  parseURLWithValidationErrors(
    input: string,
    base?: URLBase,
  ): { url: URLRecord | null; errors: ValidationError[] };
  /** The origin of a URL record: https://url.spec.whatwg.org/#concept-url-origin */
  origin(url: URLRecord): Origin;
  /** The host parser this stack uses. */
  hostParser: HostParser;
}

/** What {@link createURLParser} returns. */
export interface URLParser extends BasicURLParser {
  /** The `URL` class of this stack. */
  URL: URLConstructor;
}

/** The stack's fast path layer: none when off, or when a reporter must see every parse. */
function fastPathOf(options: URLParserOptions): URLFastPath | undefined {
  const fast = options.fastPath;
  if (fast !== undefined && fast !== false && typeof fast?.parseCanonical !== 'function') {
    throw new TypeError(
      `fastPath must be urlFastPath (from @url/parser/fast-path) or false, got ${String(fast)}`,
    );
  }
  return fast && options.report === undefined ? fast : undefined;
}

/**
 * Creates the record half of a URL stack: the basic URL parser
 * (https://url.spec.whatwg.org/#concept-basic-url-parser) bound to a host parser, without the
 * `URL` class (nor `URLSearchParams`): for code that only needs URL records and `serializeURL`.
 * Takes the same options as {@link createURLParser}.
 */
export function createBasicURLParser(options: URLParserOptions = {}): BasicURLParser {
  const hosts: HostParser =
    options.host ?? createHostParser(options.idna === undefined ? undefined : { idna: options.idna });
  const stackReport = options.report;
  const fast = fastPathOf(options);
  const maxLength = options.maxInputLength ?? Number.POSITIVE_INFINITY;
  if (typeof maxLength !== 'number' || Number.isNaN(maxLength) || maxLength < 0) {
    throw new TypeError(`maxInputLength must be a non-negative number, got ${String(maxLength)}`);
  }
  function basicURLParse(input: string, opts?: BasicURLParseOptions): URLRecord | null {
    input = `${input}`;
    // whatwg-url's option names are read too; anything unknown is a TypeError (options.ts)
    if (opts !== undefined) opts = readBasicURLParseOptions('basicURLParse', opts);
    if (input.length > maxLength) return null;
    if (
      opts === undefined ||
      (opts.url === undefined &&
        opts.base == null &&
        opts.report === undefined &&
        opts.observer === undefined)
    ) {
      if (opts?.stateOverride === undefined) {
        // Input already in serialized form: the record straight from the fast path's offsets.
        if (fast) {
          const url = fast.parseCanonicalRecord(input, hosts);
          if (url !== null) return url;
        }
        return runBasicURLParser(input, null, null, 0, stackReport, hosts);
      }
    }
    const report = opts.report ?? stackReport;
    return runBasicURLParser(
      input,
      opts.base ?? null,
      opts.url ?? null,
      stateNumber(opts.stateOverride),
      report,
      hosts,
      false,
      opts.observer,
    );
  }

  function parseURL(input: string, base?: URLBase, report = stackReport): URLRecord | null {
    input = `${input}`;
    // also whatwg-url's { baseURL }; anything else is a TypeError (options.ts)
    base = readBase('parseURL', base);
    let baseRecord: URLRecord | null = null;
    if (typeof base === 'string') {
      if (base.length > maxLength) return null;
      baseRecord = runBasicURLParser(base, null, null, 0, stackReport, hosts);
      if (baseRecord === null) return null;
    } else if (base != null) {
      baseRecord = base;
    }
    if (input.length > maxLength) return null;
    return runBasicURLParser(input, baseRecord, null, 0, report, hosts);
  }

  function parseURLWithValidationErrors(
    input: string,
    base?: URLBase,
  ): { url: URLRecord | null; errors: ValidationError[] } {
    const errors: ValidationError[] = [];
    const url = parseURL(input, base, (type, index) => {
      errors.push({ type, index });
    });
    return { url, errors };
  }

  const parseForOrigin = (input: string) => parseURL(input);

  return {
    basicURLParse,
    parseURL: (input, base) => parseURL(input, base),
    parseURLWithValidationErrors,
    origin: (url) => originWith(url, parseForOrigin),
    hostParser: hosts,
  };
}

/**
 * Creates a URL stack: the basic URL parser bound to a host parser, and a `URL` class
 * (https://url.spec.whatwg.org/#url-class) using it.
 */
export function createURLParser(options: URLParserOptions = {}): URLParser {
  const basic = createBasicURLParser(options);
  const URL = createURLClass(
    basic.hostParser,
    basic.origin,
    options.report,
    fastPathOf(options),
    options.maxInputLength ?? Number.POSITIVE_INFINITY,
  );
  return { URL, ...basic };
}
