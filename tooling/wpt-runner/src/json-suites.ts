/**
 * Drivers for the data-driven suites. Each one ports the logic of the upstream test file that consumes
 * the JSON (named in its doc comment) and uses the upstream test names, so an expectations entry means
 * the same test here and on wpt.fyi.
 */
import type { Testharness } from './harness';
import type { Implementation } from './types';

/** Thrown by a driver when a test needs something the implementation does not provide. */
export class NotApplicable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'NotApplicable';
  }
}

type Json = any;

export type JsonDriver = (data: Json, h: Testharness, impl: Implementation) => void;

function urlOf(impl: Implementation, what: string): Json {
  if (impl.URL === undefined)
    throw new NotApplicable(`needs URL (${what}); the implementation provides none`);
  return impl.URL;
}

/**
 * `urltestdata.json` and `urltestdata-javascript-only.json`: the checks of `url/url-constructor.any.js`
 * ("Parsing: ..."), `url/url-origin.any.js` ("Origin parsing: ...") and, for `failure: true` cases with
 * `base: null`, of `url/failure.html` / `url-constructor-base-failure.any.js` (the URL must also fail as a
 * base URL, and as the value of the `href` setter).
 */
export const runURLTestData: JsonDriver = (data, h, impl) => {
  const URL = impl.URL;
  for (const expected of data as Json[]) {
    if (typeof expected === 'string') continue; // comments
    const base = expected.base !== null ? expected.base : undefined;
    const where = base ? `against <${base}>` : 'without base';
    h.test(() => {
      if (expected.failure) {
        h.assert_throws_js(TypeError, () => {
          new URL(expected.input, base);
        });
        return;
      }
      const url = new URL(expected.input, base);
      h.assert_equals(url.href, expected.href, 'href');
      h.assert_equals(url.protocol, expected.protocol, 'protocol');
      h.assert_equals(url.username, expected.username, 'username');
      h.assert_equals(url.password, expected.password, 'password');
      h.assert_equals(url.host, expected.host, 'host');
      h.assert_equals(url.hostname, expected.hostname, 'hostname');
      h.assert_equals(url.port, expected.port, 'port');
      h.assert_equals(url.pathname, expected.pathname, 'pathname');
      h.assert_equals(url.search, expected.search, 'search');
      if ('searchParams' in expected) {
        h.assert_true('searchParams' in url);
        h.assert_equals(url.searchParams.toString(), expected.searchParams, 'searchParams');
      }
      h.assert_equals(url.hash, expected.hash, 'hash');
    }, `Parsing: <${expected.input}> ${where}`);

    if ('origin' in expected) {
      h.test(() => {
        const url = new URL(expected.input, base);
        h.assert_equals(url.origin, expected.origin, 'origin');
      }, `Origin parsing: <${expected.input}> ${where}`);
    }

    if (expected.failure && expected.base === null) {
      const name = `${expected.input} should throw`;
      h.test(() => {
        // If a URL fails to parse with any valid base, it must also fail to parse with no base,
        // i.e. when used as a base URL itself.
        h.assert_throws_js(TypeError, () => new URL('about:blank', expected.input));
      }, `URL's constructor's base argument: ${name}`);
      h.test(() => {
        const url = new URL('about:blank');
        h.assert_throws_js(TypeError, () => {
          url.href = expected.input;
        });
      }, `URL's href: ${name}`);
    }
  }
};

/** `setters_tests.json`: the logic and names of `url/url-setters.any.js`. */
export const runSettersTests: JsonDriver = (data, h, impl) => {
  const URL = impl.URL;
  for (const [property, cases] of Object.entries(data as Record<string, Json>)) {
    if (property === 'comment') continue;
    for (const testCase of cases as Json[]) {
      const name = `Setting <${testCase.href}>.${property} = '${testCase.new_value}'${testCase.comment ? ` ${testCase.comment}` : ''}`;
      h.test(() => {
        const url = new URL(testCase.href);
        url[property] = testCase.new_value;
        for (const [attribute, value] of Object.entries(testCase.expected)) {
          h.assert_equals(url[attribute], value, attribute);
        }
      }, `URL: ${name}`);
    }
  }
};

