import { packageBuild } from '../../tooling/config/tsup.preset.ts';

// `live` (the real parsers' drivers, `@url/readers/live`) is Node only: it alone imports Node built-ins
export default packageBuild({ index: 'src/index.ts', live: 'live/index.ts' }, { external: [/^node:/] });
