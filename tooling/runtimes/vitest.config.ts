import { packageTests } from '../config/vitest.preset.ts';

export default packageTests();
