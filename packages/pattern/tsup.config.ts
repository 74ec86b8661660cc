import { packageBuild } from '../../tooling/config/tsup.preset.ts';

export default packageBuild(
  {
    index: 'src/index.ts',
    polyfill: 'src/polyfill.ts',
    spec: 'src/spec.ts',
  },
  // TEMPORARY, until url-backend.ts moves to @url/parser: keep whatwg-url out of the bundle.
  { external: ['whatwg-url'] },
);
