import { packageBuild } from '../config/tsup.preset.ts';

export default packageBuild({ index: 'src/index.ts', cli: 'src/cli.ts' }, { platform: 'node' });
