// compareComponent and generate against the upstream data (urlpattern-compare-test-data.json, 25
// cases; urlpattern-generate-test-data.json, 19 cases), plus group-name introspection.
import { describe, expect, it } from 'vitest';
import { URLPattern } from '../src/index';
import { readWptJSON } from './helpers/wpt';

interface CompareCase {
  component: string;
  left: any;
  right: any;
  expected: number;
}
interface GenerateCase {
  pattern: any;
  component: string;
  groups: Record<string, string>;
  expected: string | null;
}

const compareData = readWptJSON<CompareCase[]>('urlpattern/resources/urlpattern-compare-test-data.json');
const generateData = readWptJSON<GenerateCase[]>('urlpattern/resources/urlpattern-generate-test-data.json');

describe('URLPattern.compareComponent (urlpattern-compare-test-data.json)', () => {
  it('has the 25 upstream cases', () => expect(compareData.length).toBe(25));
  for (const c of compareData) {
    it(`${c.component}: ${JSON.stringify(c.left)} vs ${JSON.stringify(c.right)} = ${c.expected}`, () => {
      const left = new URLPattern(c.left);
      const right = new URLPattern(c.right);
      expect(URLPattern.compareComponent(c.component as any, left, right)).toBe(c.expected);
      // antisymmetric, and reflexive
      expect(URLPattern.compareComponent(c.component as any, right, left)).toBe(-c.expected || 0);
      expect(URLPattern.compareComponent(c.component as any, left, left)).toBe(0);
    });
  }
  it('accepts pattern inputs as well as URLPattern objects', () => {
    expect(URLPattern.compareComponent('pathname', { pathname: '/a' }, 'https://x/b')).toBe(-1);
  });
  it('rejects an unknown component', () => {
    expect(() => URLPattern.compareComponent('path' as any, {}, {})).toThrow(TypeError);
  });
  it('sorts routes most specific first', () => {
    const routes = ['/*', '/users/*', '/users/:id', '/users/me', '/users/:id/posts', '/:any'];
    const sorted = routes
      .map((r) => new URLPattern({ pathname: r }))
      .sort((a, b) => URLPattern.compareComponent('pathname', b, a))
      .map((p) => p.pathname);
    expect(sorted).toEqual(['/users/me', '/users/:id/posts', '/users/:id', '/users/*', '/:any', '/*']);
  });
});

describe('URLPattern#generate (urlpattern-generate-test-data.json)', () => {
  it('has the 19 upstream cases', () => expect(generateData.length).toBe(19));
  for (const c of generateData) {
    it(`${JSON.stringify(c.pattern)} ${c.component} ${JSON.stringify(c.groups)} → ${JSON.stringify(c.expected)}`, () => {
      const pattern = new URLPattern(c.pattern);
      if (c.expected === null) {
        expect(() => pattern.generate(c.component as any, c.groups)).toThrow(TypeError);
      } else {
        expect(pattern.generate(c.component as any, c.groups)).toBe(c.expected);
      }
    });
  }
  it('round-trips: a generated pathname matches its pattern with the same groups', () => {
    const p = new URLPattern({ pathname: '/users/:id/posts/:post' });
    const path = p.generate('pathname', { id: 'a b', post: 'é' });
    expect(path).toBe('/users/a%20b/posts/%C3%A9');
    expect(p.exec({ pathname: path })?.pathname.groups).toEqual({ id: 'a%20b', post: '%C3%A9' });
  });
  it('names what is wrong', () => {
    const p = new URLPattern({ pathname: '/:id' });
    expect(() => p.generate('pathname', {})).toThrow(/no value for the group "id"/);
    expect(() => p.generate('pathname', { id: 'a/b' })).toThrow(/contains "\/"/);
  });
});

describe('URLPattern#groupNames', () => {
  it('lists the group names of every component, in capture order', () => {
    const p = new URLPattern('https://:sub.example.com/users/:id/*');
    expect(p.groupNames).toEqual({
      protocol: [],
      username: ['0'],
      password: ['0'],
      hostname: ['sub'],
      port: [],
      pathname: ['id', '0'],
      search: ['0'],
      hash: ['0'],
    });
    expect(Object.isFrozen(p.groupNames)).toBe(true);
    expect(Object.isFrozen(p.groupNames.pathname)).toBe(true);
    expect(p.groupNames).toBe(p.groupNames);
  });
});
