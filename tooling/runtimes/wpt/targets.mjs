// The implementations whose WPT suites the matrix runs in Chromium, configured as each package's own
// WPT test configures them on Node (same classes, same suites, same expectations file). Imported by the
// page bundle (the browser) and by the Node side (which reads `expectations` and `suites` only).
// A package whose tests run WPT through @url/wpt-runner must have a target here: the Chromium step
// reports a package that has none.
import { parseHost, serializeHost } from '../../../packages/host/src/index.ts';
import { URL } from '../../../packages/parser/src/index.ts';
import { URLPattern } from '../../../packages/pattern/src/index.ts';
import { URLSearchParams } from '../../../packages/searchparams/src/index.ts';

/** `new URL("https://" + input + "/x").host` for the host parser alone (as packages/host/test/wpt.test.ts). */
function hostToASCII(input) {
  const host = parseHost(input);
  return host === null ? null : serializeHost(host);
}

export const TARGETS = [
  {
    name: '@url/parser',
    package: 'packages/parser',
    impl: { URL, URLSearchParams, name: '@url/parser' },
    expectations: 'packages/parser/test/wpt-expectations.json',
    suites: () => true,
  },
  {
    name: '@url/searchparams',
    package: 'packages/searchparams',
    impl: { URLSearchParams, name: '@url/searchparams' },
    suites: (s) => /^url\/(urlsearchparams-.*|urlencoded-parser)\.any\.js$/.test(s),
  },
  {
    name: '@url/pattern',
    package: 'packages/pattern',
    // the upstream URL Pattern driver reads base URLs with `URL`: our stack's
    impl: { URLPattern, URL, name: '@url/pattern' },
    suites: (s) => s.startsWith('urlpattern'),
  },
  {
    name: '@url/host',
    package: 'packages/host',
    impl: { hostToASCII, name: '@url/host' },
    expectations: 'packages/host/test/wpt-expectations.json',
    suites: (s) => ['toascii.json', 'IdnaTestV2.json', 'IdnaTestV2-removed.json'].includes(s),
  },
];
