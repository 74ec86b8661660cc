import { answer } from '@url/percent';
import { expect, test } from 'vitest';

test('resolves the workspace package to its source', () => {
  expect(answer()).toBe(42);
});
