// The house rules for src/ (tooling/config/source-rules.ts), shared by every package.
import { sourceRules } from '../../../tooling/config/source-rules.ts';

sourceRules(import.meta.url, {
  allow: {
    // Node's legacy url.parse(), which the model reproduces, decodes the userinfo with
    // decodeURIComponent (and fails with its URIError on malformed escapes); the model matches it.
    'node-legacy.ts': ['encodeURIComponent/decodeURIComponent/escape'],
  },
});
