import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A case of toascii.json / IdnaTestV2*.json. */
export interface ToASCIICase {
  input: string;
  output: string | null;
  comment?: string;
}

/** The synced WPT resources directory (the vitest global setup syncs and verifies it). */
export const resourcesDir = fileURLToPath(new URL('../../../wpt/url/resources/', import.meta.url));

/** Loads a WPT JSON file's test cases (comment strings dropped). Missing data fails loudly. */
export function loadCases(file: string): ToASCIICase[] {
  const path = resourcesDir + file;
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: run \`pnpm sync\` at the repository root`);
  }
  const data = JSON.parse(readFileSync(path, 'utf8')) as unknown[];
  return data.filter((c): c is ToASCIICase => typeof c === 'object' && c !== null);
}
