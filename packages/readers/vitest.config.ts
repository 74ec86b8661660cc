import { packageTests } from '../../tooling/config/vitest.preset.ts';

export default packageTests();
