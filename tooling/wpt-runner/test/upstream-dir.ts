import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultWptDir } from '../src/index';

/**
 * A WPT folder holding only the pinned upstream data (links to the synced `url/`, `urlpattern/`,
 * `common/`), without the repository's own `extra/` regression suites: the runner's reference runs
 * (whatwg-url, the polyfill) check the drivers on upstream data, whatever `wpt/extra/` holds.
 */
export function upstreamOnlyWptDir(): string {
  const source = defaultWptDir();
  const dir = mkdtempSync(join(tmpdir(), 'wpt-upstream-'));
  for (const name of ['url', 'urlpattern', 'common', 'LICENSE.md']) {
    if (existsSync(join(source, name))) symlinkSync(join(source, name), join(dir, name));
  }
  return dir;
}
