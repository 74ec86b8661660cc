// The Node side of the WPT runs, bundled (lib/bundle.mjs) from @url/wpt-runner's sources: its catalog,
// expectations, summaries and tables, and runSuites for the runtimes' own classes on Node, Bun and Deno.
export { NOT_APPLICABLE_RULES } from '../../wpt-runner/src/anyjs.ts';
export * as drivers from '../../wpt-runner/src/json-suites.ts';
export { formatResults, loadExpectations } from '../../wpt-runner/src/report.ts';
export { disambiguate, runSuites, summarize } from '../../wpt-runner/src/run.ts';
export { catalog, runnableSuites } from '../../wpt-runner/src/suites.ts';
export { TARGETS } from './targets.mjs';