/** The URL parser strips these before parsing, or ends the host at them: a host-only check cannot say. */
const OUTSIDE_HOST_ONLY = /[\t\n\r/?#\\@:]/;
const HOST_ONLY_REASON =
  'host-only implementation: the input contains a tab, newline, carriage return or one of / ? # \\ @ :, ' +
  'which the URL parser strips or treats as a delimiter before the host parser sees it';

function hostOnlyCheck(h: Testharness, impl: Implementation, input: string, output: string | null): void {
  if (OUTSIDE_HOST_ONLY.test(input)) throw new NotApplicable(HOST_ONLY_REASON);
  const hostToASCII = impl.hostToASCII as (input: string) => string | null;
  h.assert_equals(hostToASCII(input), output, 'hostToASCII(input)');
}

/**
 * `toascii.json`: the logic of `url/toascii.window.js` (now `toascii.any.js`) for URL: the constructor,
 * then the `host` and `hostname` setters on `https://x/x`. Without a URL class, `hostToASCII` answers.
 */
export const runToASCII: JsonDriver = (data, h, impl) => {
  const useURL = impl.URL !== undefined;
  const URL = impl.URL;
  for (const hostTest of data as Json[]) {
    if (typeof hostTest === 'string') continue;
    if (!useURL) {
      h.test(
        () => hostOnlyCheck(h, impl, hostTest.input, hostTest.output),
        `${hostTest.input} (using hostToASCII)`,
      );
      continue;
    }
    h.test(() => {
      if (hostTest.output !== null) {
        const url = new URL(`https://${hostTest.input}/x`);
        h.assert_equals(url.host, hostTest.output);
        h.assert_equals(url.hostname, hostTest.output);
        h.assert_equals(url.pathname, '/x');
        h.assert_equals(url.href, `https://${hostTest.output}/x`);
      } else {
        h.assert_throws_js(TypeError, () => new URL(`https://${hostTest.input}/x`));
      }
    }, `${hostTest.input} (using URL)`);
    for (const attribute of ['host', 'hostname']) {
      h.test(() => {
        const url = new URL('https://x/x');
        url[attribute] = hostTest.input;
        h.assert_equals(url[attribute], hostTest.output !== null ? hostTest.output : 'x');
      }, `${hostTest.input} (using URL.${attribute})`);
    }
  }
};

/** `IdnaTestV2.json` and `IdnaTestV2-removed.json`: the logic of `url/IdnaTestV2*.any.js`. */
export const runIdnaTests: JsonDriver = (data, h, impl) => {
  const useURL = impl.URL !== undefined;
  const URL = impl.URL;
  for (const idnaTest of data as Json[]) {
    if (typeof idnaTest === 'string') continue; // comments
    if (idnaTest.input === '') continue; // upstream: cannot test empty string input through new URL()
    const name = `ToASCII("${idnaTest.input}")${idnaTest.comment ? ` ${idnaTest.comment}` : ''}`;
    h.test(() => {
      if (!useURL) {
        hostOnlyCheck(h, impl, idnaTest.input, idnaTest.output);
        return;
      }
      if (idnaTest.output === null) {
        h.assert_throws_js(TypeError, () => new URL(`https://${idnaTest.input}/x`));
      } else {
        const url = new URL(`https://${idnaTest.input}/x`);
        h.assert_equals(url.host, idnaTest.output);
        h.assert_equals(url.hostname, idnaTest.output);
        h.assert_equals(url.pathname, '/x');
        h.assert_equals(url.href, `https://${idnaTest.output}/x`);
      }
    }, name);
  }
};

/**
 * `percent-encoding.json`: the logic of `url/percent-encoding.window.js` for the UTF-8 column (the fragment
 * and the query of `https://doesnotmatter.invalid/?<input>#<input>`). The other columns need a document in
 * a legacy encoding, which the URL API cannot express: they are reported as not applicable.
 */
export const runPercentEncoding: JsonDriver = (data, h, impl) => {
  const URL = impl.URL;
  for (const testUnit of data as Json[]) {
    if (typeof testUnit === 'string') continue;
    for (const encoding of Object.keys(testUnit.output)) {
      h.test(() => {
        if (encoding !== 'utf-8') {
          throw new NotApplicable(
            "needs a document in a legacy encoding (the query is percent-encoded in the document's encoding); the URL API always uses UTF-8",
          );
        }
        const url = new URL(`https://doesnotmatter.invalid/?${testUnit.input}#${testUnit.input}`);
        h.assert_equals(url.hash, `#${testUnit.output['utf-8']}`, 'fragment');
        h.assert_equals(url.search, `?${testUnit.output[encoding]}`, 'query');
      }, `Input ${testUnit.input} with encoding ${encoding}`);
    }
  }
};

const kComponents = [
  'protocol',
  'username',
  'password',
  'hostname',
  'port',
  'password',
  'pathname',
  'search',
  'hash',
] as const;

const EARLIER_COMPONENTS: Record<(typeof kComponents)[number], string[]> = {
  protocol: [],
  hostname: ['protocol'],
  port: ['protocol', 'hostname'],
  username: [],
  password: [],
  pathname: ['protocol', 'hostname', 'port'],
  search: ['protocol', 'hostname', 'port', 'pathname'],
  hash: ['protocol', 'hostname', 'port', 'pathname', 'search'],
};

/**
 * `urlpatterntestdata.json`: a faithful port of `urlpattern/resources/urlpatterntests.js` (`runTests`),
 * including its quirks (kComponents lists `password` twice). Like upstream, the expected component
 * patterns inherited from a base URL are computed with `URL` (the implementation's; a case that needs it
 * is not applicable when the implementation has no URL class).
 */
export const runURLPatternTests: JsonDriver = (data, h, impl) => {
  const URLPattern = impl.URLPattern;
  for (const entry of data as Json[]) {
    h.test(
      () => {
        if (entry.expected_obj === 'error') {
          h.assert_throws_js(TypeError, () => new URLPattern(...entry.pattern), 'URLPattern() constructor');
          return;
        }

        const pattern = new URLPattern(...entry.pattern);

        // If the expected_obj property is not present we will automatically fill it with the most likely
        // expected values.
        entry.expected_obj = entry.expected_obj || {};

        for (const component of kComponents) {
          let expected = entry.expected_obj[component];

          // biome-ignore lint/suspicious/noDoubleEquals: upstream compares with == undefined (null too).
          if (expected == undefined) {
            let baseURL: Json = null;
            if (entry.pattern.length > 0 && entry.pattern[0].baseURL) {
              baseURL = new (urlOf(impl, 'to compute the expected patterns from baseURL'))(
                entry.pattern[0].baseURL,
              );
            } else if (entry.pattern.length > 1 && typeof entry.pattern[1] === 'string') {
              baseURL = new (urlOf(impl, 'to compute the expected patterns from the base URL'))(
                entry.pattern[1],
              );
            }

            // Priority: exactly_empty_components, then the component given explicitly, then a wildcard when an
            // earlier component is given, then the base URL's value (never for username/password), then '*'.
            if (entry.exactly_empty_components?.includes(component)) {
              expected = '';
            } else if (typeof entry.pattern[0] === 'object' && entry.pattern[0][component]) {
              expected = entry.pattern[0][component];
            } else if (
              typeof entry.pattern[0] === 'object' &&
              EARLIER_COMPONENTS[component].some((c) => c in entry.pattern[0])
            ) {
              expected = '*';
            } else if (baseURL && component !== 'username' && component !== 'password') {
              let baseValue: string = baseURL[component];
              // Some URL getters include separator characters; strip them.
              if (component === 'protocol') baseValue = baseValue.substring(0, baseValue.length - 1);
              else if (component === 'search' || component === 'hash')
                baseValue = baseValue.substring(1, baseValue.length);
              expected = baseValue;
            } else {
              expected = '*';
            }
          }

          h.assert_equals(pattern[component], expected, `compiled pattern property '${component}'`);
        }

        if (entry.expected_match === 'error') {
          h.assert_throws_js(TypeError, () => pattern.test(...entry.inputs), 'test() result');
          h.assert_throws_js(TypeError, () => pattern.exec(...entry.inputs), 'exec() result');
          return;
        }

        // First, validate the test() method by converting the expected result to a truthy value.
        h.assert_equals(pattern.test(...entry.inputs), !!entry.expected_match, 'test() result');

        // Next, start validating the exec() method.
        const execResult = pattern.exec(...entry.inputs);

        // On a failed match exec() returns null.
        if (!entry.expected_match || typeof entry.expected_match !== 'object') {
          h.assert_equals(execResult, entry.expected_match, 'exec() failed match result');
          return;
        }

        if (!entry.expected_match.inputs) entry.expected_match.inputs = entry.inputs;

        // Next verify the result.input is correct. This may be a structured URLPatternInit dictionary object
        // or a URL string.
        h.assert_equals(
          execResult.inputs.length,
          entry.expected_match.inputs.length,
          'exec() result.inputs.length',
        );
        for (let i = 0; i < execResult.inputs.length; ++i) {
          const input = execResult.inputs[i];
          const expectedInput = entry.expected_match.inputs[i];
          if (typeof input === 'string') {
            h.assert_equals(input, expectedInput, `exec() result.inputs[${i}]`);
            continue;
          }
          for (const component of kComponents) {
            h.assert_equals(
              input[component],
              expectedInput[component],
              `exec() result.inputs[${i}][${component}]`,
            );
          }
        }

        // Next we will compare the URLPatternComponentResult for each of these expected components.
        for (const component of kComponents) {
          let expectedObj = entry.expected_match[component];

          // Without an explicit component object, auto-generate one: default wildcards produce a capture
          // group, empty string patterns (listed in exactly_empty_components) do not.
          if (!expectedObj) {
            expectedObj = { input: '', groups: {} };
            if (!entry.exactly_empty_components?.includes(component)) {
              expectedObj.groups['0'] = '';
            }
          }
          // JSON does not allow undefined, so the data file contains null instead.
          for (const key in expectedObj.groups) {
            if (expectedObj.groups[key] === null) expectedObj.groups[key] = undefined;
          }
          h.assert_object_equals(execResult[component], expectedObj, `exec() result for ${component}`);
        }
      },
      `Pattern: ${JSON.stringify(entry.pattern)} Inputs: ${JSON.stringify(entry.inputs)}`,
    );
  }
};

/**
 * `urlpattern-compare-test-data.json`: the logic of upstream's tentative
 * `urlpattern/resources/urlpattern-compare-tests.tentative.js` (also in urlpattern-polyfill's tests):
 * the comparison, its reverse, and each pattern against itself.
 */
export const runURLPatternCompareTests: JsonDriver = (data, h, impl) => {
  const URLPattern = impl.URLPattern;
  for (const entry of data as Json[]) {
    h.test(
      () => {
        const left = new URLPattern(entry.left);
        const right = new URLPattern(entry.right);
        h.assert_equals(URLPattern.compareComponent(entry.component, left, right), entry.expected);
        // Coerce to an integer so that -0 is not expected for a 0 result.
        const reverseExpected = ~~(entry.expected * -1);
        h.assert_equals(
          URLPattern.compareComponent(entry.component, right, left),
          reverseExpected,
          'reverse order',
        );
        h.assert_equals(URLPattern.compareComponent(entry.component, left, left), 0, 'left equality');
        h.assert_equals(URLPattern.compareComponent(entry.component, right, right), 0, 'right equality');
      },
      `Component: ${entry.component} Left: ${JSON.stringify(entry.left)} Right: ${JSON.stringify(entry.right)}`,
    );
  }
};

/**
 * `urlpattern-generate-test-data.json`: the logic of upstream's tentative
 * `urlpattern/resources/urlpattern-generate-tests.tentative.js`: `expected: null` means `generate()`
 * throws a TypeError.
 */
export const runURLPatternGenerateTests: JsonDriver = (data, h, impl) => {
  const URLPattern = impl.URLPattern;
  for (const entry of data as Json[]) {
    h.test(
      () => {
        const pattern = new URLPattern(entry.pattern);
        if (entry.expected === null) {
          h.assert_throws_js(
            TypeError,
            () => pattern.generate(entry.component, entry.groups),
            'generate() should fail with TypeError',
          );
          return;
        }
        h.assert_equals(pattern.generate(entry.component, entry.groups), entry.expected);
      },
      `Pattern: ${JSON.stringify(entry.pattern)} Component: ${entry.component} Groups: ${JSON.stringify(entry.groups)}`,
    );
  }
};
