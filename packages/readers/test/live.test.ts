/**
 * The live differential: each model against its real parser, on the same inputs, every component.
 * Defaults are what CI installs (Debian's /usr/bin/python3 and libcurl4, the Node running the
 * tests). Other builds can be checked with the same test:
 *   URL_READERS_PYTHON=/path/to/python3 URL_READERS_PYTHON_VERSION=3.11.7
 *   URL_READERS_LIBCURL=/path/to/libcurl.so URL_READERS_CURL_VERSION=8
 */

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import nodeURL from 'node:url';
import { tr46IDNA } from '@url/host/tr46';
import { describe, expect, it } from 'vitest';
import {
  assertLiveAvailable,
  type LiveCommand,
  type LiveResult,
  liveCommands,
  runLive,
} from '../live/driver.ts';
// @ts-expect-error: a plain .mjs module without types
import { nodeLegacyToLive } from '../live/node-legacy-map.mjs';
import type { CurlVersion } from '../src/curl.ts';
import { readCurl } from '../src/curl.ts';
import { readNodeLegacy } from '../src/node-legacy.ts';
import { type PythonVersion, readPython } from '../src/python.ts';
import type { ReaderResult } from '../src/types.ts';
import { agreement, COMPONENTS, classify, formatAgreement, rate } from './live/agreement.ts';
import { differenceClasses } from './live/classes.ts';
import { liveInputs } from './live/inputs.ts';

const THRESHOLD = 0.999;

function strip(r: ReaderResult): LiveResult {
  if (!r.ok) return { ok: false, error: r.error };
  const { reader: _reader, ...rest } = r;
  return rest;
}

const env = process.env;
const pythonCommand = env.URL_READERS_PYTHON ?? liveCommands.python.command;

/**
 * The modelled Python version for the interpreter at hand: whether it carries the gh-105704 fix
 * (CVE-2025-0938) decides between the current reading ('3.11') and the earlier one ('3.11.7').
 * A Debian or CI image with an older python3 package is then compared with the right model.
 */
function pythonVersionOf(command: string): PythonVersion {
  const probe = spawnSync(
    command,
    [
      '-c',
      "from urllib.parse import urlsplit\ntry:\n  urlsplit('http://[::1]x/'); print('old')\nexcept ValueError:\n  print('new')",
    ],
    { encoding: 'utf8', timeout: 30_000 },
  );
  return probe.stdout.trim() === 'old' ? '3.11.7' : '3.11';
}
const pythonVersion = (env.URL_READERS_PYTHON_VERSION ?? pythonVersionOf(pythonCommand)) as PythonVersion;
const curlVersion = (env.URL_READERS_CURL_VERSION ?? '7.88.1') as CurlVersion;

const live: { name: keyof typeof liveCommands; command: LiveCommand; model: (s: string) => ReaderResult }[] =
  [
    {
      name: 'python',
      command: { ...liveCommands.python, command: pythonCommand },
      model: (s) => readPython(s, { version: pythonVersion }),
    },
    {
      name: 'curl',
      command: liveCommands.curl,
      model: (s) => readCurl(s, { version: curlVersion }),
    },
    {
      name: 'node-legacy',
      command: liveCommands['node-legacy'],
      model: (s) => readNodeLegacy(s, { idna: tr46IDNA }),
    },
  ];

const { inputs, counts } = liveInputs();
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('live differential', () => {
  it('has inputs from every source', () => {
    console.log(
      `live inputs: ${inputs.length} (${JSON.stringify(counts)}); python model ${pythonVersion}, curl model ${curlVersion}`,
    );
    expect(inputs.length).toBeGreaterThan(100_000);
  });

  for (const { name, command, model } of live) {
    it(`${name}: the model agrees with the real parser on >= 99.9% per component, every difference in a listed class`, async () => {
      assertLiveAvailable(command);
      const real = await runLive(command, inputs);
      const a = agreement(
        name,
        inputs,
        inputs.map((s) => strip(model(s))),
        real,
      );
      console.log(formatAgreement(a));
      const classes = differenceClasses[name] ?? [];
      const { byClass, unclassified } = classify(a.differences, classes);
      for (const [id, list] of byClass)
        console.log(`  class ${id}: ${list.length}, e.g. ${JSON.stringify(list[0]?.input)}`);
      expect(
        unclassified
          .slice(0, 10)
          .map((d) => ({ input: d.input, components: d.components, model: d.model, real: d.real })),
      ).toEqual([]);
      for (const c of COMPONENTS) expect(rate(a, c), `${name} ${c}`).toBeGreaterThanOrEqual(THRESHOLD);
      for (const k of classes) expect(readme, `README lists class ${k.id}`).toContain(k.id);
      if (name === 'node-legacy') {
        // The driver's child runs the same Node: its answers are url.parse's in this process too.
        const here = inputs.map((s) => nodeLegacyToLive(nodeURL.parse, s) as LiveResult);
        expect(here).toEqual(real);
      }
    });
  }
});
