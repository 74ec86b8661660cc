import { packageTests } from '../config/vitest.preset.ts';

// The plain preset (tooling/runtimes runs every package's tests in one Chromium project and relies on
// it). src/index.ts (re-exports) and src/types.ts (types) hold no executable code: V8 counts them 0/0.
export default packageTests();
