import { packageBuild } from '../../tooling/config/tsup.preset.ts';

export default packageBuild({
  index: 'src/index.ts',
  list: 'src/list.ts',
  polyfill: 'src/polyfill.ts',
  'safe-regexp': 'src/safe-regexp.ts',
  spec: 'src/spec.ts',
});
