import { describe, expect, it } from 'vitest';
import { ENCODE_SET_NAMES, encodeValue } from '../src/index';
import { describeValidationError } from '../src/validation-errors';

describe('encodeValue', () => {
  it('encodes with every named set', () => {
    const got = Object.fromEntries(ENCODE_SET_NAMES.map((name) => [name, encodeValue("a b'#?/é", name)]));
    expect(got).toEqual({
      component: "a%20b'%23%3F%2F%C3%A9", // the component set leaves ' as is (as encodeURIComponent)
      form: 'a+b%27%23%3F%2F%C3%A9',
      userinfo: "a%20b'%23%3F%2F%C3%A9",
      path: "a%20b'%23%3F/%C3%A9",
      query: "a%20b'%23?/%C3%A9",
      'special-query': 'a%20b%27%23?/%C3%A9',
      fragment: "a%20b'#?/%C3%A9",
      'c0-control': "a b'#?/%C3%A9",
    });
  });

  it('throws a TypeError naming an unknown set, including inherited property names', () => {
    expect(() => encodeValue('x', 'nope')).toThrow(TypeError);
    expect(() => encodeValue('x', 'nope')).toThrow(
      'Unknown percent-encode set "nope"; use one of component, form',
    );
    expect(() => encodeValue('x', 'toString')).toThrow('Unknown percent-encode set "toString"');
  });
});

describe('describeValidationError', () => {
  it("gives the spec's description, or the type itself for an unknown type", () => {
    expect(describeValidationError('invalid-credentials')).toBe('The input includes credentials.');
    expect(describeValidationError('not-a-validation-error')).toBe('not-a-validation-error');
  });
});
