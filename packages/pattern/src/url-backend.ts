// The one module through which @url/pattern reaches the URL Standard: the basic URL parser with a
// state override (https://url.spec.whatwg.org/#concept-basic-url-parser), the host and path
// serializers, "set the username/password", special schemes and default ports, and the `URL` class
// (whose `URL.parse` and getters read a URL's components), all from @url/parser (the host serializer
// from @url/host/core).

export { serializeHost } from '@url/host/core';
export {
  basicURLParse,
  defaultPort,
  type Host,
  isSpecialScheme,
  type StateOverride,
  serializePath,
  setThePassword,
  setTheUsername,
  URL,
  type URLRecord,
} from '@url/parser';

import { SPECIAL_SCHEMES as SPECIAL_SCHEME_TABLE } from '@url/parser';

/** The special schemes (https://url.spec.whatwg.org/#special-scheme), in the URL Standard's table order: @url/parser's table. */
export const SPECIAL_SCHEMES: readonly string[] = /* @__PURE__ */ Object.keys(SPECIAL_SCHEME_TABLE);
