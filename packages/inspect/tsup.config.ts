import { packageBuild } from '../../tooling/config/tsup.preset.ts';

// the CLI (bin `url-inspect`) is built with the library; it alone imports Node built-ins
export default packageBuild({ index: 'src/index.ts', cli: 'src/cli/main.ts' }, { external: [/^node:/] });
