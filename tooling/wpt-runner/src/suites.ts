import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type JsonDriver,
  runIdnaTests,
  runPercentEncoding,
  runSettersTests,
  runToASCII,
  runURLPatternCompareTests,
  runURLPatternGenerateTests,
  runURLPatternTests,
  runURLTestData,
} from './json-suites';
import { checkWptDir, defaultWptDir } from './paths';
import type { Implementation } from './types';

/** Returns why `impl` cannot run a suite, or undefined when it can. */
type Requirement = (impl: Implementation) => string | undefined;

const needsURL: Requirement = (impl) => (typeof impl.URL === 'function' ? undefined : 'needs URL');
const needsURLSearchParams: Requirement = (impl) =>
  typeof impl.URLSearchParams === 'function' ? undefined : 'needs URLSearchParams';
const needsURLPattern: Requirement = (impl) =>
  typeof impl.URLPattern === 'function' ? undefined : 'needs URLPattern';
const needsURLOrHost: Requirement = (impl) =>
  typeof impl.URL === 'function' || typeof impl.hostToASCII === 'function'
    ? undefined
    : 'needs URL or hostToASCII';
const needsCompare: Requirement = (impl) =>
  typeof impl.URLPattern === 'function' && typeof impl.URLPattern.compareComponent === 'function'
    ? undefined
    : 'needs URLPattern.compareComponent';
const needsGenerate: Requirement = (impl) =>
  typeof impl.URLPattern === 'function' && typeof impl.URLPattern.prototype?.generate === 'function'
    ? undefined
    : 'needs URLPattern.prototype.generate';

export interface JsonSuite {
  kind: 'json';
  name: string;
  /** Data file, relative to the WPT folder. */
  file: string;
  driver: JsonDriver;
  requirement: Requirement;
}

export interface AnyJsSuite {
  kind: 'any.js';
  name: string;
  /** The `.any.js` file, relative to the WPT folder (same as the name). */
  file: string;
  requirement: Requirement;
}

export type Suite = JsonSuite | AnyJsSuite;

/** The upstream data-driven suites, in the order they are listed and run. */
const JSON_SUITES: Omit<JsonSuite, 'kind'>[] = [
  {
    name: 'urltestdata.json',
    file: 'url/resources/urltestdata.json',
    driver: runURLTestData,
    requirement: needsURL,
  },
  {
    name: 'urltestdata-javascript-only.json',
    file: 'url/resources/urltestdata-javascript-only.json',
    driver: runURLTestData,
    requirement: needsURL,
  },
  {
    name: 'setters_tests.json',
    file: 'url/resources/setters_tests.json',
    driver: runSettersTests,
    requirement: needsURL,
  },
  {
    name: 'toascii.json',
    file: 'url/resources/toascii.json',
    driver: runToASCII,
    requirement: needsURLOrHost,
  },
  {
    name: 'percent-encoding.json',
    file: 'url/resources/percent-encoding.json',
    driver: runPercentEncoding,
    requirement: needsURL,
  },
  {
    name: 'IdnaTestV2.json',
    file: 'url/resources/IdnaTestV2.json',
    driver: runIdnaTests,
    requirement: needsURLOrHost,
  },
  {
    name: 'IdnaTestV2-removed.json',
    file: 'url/resources/IdnaTestV2-removed.json',
    driver: runIdnaTests,
    requirement: needsURLOrHost,
  },
  {
    name: 'urlpatterntestdata.json',
    file: 'urlpattern/resources/urlpatterntestdata.json',
    driver: runURLPatternTests,
    requirement: needsURLPattern,
  },
  {
    name: 'urlpattern-compare-test-data.json',
    file: 'urlpattern/resources/urlpattern-compare-test-data.json',
    driver: runURLPatternCompareTests,
    requirement: needsCompare,
  },
  {
    name: 'urlpattern-generate-test-data.json',
    file: 'urlpattern/resources/urlpattern-generate-test-data.json',
    driver: runURLPatternGenerateTests,
    requirement: needsGenerate,
  },
];

/** Folders whose `*.any.js` files run in the vm. */
const ANY_JS_DIRS = ['url', 'urlpattern'];

/** What an upstream `.any.js` file is about, from its path. Other classes it touches are optional. */
function anyJsRequirement(file: string): Requirement {
  if (file.startsWith('urlpattern/')) return needsURLPattern;
  if (file.startsWith('url/urlsearchparams-') || file.startsWith('url/urlencoded-'))
    return needsURLSearchParams;
  return needsURL;
}

/** `wpt/extra/<suite-stem>.<anything>.json` -> the upstream JSON suite it extends, by stem. */
export function extraBaseSuite(fileName: string): string | undefined {
  const m = /^([^.]+)\.[^/]+\.json$/.exec(fileName);
  if (m === null) return undefined;
  return JSON_SUITES.find((s) => s.name === `${m[1]}.json`)?.name;
}

export interface SuiteCatalog {
  suites: Suite[];
  /** Files in `extra/` that look like data (`*.json`) but match no upstream suite stem. */
  invalidExtras: string[];
}

/** Every suite available in `wptDir`. */
export function catalog(wptDir: string = defaultWptDir()): SuiteCatalog {
  checkWptDir(wptDir);
  const suites: Suite[] = JSON_SUITES.map((s) => ({ kind: 'json', ...s }));
  for (const dir of ANY_JS_DIRS) {
    const full = join(wptDir, dir);
    if (!existsSync(full)) continue;
    for (const f of readdirSync(full).sort()) {
      if (!f.endsWith('.any.js')) continue;
      const file = `${dir}/${f}`;
      suites.push({ kind: 'any.js', name: file, file, requirement: anyJsRequirement(file) });
    }
  }
  const invalidExtras: string[] = [];
  const extraDir = join(wptDir, 'extra');
  if (existsSync(extraDir)) {
    for (const f of readdirSync(extraDir).sort()) {
      if (!f.endsWith('.json')) continue;
      const base = extraBaseSuite(f);
      const upstream = base === undefined ? undefined : JSON_SUITES.find((s) => s.name === base);
      if (upstream === undefined) {
        invalidExtras.push(`extra/${f}`);
        continue;
      }
      suites.push({
        kind: 'json',
        name: `extra/${f}`,
        file: `extra/${f}`,
        driver: upstream.driver,
        requirement: upstream.requirement,
      });
    }
  }
  return { suites, invalidExtras };
}

/** Names of every suite (upstream JSON data, upstream `.any.js` files, then `extra/` files). */
export function listSuites(options: { wptDir?: string | undefined } = {}): string[] {
  return catalog(options.wptDir).suites.map((s) => s.name);
}

/** Why `impl` cannot run `suite`, or undefined when it can. */
export function whyNotRunnable(suite: Suite, impl: Implementation): string | undefined {
  return suite.requirement(impl);
}

/** Splits the suites into those `impl` can answer and those it cannot (with the reason). */
export function runnableSuites(
  impl: Implementation,
  options: { wptDir?: string | undefined } = {},
): { runnable: string[]; notRunnable: { suite: string; reason: string }[] } {
  const runnable: string[] = [];
  const notRunnable: { suite: string; reason: string }[] = [];
  for (const suite of catalog(options.wptDir).suites) {
    const reason = whyNotRunnable(suite, impl);
    if (reason === undefined) runnable.push(suite.name);
    else notRunnable.push({ suite: suite.name, reason });
  }
  return { runnable, notRunnable };
}
