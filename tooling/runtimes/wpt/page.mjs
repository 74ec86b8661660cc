// The browser side of the WPT run (bundled with esbuild, loaded by a page that tooling/runtimes serves on
// localhost). It runs @url/wpt-runner's own JSON drivers and testharness shim (harness.ts and
// json-suites.ts, which use no Node API) in Chromium:
//  - a JSON suite runs in this page's realm, as the Node runner runs it in the main realm;
//  - an upstream .any.js file runs unmodified in a fresh same-origin iframe (its own realm, as the Node
//    runner's node:vm context), loaded from the file's own folder so that its relative fetch()es work,
//    with the implementation's classes as the globals URL / URLSearchParams / URLPattern (or, for the
//    "native" target, Chromium's own).
// The page only collects raw records; the Node side applies expectations with the runner's summarize().
import { installTestharness } from '../../wpt-runner/src/harness.ts';
import * as drivers from '../../wpt-runner/src/json-suites.ts';
import { TARGETS } from './targets.mjs';

const INTERFACE_NAMES = ['URL', 'URLSearchParams', 'URLPattern'];
/** The runner's JSON drivers by export name (the Node side names them). */
const DRIVERS = Object.fromEntries(Object.entries(drivers));
const TIMEOUT_MS = 60_000;

/** The implementation of a target: ours (from TARGETS) or this browser's own classes. */
function implOf(targetName, win = window) {
  if (targetName === 'native') {
    const impl = { name: `${navigator.userAgent} (native)` };
    for (const n of INTERFACE_NAMES) if (typeof win[n] === 'function') impl[n] = win[n];
    return impl;
  }
  const t = TARGETS.find((x) => x.name === targetName);
  if (t === undefined) throw new Error(`no WPT target ${targetName}`);
  return t.impl;
}

/** Which APIs each target provides (the Node side turns this into runnable suites). */
function describeTargets(names) {
  const out = {};
  for (const name of names) {
    const impl = implOf(name);
    out[name] = {
      URL: typeof impl.URL === 'function',
      URLSearchParams: typeof impl.URLSearchParams === 'function',
      URLPattern: typeof impl.URLPattern === 'function',
      compareComponent: typeof impl.URLPattern?.compareComponent === 'function',
      generate: typeof impl.URLPattern?.prototype?.generate === 'function',
      hostToASCII: typeof impl.hostToASCII === 'function',
    };
  }
  return out;
}

const IMPLEMENTATION_REALM = {
  Error,
  TypeError,
  RangeError,
  SyntaxError,
  ReferenceError,
  EvalError,
  URIError,
  AggregateError,
};

function withTimeout(promise, ms, onTimeout) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((resolve) => {
      timer = setTimeout(() => {
        onTimeout();
        resolve();
      }, ms);
    }),
  ]);
}

async function fetchText(path) {
  const res = await fetch(path);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return res.text();
}

/** A JSON suite, in this realm (as run.ts's runJsonSuite). */
async function runJsonSuite(suite, impl) {
  const records = [];
  const h = {};
  const control = installTestharness(h, {
    record(name, status, message) {
      records.push({ name, status, message });
    },
    notApplicable: () => undefined,
    classifyError: (error) => (error instanceof drivers.NotApplicable ? error.reason : undefined),
  });
  const driver = DRIVERS[suite.driver];
  if (typeof driver !== 'function') throw new Error(`no JSON driver ${suite.driver} for ${suite.name}`);
  const data = JSON.parse(await fetchText(`/wpt/${suite.file}`));
  try {
    driver(data, h, impl);
  } catch (e) {
    control.harnessError(e);
  }
  return records;
}

function notApplicableReason(rules, file, name) {
  for (const rule of rules) {
    if (rule.file !== file) continue;
    if (rule.names.some((n) => (rule.prefix ? name.startsWith(n) : name === n))) return rule.reason;
  }
  return undefined;
}

function parseMeta(source) {
  const meta = [];
  for (const line of source.split(/\r?\n/)) {
    const m = /^\/\/ META: ([a-z-]+)=(.*)$/.exec(line);
    if (m !== null) meta.push({ key: m[1], value: m[2].trim() });
    else if (line.trim() !== '' && !line.startsWith('//')) break;
  }
  return meta;
}

