// '@url/pattern/safe-regexp' is an alias now: every regexp group runs on the linear-time machine
// with or without it, and importing it changes nothing.
import { describe, expect, it } from 'vitest';
import { URLPattern } from '../src/index';
import { installSafeRegExp } from '../src/safe-regexp';
import { urlPatternRecord } from '../src/url-pattern';

describe('@url/pattern/safe-regexp', () => {
  it('is a no-op alias', () => {
    expect(installSafeRegExp()).toBe(false);
    const slow = new URLPattern({ pathname: '/((?:a+)+)b' });
    expect(urlPatternRecord(slow).matchers[5]?.kind).toBe('vm');
    expect(slow.test({ pathname: `/${'a'.repeat(5000)}` })).toBe(false); // RegExp would take forever
    expect(slow.exec({ pathname: '/aaab' })?.pathname.groups).toEqual({ 0: 'aaa' });
  });
});
