import { packageBuild } from '../../tooling/config/tsup.preset.ts';

export default packageBuild({
  index: 'src/index.ts',
  core: 'src/core.ts',
  tr46: 'src/tr46.ts',
});
