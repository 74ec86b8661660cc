/** The implementation under test: whatever subset of the URL and URL Pattern APIs it provides. */
export interface Implementation {
  /** Constructor like the WebIDL `URL`, with static `parse` / `canParse`. */
  URL?: any;
  URLSearchParams?: any;
  /** With static `compareComponent` when the compare data should run, `generate()` for the generate data. */
  URLPattern?: any;
  /**
   * Host-only implementations (e.g. `@url/host` before a URL class exists): parse `input` as the host of
   * a special URL and return the serialized host, or `null` for failure. When `URL` is absent, the suites
   * `toascii.json`, `IdnaTestV2.json` and `IdnaTestV2-removed.json` run through this instead; inputs
   * containing a tab, newline, carriage return or one of `/ ? # \ @ :` are reported as not applicable.
   */
  hostToASCII?: (input: string) => string | null;
  /** Shown by `formatResults` and the CLI. */
  name?: string;
}

/** suite name -> test name -> reason the test is known to fail. */
export type Expectations = Record<string, Record<string, string>>;

export interface SuiteResult {
  suite: string;
  /** Tests that ran: `passed + expectedFailures + failures.length`. Not-applicable tests are not counted. */
  total: number;
  /** Tests that passed, including listed ones (those are also in `unexpectedPasses`). */
  passed: number;
  /** Tests listed in the expectations that failed, as expected. */
  expectedFailures: number;
  /** Failed and not listed in the expectations. */
  failures: { name: string; message: string }[];
  /** Listed in the expectations but passed. */
  unexpectedPasses: string[];
  /** Listed in the expectations but no such test ran (no test by that name, or the test is not applicable). */
  staleExpectations: string[];
  /** Tests that exist upstream but cannot say anything about this implementation, with the reason. */
  notApplicable: { name: string; reason: string }[];
}

/** One test outcome, before expectations are applied. */
export interface TestRecord {
  name: string;
  status: 'pass' | 'fail' | 'na';
  /** Failure message, or the reason a test is not applicable. */
  message: string;
}
