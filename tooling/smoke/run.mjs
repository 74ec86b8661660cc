#!/usr/bin/env node
// Packaging smoke test: what a user installs from the registry works.
//
//   node tooling/smoke/run.mjs [--keep] [--package @url/ipaddr ...]
//
// 1. `pnpm pack` every publishable workspace package (not "private"; read from packages/*, tooling/*),
//    from its built dist/ (run the build first: `pnpm test:smoke` does).
// 2. Checks each tarball: internal `workspace:` ranges were rewritten to versions; every file the
//    exports map names is inside; no tests, no WPT data, no benchmarks or corpora, no node_modules.
// 3. Installs all tarballs with npm into a fresh project in the OS temp folder (outside the workspace;
//    third-party dependencies such as tr46 come from the npm registry, the @url/* ones from the tarballs).
//    The install must print no `npm warn` line (EBADENGINE, deprecations), and every installed package's
//    engines.node must accept every Node version ours name (engines.mjs probes x.0.0 of each major).
// 4. For every subpath export: import() from an .mjs file, require() from a .cjs file (Node 20.19+
//    require(esm); the two must expose the same exports and the process must print nothing but, at
//    most, Node's ExperimentalWarning), and TypeScript programs type-checked against the published
//    .d.ts (strict, no DOM or Node types) with module/moduleResolution nodenext (an ESM .ts file and a
//    CommonJS .cts file using require) and esnext/bundler. Each program names every runtime export, so
//    a value missing from the .d.ts fails the check.
// 5. Runs the root README's ```js examples in that project: every `expression; // → value` must hold.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { probeVersions, satisfies } from './engines.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { keep: { type: 'boolean', default: false }, package: { type: 'string', multiple: true } },
});

const problems = [];
const fail = (msg) => {
  problems.push(msg);
  console.log(`  FAIL ${msg}`);
};
let checks = 0;
const ok = () => {
  checks++;
};

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`the smoke test needs Node 20.19+ (require(esm)); this is ${process.version}`);
  process.exit(2);
}

function workspacePackages() {
  const out = [];
  for (const parent of ['packages', 'tooling']) {
    for (const name of readdirSync(join(ROOT, parent)).sort()) {
      const file = join(ROOT, parent, name, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      if (pkg.private === true) continue;
      out.push({ dir: join(ROOT, parent, name), rel: `${parent}/${name}`, pkg });
    }
  }
  return out;
}

const all = workspacePackages();
let packages = all;
if (values.package) {
  packages = all.filter((p) => values.package.includes(p.pkg.name) || values.package.includes(p.rel));
  if (packages.length !== values.package.length) {
    console.error(`unknown or private package in ${values.package.join(', ')}`);
    process.exit(2);
  }
  // A user installing one package from the registry also gets its @url/* dependencies: pack those
  // too (the whole closure), so the tarballs install on their own.
  const byName = new Map(all.map((p) => [p.pkg.name, p]));
  for (let i = 0; i < packages.length; i++) {
    const { pkg } = packages[i];
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })) {
      const p = byName.get(dep);
      if (p !== undefined && !packages.includes(p)) packages.push(p);
    }
  }
}

/** Subpaths of the exports map that are code (not ./package.json): [subpath, target object]. */
function codeExports(pkg) {
  return Object.entries(pkg.exports ?? {}).filter(
    ([sub, t]) => sub !== './package.json' && typeof t === 'object',
  );
}

const work = mkdtempSync(join(tmpdir(), 'url-smoke-'));
const tarDir = join(work, 'tarballs');
const project = join(work, 'project');
mkdirSync(tarDir);
mkdirSync(project);
const started = Date.now();

