// The house rules for src/ (tooling/config/source-rules.ts), shared by every package.
import { sourceRules } from '../../../tooling/config/source-rules.ts';

sourceRules(import.meta.url, {
  allow: {
    // The opt-in polyfill entry installs URL and URLSearchParams on globalThis.
    'polyfill.ts': ['globalThis'],
    // Node's fileURLToPath and urlToHttpOptions, which `@url/parser/node` reproduces, decode with
    // decodeURIComponent (and throw its URIError); the entry matches them exactly.
    'node-file-url.ts': ['encodeURIComponent/decodeURIComponent/escape'],
    // Error messages and doc strings name process.cwd(), which the module never calls: the working
    // directory is an argument.
    'node-path.ts': ['a Node built-in'],
  },
});
