// ipaddr.js 2.5.0's own test file, run unmodified against @url/ipaddr/ipaddr.js. The file
// (test/third_party/ipaddr.js/test/ipaddr.test.js, upstream commit and git blob id in the MANIFEST.json
// beside it) is CommonJS for `node --test`: it is evaluated as Node evaluates a CommonJS module, with
// a `require` that answers `../lib/ipaddr` with this package's entry, `node:test` with vitest's
// `describe`/`it` (so every upstream test is a vitest test) and `node:assert` with Node's own.
// The same file also runs against the ipaddr.js 2.5.0 package itself, as a control of the harness.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import ours from '../src/ipaddr-js';

const dir = fileURLToPath(new URL('./third_party/ipaddr.js/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dir}MANIFEST.json`, 'utf8')) as {
  commit: string;
  files: { path: string; blob: string }[];
};
const gitBlob = (buf: Buffer) => createHash('sha1').update(`blob ${buf.length}\0`).update(buf).digest('hex');

function loadUpstream(path: string): string {
  const entry = manifest.files.find((f) => f.path === path);
  if (entry === undefined) throw new Error(`MANIFEST.json has no entry for ${path}`);
  const file = `${dir}${path}`;
  const buf = existsSync(file) ? readFileSync(file) : null;
  if (buf === null || gitBlob(buf) !== entry.blob) {
    throw new Error(
      `${file} is ${buf === null ? 'missing' : 'not the pinned upstream file'} (want git blob ${entry.blob} ` +
        `of whitequark/ipaddr.js at ${manifest.commit}): run \`node tooling/scripts/sync-data.mjs\` at the ` +
        'repository root (with IPADDRJS_DIR set to a checkout of ipaddr.js at that commit, or with access ' +
        'to raw.githubusercontent.com), or restore it with `git checkout -- packages/ipaddr/test/third_party`',
    );
  }
  return buf.toString('utf8');
}

const source = loadUpstream('test/ipaddr.test.js');
const nodeRequire = createRequire(import.meta.url);

/**
 * Evaluates the CommonJS test file with `../lib/ipaddr` redirected to `lib`. The returned counter
 * holds how many `it`s it declared, once vitest has collected the upstream `describe` body.
 */
function runUpstream(lib: unknown): { declared: number } {
  const counter = { declared: 0 };
  const modules: Record<string, unknown> = {
    'node:assert': nodeRequire('node:assert'),
    'node:test': {
      describe,
      it: (name: string, fn: () => void) => {
        counter.declared++;
        it(name, fn);
      },
    },
    '../lib/ipaddr': lib,
  };
  const require = (id: string) => {
    if (!Object.hasOwn(modules, id))
      throw new Error(`the upstream test file requires ${id}, which the harness lacks`);
    return modules[id];
  };
  const module = { exports: {} };
  new Function('require', 'module', 'exports', source)(require, module, module.exports);
  return counter;
}

// every `it(` at the start of a line of the upstream file
const expected = source.match(/^\s*it\(/gm)?.length ?? 0;

describe('ipaddr.js 2.5.0 test/ipaddr.test.js against @url/ipaddr/ipaddr.js', () => {
  const counter = runUpstream(ours);
  it(`declares all ${expected} upstream tests`, () => {
    expect(expected).toBeGreaterThan(50);
    expect(counter.declared).toBe(expected);
  });
});

describe('control: the same file against the ipaddr.js 2.5.0 package', () => {
  const counter = runUpstream(nodeRequire('ipaddr.js'));
  it(`declares all ${expected} upstream tests`, () => {
    expect(counter.declared).toBe(expected);
  });
});
