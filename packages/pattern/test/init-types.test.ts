// URLPatternInit members that are undefined are not present (a Web IDL dictionary skips them), and
// the type says so: a project with exactOptionalPropertyTypes can pass a value that may be undefined.
import { describe, expect, it } from 'vitest';
import { URLPattern, type URLPatternInit } from '../src/index';

describe('URLPatternInit members that are undefined', () => {
  it('count as absent, in the type and at run time', () => {
    const given: { pathname?: string; hostname?: string } = { pathname: '/books/:id' };
    const init: URLPatternInit = { pathname: given.pathname, hostname: given.hostname, baseURL: undefined };
    const p = new URLPattern(init);
    expect(p.hostname).toBe('*');
    expect(p.pathname).toBe('/books/:id');
    expect(p.test({ pathname: '/books/1', hostname: 'example.com', search: undefined })).toBe(true);
    expect(p.exec({ pathname: '/books/1', hash: undefined })?.pathname.groups).toEqual({ id: '1' });
    expect(p.test({ pathname: '/films/1', search: undefined })).toBe(false);
  });
});
