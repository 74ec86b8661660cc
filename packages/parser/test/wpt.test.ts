import { URLSearchParams } from '@url/searchparams';
import { assertSuite, formatResults, runSuites } from '@url/wpt-runner';
import { afterAll, describe, test } from 'vitest';
import { URL } from '../src/index';

const impl = { URL, URLSearchParams, name: '@url/parser' };
const results = await runSuites(impl, {});
afterAll(() => console.log(formatResults(results, { title: impl.name })));
describe('quick', () => {
  for (const r of results) test(`WPT ${r.suite}`, () => assertSuite(r));
});
