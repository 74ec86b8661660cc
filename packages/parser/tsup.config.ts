import { packageBuild } from '../../tooling/config/tsup.preset.ts';

export default packageBuild({
  index: 'src/index.ts',
  core: 'src/core.ts',
  'fast-path': 'src/fast-path-entry.ts',
  node: 'src/node.ts',
  polyfill: 'src/polyfill.ts',
  'whatwg-url': 'src/whatwg-url.ts',
});
