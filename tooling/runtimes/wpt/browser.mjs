// WPT in headless Chromium: bundles wpt/page.mjs, serves it with the WPT data on localhost, drives
// Debian's Chromium with playwright-core, and summarizes the records with @url/wpt-runner's own
// summarize() and expectations, exactly as the packages' WPT tests do on Node.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchOptions } from '../browser/chromium.mjs';
import { bundle } from '../lib/bundle.mjs';
import { ROOT, RUNTIMES_DIR, testedPackages } from '../lib/workspace.mjs';
import { startServer } from './server.mjs';

export const WPT_DIR = join(ROOT, 'wpt');

let nodeSide;
/** The Node side (runner catalog, summaries, TARGETS), bundled from sources once per process. */
export async function loadNodeSide() {
  nodeSide ??= import(
    pathToFileURL(await bundle(join(RUNTIMES_DIR, 'wpt/node-entry.mjs'), 'wpt-node.mjs', 'node')).href
  );
  return nodeSide;
}

/** A stand-in with the shape runnableSuites() inspects, from the capabilities the page reported. */
function shapeOf(caps) {
  const fn = () => function stub() {};
  const impl = {};
  if (caps.URL) impl.URL = fn();
  if (caps.URLSearchParams) impl.URLSearchParams = fn();
  if (caps.URLPattern) {
    impl.URLPattern = fn();
    if (caps.compareComponent) impl.URLPattern.compareComponent = fn();
    if (caps.generate) impl.URLPattern.prototype.generate = fn();
  }
  if (caps.hostToASCII) impl.hostToASCII = fn();
  return impl;
}

/** Packages whose tests run WPT through @url/wpt-runner (they need a browser target). */
function packagesRunningWpt() {
  const out = [];
  for (const p of testedPackages()) {
    if (!p.dir.startsWith('packages/')) continue;
    const testDir = join(p.abs, 'test');
    if (!existsSync(testDir)) continue;
    const uses = readdirSync(testDir, { recursive: true })
      .filter((f) => String(f).endsWith('.ts'))
      .some((f) => readFileSync(join(testDir, String(f)), 'utf8').includes("'@url/wpt-runner'"));
    if (uses) out.push(p.dir);
  }
  return out;
}