try {
  // 1-2. pack and inspect
  console.log(`# pack (${packages.length} packages) into ${tarDir}`);
  const tarballs = new Map();
  for (const { dir, rel, pkg } of packages) {
    for (const [sub, target] of codeExports(pkg)) {
      // a Node-only entry (@url/readers/live) has a `node` condition instead of `default`
      const file = target.default ?? target.node;
      if (typeof file !== 'string')
        throw new Error(`${rel}: export ${sub} has neither a default nor a node target`);
      if (!existsSync(join(dir, file)))
        throw new Error(`${rel}: ${file} (export ${sub}) is missing: build first (pnpm build)`);
    }
    const out = execFileSync('pnpm', ['pack', '--pack-destination', tarDir], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tgz = out
      .trim()
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.endsWith('.tgz'))
      .pop();
    const file = tgz && existsSync(tgz) ? tgz : join(tarDir, tgz ?? '');
    if (!tgz || !existsSync(file)) throw new Error(`${rel}: pnpm pack printed no tarball:\n${out}`);
    tarballs.set(pkg.name, file);
    const listing = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((f) => f.replace(/^package\//, ''));
    const packed = JSON.parse(
      execFileSync('tar', ['-xzOf', file, 'package/package.json'], { encoding: 'utf8' }),
    );
    console.log(`${pkg.name}@${packed.version}: ${basename(file)}, ${listing.length} files`);
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [name, range] of Object.entries(packed[field] ?? {})) {
        if (String(range).startsWith('workspace:'))
          fail(`${pkg.name}: ${field}.${name} is still "${range}" in the tarball`);
        else ok();
      }
    }
    const forbidden = listing.filter(
      (f) =>
        /(^|\/)(test|tests|__tests__|bench|benchmarks?|wpt|fixtures|node_modules|coverage|\.turbo)\//.test(
          f,
        ) ||
        /\.(test|spec|bench)\.[cm]?[jt]sx?$/.test(f) ||
        /(^|\/)(vitest|tsup)\.config\.[cm]?[jt]s$/.test(f) ||
        /\.(txt|tsv|csv)$/.test(f),
    );
    if (forbidden.length > 0)
      fail(`${pkg.name}: the tarball holds files users must not get: ${forbidden.join(', ')}`);
    else ok();
    for (const [sub, target] of codeExports(pkg)) {
      for (const cond of ['types', 'default']) {
        if (target[cond] === undefined) continue;
        const want = target[cond].replace(/^\.\//, '');
        if (!listing.includes(want))
          fail(`${pkg.name}: export ${sub} (${cond}) names ${want}, which is not in the tarball`);
        else ok();
      }
    }
    for (const must of ['package.json', 'README.md', 'LICENSE']) {
      if (!listing.includes(must)) fail(`${pkg.name}: the tarball has no ${must}`);
      else ok();
    }
  }

  // 3. install into a fresh project outside the workspace
  console.log(`\n# npm install into ${project}`);
  const deps = {};
  for (const [name, file] of tarballs) deps[name] = `file:${file}`;
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify(
      { name: 'url-smoke', private: true, type: 'module', dependencies: deps, overrides: { ...deps } },
      null,
      2,
    )}\n`,
  );
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=warn'], {
    cwd: project,
    encoding: 'utf8',
  });
  if (install.status !== 0) throw new Error(`npm install failed:\n${install.stdout}\n${install.stderr}`);
  // A user's install prints no warning: EBADENGINE (a dependency whose engines leave out the running
  // Node), deprecations, peer conflicts. Any `npm warn` line fails the smoke test.
  const warnings = `${install.stdout}\n${install.stderr}`.split('\n').filter((l) => /^npm warn/i.test(l));
  if (warnings.length > 0) fail(`npm install printed warnings:\n  ${warnings.join('\n  ')}`);
  else ok();
  for (const name of tarballs.keys()) {
    const installed = join(project, 'node_modules', name, 'package.json');
    if (!existsSync(installed)) fail(`${name} is not in the project's node_modules after npm install`);
    else ok();
  }
  // every @url/* package in the tree must be one of ours (from a tarball), never a registry copy
  const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8'));
  // Every installed package accepts every Node version our packages' engines name (npm's EBADENGINE
  // check above only sees the running version): probe x.0.0 of each major and the usual range starts.
  const ourRanges = new Set(packages.map(({ pkg }) => pkg.engines?.node).filter(Boolean));
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const theirs = entry.engines?.node;
    if (path === '' || typeof theirs !== 'string') continue;
    const gaps = probeVersions(process.version).filter(
      (v) => [...ourRanges].some((r) => satisfies(v, r)) && !satisfies(v, theirs),
    );
    if (gaps.length > 0)
      fail(
        `${path} declares engines.node ${JSON.stringify(theirs)}, which leaves out Node ${gaps.join(', ')} that our engines (${[...ourRanges].join(' / ')}) name`,
      );
    else ok();
  }
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const m = /node_modules\/(@url\/[^/]+)$/.exec(path);
    if (m === null) continue;
    if (!String(entry.resolved ?? '').startsWith('file:'))
      fail(`${path} was installed from ${entry.resolved}, not from our tarball`);
    else ok();
  }

  // 4. load every subpath: ESM, require(esm), TypeScript
  console.log('\n# every subpath export: import(), require(), tsc (nodenext, bundler)');
  const specs = [];
  for (const { pkg } of packages) {
    for (const [sub] of codeExports(pkg)) specs.push(sub === '.' ? pkg.name : `${pkg.name}${sub.slice(1)}`);
  }
  const probe = (kind, spec) =>
    kind === 'esm'
      ? `const m = await import(${JSON.stringify(spec)});\nprocess.stdout.write(JSON.stringify(Object.keys(m).filter((k) => k !== 'default' && k !== 'module.exports').sort()));\n`
      : `const m = require(${JSON.stringify(spec)});\nprocess.stdout.write(JSON.stringify(Object.keys(m).filter((k) => k !== 'default' && k !== 'module.exports' && k !== '__esModule').sort()));\n`;
  const runNode = (file) => spawnSync(process.execPath, [file], { cwd: project, encoding: 'utf8' });
  const exportsOf = new Map();
  specs.forEach((spec, i) => {
    const esmFile = join(project, `load-${i}.mjs`);
    const cjsFile = join(project, `load-${i}.cjs`);
    writeFileSync(esmFile, probe('esm', spec));
    writeFileSync(cjsFile, probe('cjs', spec));
    const esm = runNode(esmFile);
    const cjs = runNode(cjsFile);
    let esmKeys;
    if (esm.status !== 0 || esm.stderr.trim() !== '') {
      fail(
        `import(${spec}) failed (exit ${esm.status}): ${esm.stderr.trim().split('\n').slice(0, 5).join(' | ')}`,
      );
    } else {
      esmKeys = JSON.parse(esm.stdout);
      if (esmKeys.length === 0) fail(`import(${spec}) has no exports`);
      else ok();
      exportsOf.set(spec, esmKeys);
    }
    const stderr = cjs.stderr
      .split('\n')
      .filter((l) => l.trim() !== '')
      .filter(
        (l) =>
          !/ExperimentalWarning: (CommonJS module .* is loading ES Module|Support for loading ES Module in require)/.test(
            l,
          ),
      )
      .filter((l) => !/--trace-warnings/.test(l));
    if (cjs.status !== 0 || stderr.length > 0) {
      fail(`require(${spec}) failed (exit ${cjs.status}): ${stderr.slice(0, 5).join(' | ')}`);
    } else if (esmKeys !== undefined && cjs.stdout !== JSON.stringify(esmKeys)) {
      fail(`require(${spec}) exposes ${cjs.stdout}, import() ${JSON.stringify(esmKeys)}`);
    } else ok();
    console.log(`${spec.padEnd(32)} ${esmKeys ? `${esmKeys.length} exports` : 'not loadable'}`);
  });

  // TypeScript: the workspace's own compiler, strict, no ambient DOM or Node types, except for packages
  // whose published .d.ts import node: modules (Node-only tools such as @url/wpt-runner): their programs
  // get @types/node, as their users need it too.
  const tsc = join(
    dirname(createRequire(join(ROOT, 'package.json')).resolve('typescript/package.json')),
    'bin/tsc',
  );
  const needsNodeTypes = new Set();
  for (const { pkg } of packages) {
    const dist = join(project, 'node_modules', pkg.name, 'dist');
    const dts = existsSync(dist) ? readdirSync(dist).filter((f) => f.endsWith('.d.ts')) : [];
    if (dts.some((f) => /from ['"]node:/.test(readFileSync(join(dist, f), 'utf8'))))
      needsNodeTypes.add(pkg.name);
  }
  const groups = { plain: join(project, 'ts'), node: join(project, 'ts-node') };
  for (const d of Object.values(groups)) mkdirSync(d);
  specs.forEach((spec, i) => {
    const names = exportsOf.get(spec) ?? [];
    const owner = [...tarballs.keys()].find((n) => spec === n || spec.startsWith(`${n}/`));
    const dir = needsNodeTypes.has(owner) ? groups.node : groups.plain;
    const uses = names.map((n) => `  m.${n},`).join('\n');
    writeFileSync(
      join(dir, `use-${i}.ts`),
      `import * as m from ${JSON.stringify(spec)};\n// every runtime export must be declared\nexport const used: unknown[] = [\n${uses}\n];\n`,
    );
    writeFileSync(
      join(dir, `use-${i}.cts`),
      `import m = require(${JSON.stringify(spec)});\nexport const used: unknown[] = [\n${uses}\n];\n`,
    );
  });
  if (needsNodeTypes.size > 0)
    console.log(
      `(.d.ts that import node: modules, checked with @types/node: ${[...needsNodeTypes].join(', ')})`,
    );
  const base = { strict: true, noEmit: true, skipLibCheck: false, lib: ['es2022'], target: 'es2022' };
  const nodeTypes = { types: ['node'], typeRoots: [join(ROOT, 'node_modules/@types')] };
  const resolutions = {
    nodenext: { options: { module: 'nodenext', moduleResolution: 'nodenext' }, ext: ['.ts', '.cts'] },
    bundler: { options: { module: 'esnext', moduleResolution: 'bundler' }, ext: ['.ts'] },
  };
  for (const [name, { options, ext }] of Object.entries(resolutions)) {
    for (const [group, dir] of Object.entries(groups)) {
      const files = readdirSync(dir).filter((f) => ext.some((e) => f.endsWith(e)));
      if (files.length === 0) continue;
      const config = {
        compilerOptions: { ...base, ...options, ...(group === 'node' ? nodeTypes : { types: [] }) },
        files: files.map((f) => `${basename(dir)}/${f}`),
      };
      const file = join(project, `tsconfig.${name}.${group}.json`);
      writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
      const r = spawnSync(process.execPath, [tsc, '-p', file], { cwd: project, encoding: 'utf8' });
      const label = `${name}${group === 'node' ? ' + @types/node' : ''}`;
      if (r.status !== 0) {
        const lines = `${r.stdout}${r.stderr}`.trim().split('\n');
        fail(`tsc (${label}) on ${files.length} programs failed:\n    ${lines.slice(0, 40).join('\n    ')}`);
      } else {
        ok();
        console.log(
          `tsc ${label.padEnd(22)} ${files.length} programs type-check against the published .d.ts`,
        );
      }
    }
  }

  // 5. the root README's ```js examples, against the installed packages: every
  //    `expression; // → value` line must hold.
  console.log("\n# the root README's examples, against the installed tarballs");
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
  if (blocks.length < 4) fail(`the root README has ${blocks.length} js examples, expected at least 4`);
  const installedNames = new Set(packages.map((p) => p.pkg.name));
  blocks.forEach((block, n) => {
    const needs = [...block.matchAll(/from '(@url\/[^/']+)/g)].map((m) => m[1]);
    const missing = needs.filter((name) => !installedNames.has(name));
    if (missing.length > 0) {
      if (values.package === undefined)
        fail(`README example ${n + 1} imports ${missing.join(', ')}, not a published package`);
      else console.log(`README example ${n + 1}: skipped (needs ${missing.join(', ')}, not in --package)`);
      return;
    }
    let lines = 0;
    const body = block
      .split('\n')
      .map((line) => {
        const check = /^(.*?);\s*\/\/ → (.*)$/.exec(line);
        if (check === null) return line;
        lines++;
        return `__check(${check[1]}, ${check[2]}, ${JSON.stringify(line)});`;
      })
      .join('\n');
    const prelude = `const __same = (a, b) => (typeof a === 'object' && a !== null ? JSON.stringify(a) === JSON.stringify(b) : Object.is(a, b));
let __failed = 0;
const __check = (actual, expected, line) => {
  if (!__same(actual, expected)) { __failed++; console.error(\`\${line}\\n    got \${JSON.stringify(actual)}\`); }
};
`;
    // imports first (ES modules hoist them anyway), then the checks
    const imports = body.split('\n').filter((l) => l.startsWith('import '));
    const rest = body.split('\n').filter((l) => !l.startsWith('import '));
    const file = join(project, `readme-${n + 1}.mjs`);
    writeFileSync(
      file,
      `${imports.join('\n')}\n${prelude}${rest.join('\n')}\nif (__failed > 0) process.exit(1);\n`,
    );
    const r = runNode(file);
    if (lines === 0) fail(`README example ${n + 1} checks nothing`);
    else if (r.status !== 0)
      fail(
        `README example ${n + 1} failed (exit ${r.status}):\n    ${r.stderr.trim().split('\n').slice(0, 10).join('\n    ')}`,
      );
    else {
      ok();
      console.log(`README example ${n + 1}: ${lines} checks hold`);
    }
  });
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
} finally {
  if (values.keep) console.log(`\nkept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

console.log(
  `\nsmoke test: ${((Date.now() - started) / 1000).toFixed(1)} s, ${problems.length === 0 ? 'clean' : `${problems.length} problems`}`,
);
console.log(`${checks} passed, ${problems.length} failed`);
process.exit(problems.length === 0 ? 0 : 1);
