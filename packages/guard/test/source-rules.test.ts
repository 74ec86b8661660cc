// src/ uses no Node built-ins, no DOM or runtime URL classes, and no console.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const dir = new URL('../src/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));

describe('source rules', () => {
  test('there are sources', () => expect(files.length).toBeGreaterThan(2));
  for (const f of files) {
    test(f, () => {
      const text = readFileSync(new URL(f, dir), 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
      expect(text).not.toMatch(/from '(node:|fs|path|dns|net)/);
      expect(text).not.toMatch(/\bnew URL\(|\bURLSearchParams\b|\bTextEncoder\b|\bTextDecoder\b|\bconsole\./);
      expect(text).not.toMatch(/\bglobalThis\b|\bwindow\b|\bdocument\b/);
    });
  }
});