async function withPage(fn) {
  const { chromium } = await import('playwright-core');
  const ns = await loadNodeSide();
  const bundleFile = await bundle(join(RUNTIMES_DIR, 'wpt/page.mjs'), 'wpt-page.js', 'browser');
  const server = await startServer({ wptDir: WPT_DIR, bundleFile });
  const browser = await chromium.launch(launchOptions());
  try {
    const page = await browser.newPage();
    const pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto(server.url);
    await page.waitForFunction(() => window.wpt !== undefined, null, { timeout: 60_000 });
    return await fn({ page, ns, version: browser.version(), pageErrors });
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Jobs for the page: each target with the suites it runs (runnable for its shape and selected). */
function jobsFor(ns, caps, targets) {
  const jobs = [];
  const { suites: catalog } = ns.catalog(WPT_DIR);
  const byName = new Map(catalog.map((s) => [s.name, s]));
  const driverName = (d) => Object.keys(ns.drivers).find((k) => ns.drivers[k] === d);
  for (const t of targets) {
    const { runnable } = ns.runnableSuites(shapeOf(caps[t.name]), { wptDir: WPT_DIR });
    const suites = runnable
      .filter((s) => t.suites(s))
      .map((name) => {
        const s = byName.get(name);
        return {
          name,
          kind: s.kind,
          file: s.file,
          driver: s.kind === 'json' ? driverName(s.driver) : undefined,
        };
      });
    jobs.push({ target: t.name, suites });
  }
  return jobs;
}

/**
 * Our implementations' WPT suites in Chromium (the TARGETS), with each package's expectations.
 * Returns { rows, problems, lines, passed, version }.
 */
export async function runBrowserWpt({ outDir }) {
  return withPage(async ({ page, ns, version, pageErrors }) => {
    const targets = ns.TARGETS;
    const problems = [];
    const lines = [`\n## WPT in Chromium ${version} (tooling/runtimes/wpt/page.mjs)\n`];
    const covered = new Set(targets.map((t) => t.package));
    for (const dir of packagesRunningWpt()) {
      if (!covered.has(dir))
        problems.push(
          `${dir} runs WPT through @url/wpt-runner but has no target in tooling/runtimes/wpt/targets.mjs`,
        );
    }
    const caps = await page.evaluate(
      (names) => window.wpt.describeTargets(names),
      targets.map((t) => t.name),
    );
    const jobs = jobsFor(ns, caps, targets);
    const raw = await page.evaluate(
      ([j, rules]) => window.wpt.runJobs(j, rules),
      [jobs, ns.NOT_APPLICABLE_RULES],
    );
    const rows = [];
    let passed = 0;
    const all = {};
    for (const t of targets) {
      const expectations = t.expectations ? ns.loadExpectations(join(ROOT, t.expectations)) : {};
      const results = raw
        .filter((r) => r.target === t.name)
        .map((r) => ns.summarize(r.suite, ns.disambiguate(r.records), expectations[r.suite]));
      // expectations for suites this target did not run are stale here too
      for (const suite of Object.keys(expectations)) {
        if (!suite.startsWith('$') && !results.some((r) => r.suite === suite))
          problems.push(`${t.name}: ${t.expectations} lists ${suite}, which did not run in Chromium`);
      }
      all[t.name] = results;
      let tp = 0;
      let tt = 0;
      let ef = 0;
      let na = 0;
      for (const r of results) {
        tp += r.passed - r.unexpectedPasses.length;
        tt += r.total;
        ef += r.expectedFailures;
        na += r.notApplicable.length;
        for (const f of r.failures)
          problems.push(`${t.name} ${r.suite}: ${f.name}: ${f.message.split('\n')[0]}`);
        for (const u of r.unexpectedPasses)
          problems.push(`${t.name} ${r.suite}: listed failure passed: ${u}`);
        for (const s of r.staleExpectations) problems.push(`${t.name} ${r.suite}: stale expectation: ${s}`);
      }
      passed += tp;
      rows.push({
        pkg: `WPT ${t.name}`,
        suites: results.length,
        passed: tp,
        total: tt,
        expectedFailures: ef,
        notApplicable: na,
      });
      lines.push(
        `${results.every((r) => r.failures.length === 0 && r.unexpectedPasses.length === 0 && r.staleExpectations.length === 0) ? 'ok  ' : 'FAIL'} WPT ${t.name.padEnd(20)} ${String(tp).padStart(5)} passed of ${tt}, ${ef} expected failures, ${na} not applicable, ${results.length} suites`,
      );
    }
    for (const e of pageErrors) problems.push(`page error: ${e}`);
    writeFileSync(
      join(outDir, 'chromium-wpt.md'),
      Object.entries(all)
        .map(([n, rs]) => ns.formatResults(rs, { title: `${n} in Chromium ${version}` }))
        .join('\n\n'),
    );
    return { rows, problems, lines, passed, version };
  });
}

/** Chromium's own URL, URLSearchParams and URLPattern against every suite they can answer. */
export async function runNativeBrowserWpt() {
  return withPage(async ({ page, ns, version }) => {
    const caps = await page.evaluate(() => window.wpt.describeTargets(['native']));
    const jobs = jobsFor(ns, caps, [{ name: 'native', suites: () => true }]);
    const raw = await page.evaluate(
      ([j, rules]) => window.wpt.runJobs(j, rules),
      [jobs, ns.NOT_APPLICABLE_RULES],
    );
    const results = raw.map((r) => ns.summarize(r.suite, ns.disambiguate(r.records)));
    return { version: `Chromium ${version}`, results, caps: caps.native };
  });
}
