import { describe, expect, it } from 'vitest';
import { inspect } from '../src/index';
import { applyChanges, corpus } from './helpers';

// The benchmark corpora's URL lists: real URLs from crawls, phishing feeds and file trees
const FILES = ['kasztp.txt', 'userbait.txt', 'isaacs_files.txt', 'node_files.txt'];

describe('on the URL corpora', () => {
  it.each(FILES)('%s: canonical URLs get no changes, the others get changes that rebuild href', (file) => {
    const lines = corpus(file);
    expect(lines.length).toBeGreaterThan(5000);
    let canonical = 0;
    let changed = 0;
    const wrong: unknown[] = [];
    for (const line of lines) {
      const r = inspect(line);
      if (!r.ok) continue;
      const href = r.parts!.href;
      if (href === line) {
        canonical++;
        if (r.changes.length > 0) wrong.push({ line, changes: r.changes });
      } else {
        changed++;
        if (r.changes.length === 0 || applyChanges(line, r.changes) !== href)
          wrong.push({ line, href, changes: r.changes });
      }
      if (wrong.length > 10) break;
    }
    expect(wrong).toEqual([]);
    expect(canonical).toBeGreaterThan(1000);
    console.log(`${file}: ${canonical} canonical URLs with no changes, ${changed} changed URLs explained`);
  });
});
