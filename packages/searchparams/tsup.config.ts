import { packageBuild } from '../../tooling/config/tsup.preset.ts';

export default packageBuild({
  index: 'src/index.ts',
  urlencoded: 'src/urlencoded.ts',
  edit: 'src/edit.ts',
  object: 'src/object.ts',
  legacy: 'src/legacy.ts',
  query: 'src/query-object.ts',
});
