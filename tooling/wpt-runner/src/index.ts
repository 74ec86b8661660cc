export { createTestContext, NOT_APPLICABLE_RULES, type NotApplicableRule, parseMeta } from './anyjs';
export { HARNESS_ERROR_NAME, type Testharness, type TestObject } from './harness';
export { defaultWptDir, wptDataPath } from './paths';
export { assertClean, assertSuite, formatResults, isClean, loadExpectations } from './report';
export { disambiguate, type RunOptions, runSuites, summarize } from './run';
export { listSuites, runnableSuites } from './suites';
export type { Expectations, Implementation, SuiteResult, TestRecord } from './types';
