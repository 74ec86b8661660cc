import { VALIDATION_ERRORS } from '@url/parser';
import { describe, expect, it } from 'vitest';
import { ENCODE_SET_NAMES, encodeValue, inspect } from '../src/index';
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
    // inherited property names are not validation errors
    expect(describeValidationError('toString')).toBe('toString');
    expect(describeValidationError('__proto__')).toBe('__proto__');
  });

  it('describes every name of the table, IPv4-non-ASCII-input (whatwg/url#925) included', () => {
    for (const [type, description] of Object.entries(VALIDATION_ERRORS)) {
      expect(describeValidationError(type)).toBe(description);
      expect(description).not.toBe(type);
    }
    expect(describeValidationError('IPv4-non-ASCII-input')).toMatch(/not an ASCII string/);
  });

  it('the inspector explains IPv4-non-ASCII-input for the three examples of the issue', () => {
    for (const input of ['https://①.②.③.④', 'http://１２７.0.0.1/', 'http://127。0。0。1/']) {
      const r = inspect(input);
      expect(r.ok, input).toBe(true);
      expect(
        r.validationErrors.map((e) => [e.type, e.description]),
        input,
      ).toEqual([['IPv4-non-ASCII-input', VALIDATION_ERRORS['IPv4-non-ASCII-input']]]);
    }
  });
});
