import { packageBuild } from '../../tooling/config/tsup.preset.ts';

// the CLI (bin `url-inspect`, in cli/ outside src/) is built with the library; it alone imports Node built-ins
export default packageBuild(
  { index: 'src/index.ts', cli: 'cli/main.ts', run: 'cli/run.ts' },
  { external: [/^node:/] },
);