function loadFrame(src) {
  return new Promise((resolve, reject) => {
    const iframe = document.createElement('iframe');
    iframe.onload = () => resolve(iframe);
    iframe.onerror = () => reject(new Error(`cannot load ${src}`));
    iframe.src = src;
    document.body.append(iframe);
  });
}

/** An upstream .any.js file in a fresh iframe (as anyjs.ts's runAnyJsFile does in a node:vm context). */
async function runAnyJsFile(suite, targetName, rules) {
  const file = suite.file;
  const dir = file.slice(0, file.lastIndexOf('/'));
  const iframe = await loadFrame(`/wpt/${dir}/__blank.html`);
  const win = iframe.contentWindow;
  const records = [];
  try {
    const impl = implOf(targetName, win);
    // The browser stand-ins the Node runner's context has, so both run the same tests
    // (GLOBAL.isWindow() is false there; the not-applicable rules assume it).
    win.eval(
      'globalThis.GLOBAL = { isWindow() { return false; }, isWorker() { return false; }, isShadowRealm() { return false; } };',
    );
    for (const n of INTERFACE_NAMES) {
      if (targetName === 'native') continue;
      if (impl[n] !== undefined) {
        Object.defineProperty(win, n, {
          value: impl[n],
          writable: true,
          configurable: true,
          enumerable: false,
        });
      } else {
        delete win[n];
      }
    }
    const source = await fetchText(`/wpt/${file}`);
    const meta = parseMeta(source);
    const title = meta.find((m) => m.key === 'title')?.value;
    const install = win.eval(`(${installTestharness.toString()})`);
    const control = install(win, {
      record(name, status, message) {
        records.push({ name, status, message });
      },
      notApplicable: (name) => notApplicableReason(rules, file, name),
      classifyError(error) {
        const e = error;
        if (
          typeof e !== 'object' ||
          e === null ||
          e.name !== 'ReferenceError' ||
          typeof e.message !== 'string'
        )
          return undefined;
        const m = /^(URL|URLSearchParams|URLPattern) is not defined$/.exec(e.message);
        if (m !== null && impl[m[1]] === undefined)
          return `needs ${m[1]}, which the implementation does not provide`;
        return undefined;
      },
      implementationRealm: targetName === 'native' ? undefined : IMPLEMENTATION_REALM,
      defaultTestName: title ?? 'Untitled',
    });
    const scripts = [];
    for (const m of meta) {
      if (m.key !== 'script') continue;
      scripts.push(m.value.startsWith('/') ? m.value.slice(1) : `${dir}/${m.value}`);
    }
    scripts.push(file);
    for (const script of scripts) {
      const code = script === file ? source : await fetchText(`/wpt/${script}`);
      try {
        win.eval(`${code}\n//# sourceURL=/wpt/${script}`);
      } catch (e) {
        control.harnessError(e);
        break;
      }
    }
    await withTimeout(control.runPending(), TIMEOUT_MS, () =>
      control.abort(`timed out: did not settle within ${TIMEOUT_MS} ms`),
    );
    control.finish();
    for (const rule of rules) {
      if (rule.file === file && rule.unregistered) {
        for (const name of rule.names) records.push({ name, status: 'na', message: rule.reason });
      }
    }
  } finally {
    iframe.remove();
  }
  return records;
}

/** jobs: [{ target, suites: [{ name, kind, file, driver }] }] -> [{ target, suite, records }] */
async function runJobs(jobs, rules) {
  const out = [];
  for (const job of jobs) {
    for (const suite of job.suites) {
      let records;
      try {
        records =
          suite.kind === 'json'
            ? await runJsonSuite(suite, implOf(job.target))
            : await runAnyJsFile(suite, job.target, rules);
      } catch (e) {
        records = [
          { name: 'Harness status', status: 'fail', message: `the page could not run it: ${e?.stack ?? e}` },
        ];
      }
      out.push({ target: job.target, suite: suite.name, records });
    }
  }
  return out;
}

window.wpt = { describeTargets, runJobs, userAgent: navigator.userAgent };
