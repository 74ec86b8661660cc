// The URL record rebuilt from what the basic URL parser's observer reported: each component's span in
// the original input, with the spec's per-component transforms applied to the text there (tabs and
// newlines removed), and the components the observer says came from the base. The observer tests
// check that this gives the parser's own record: that is what keeps the spans honest.

import { parseHost } from '@url/host';
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  utf8PercentEncodeString,
} from '@url/percent';
import {
  defaultPort,
  isSpecialScheme,
  type PercentEncodeSetName,
  type URLParseEvent,
  type URLRecord,
} from '../src/index';

export const SETS: Record<PercentEncodeSetName, PercentEncodeSet> = {
  'C0 control': C0_CONTROL_PERCENT_ENCODE_SET,
  fragment: FRAGMENT_PERCENT_ENCODE_SET,
  query: QUERY_PERCENT_ENCODE_SET,
  'special-query': SPECIAL_QUERY_PERCENT_ENCODE_SET,
  path: PATH_PERCENT_ENCODE_SET,
  userinfo: USERINFO_PERCENT_ENCODE_SET,
};

/** The text of a span as the state machine saw it (tabs and newlines removed). */
export const textOf = (input: string, e: { start: number; end: number }): string =>
  input.slice(e.start, e.end).replace(/[\t\n\r]/g, '');

export function recordFromEvents(input: string, base: URLRecord | null, events: URLParseEvent[]): URLRecord {
  const url: URLRecord = {
    scheme: '',
    username: '',
    password: '',
    host: null,
    port: null,
    path: [],
    query: null,
    fragment: null,
  };
  let special = false;
  const path = () => url.path as string[];
  for (const e of events) {
    switch (e.type) {
      case 'component': {
        const text = textOf(input, e);
        switch (e.component) {
          case 'scheme':
            url.scheme = text.toLowerCase();
            special = isSpecialScheme(url.scheme);
            break;
          case 'username':
            url.username = utf8PercentEncodeString(text, USERINFO_PERCENT_ENCODE_SET);
            break;
          case 'password':
            url.password = utf8PercentEncodeString(text, USERINFO_PERCENT_ENCODE_SET);
            break;
          case 'host':
            url.host = text === '' ? '' : parseHost(text, !special);
            break;
          case 'port':
            if (text !== '') url.port = Number(text) === defaultPort(url.scheme) ? null : Number(text);
            break;
          case 'path-segment':
            path().push(utf8PercentEncodeString(text, PATH_PERCENT_ENCODE_SET));
            break;
          case 'opaque-path':
            url.path = utf8PercentEncodeString(text, C0_CONTROL_PERCENT_ENCODE_SET);
            break;
          case 'query':
            url.query = utf8PercentEncodeString(
              text,
              special ? SPECIAL_QUERY_PERCENT_ENCODE_SET : QUERY_PERCENT_ENCODE_SET,
            );
            break;
          case 'fragment':
            url.fragment = utf8PercentEncodeString(text, FRAGMENT_PERCENT_ENCODE_SET);
            break;
        }
        break;
      }
      case 'from-base': {
        const b = base!;
        if (e.component === 'scheme') {
          url.scheme = b.scheme;
          special = isSpecialScheme(b.scheme);
        } else if (e.component === 'path') {
          url.path = typeof b.path === 'string' ? b.path : [...b.path];
        } else {
          (url as unknown as Record<string, unknown>)[e.component] = b[e.component];
        }
        break;
      }
      case 'path-shortened':
        path().pop();
        break;
      case 'Windows-drive-letter-normalized': {
        const p = path();
        const last = p.pop();
        if (last === undefined) throw new Error('a drive letter normalized in an empty path');
        p.push(`${last.charAt(0)}:`);
        break;
      }
      case 'Windows-drive-letter-from-base':
        {
          const first = (base!.path as string[])[0];
          if (first === undefined) throw new Error('a drive letter from an empty base path');
          path().push(first);
        }
        break;
      case 'base-path-dropped':
        url.path = [];
        break;
      case 'localhost-removed':
        url.host = '';
        break;
      case 'opaque-path-space-encoded':
        url.path = `${(url.path as string).slice(0, -1)}%20`;
        break;
      default:
        break;
    }
  }
  return url;
}
