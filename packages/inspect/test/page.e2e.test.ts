/**
 * The page end to end in a real headless Chromium (Debian's /usr/bin/chromium, driven by
 * playwright-core): build it with Vite and serve it with `vite preview`, the server `pnpm inspector`
 * runs (it answers with `Vary: Origin`, which the service worker's cache lookup must ignore), type
 * the backslash example, check what the page renders, reproduce it from the link, go offline, check
 * it at 390 × 844 and through axe-core (WCAG 2 AA, light and dark), and take screenshots.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';
const webDir = fileURLToPath(new URL('../web/', import.meta.url));
const distDir = join(webDir, 'dist');
const outputDir = fileURLToPath(new URL('./output/', import.meta.url));
const screenshot = join(outputDir, 'inspector.png');
const BACKSLASH = 'http://evil.example\\@good.example/login';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: PreviewServer;
let origin: string;
let context: BrowserContext;
let userDataDir: string;

/** axe-core's WCAG 2 A and AA violations on `page`, as `rule: target` lines. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate(
    "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })",
  )) as { violations: { id: string; nodes: { target: string[] }[] }[] };
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function ready(page: Page): Promise<void> {
  await page.waitForSelector('html[data-ready="true"]');
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install chromium (apt-get install -y chromium)`);
  }
  const configFile = join(webDir, 'vite.config.ts');
  await build({ configFile, logLevel: 'warn' });
  // the README's server (`pnpm inspector` runs `vite preview` with this config), on a free port
  server = await preview({ configFile, logLevel: 'warn', preview: { port: 0, strictPort: false } });
  origin = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  userDataDir = mkdtempSync(join(tmpdir(), 'url-inspector-chromium-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1100, height: 1500 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}, 180_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  if (userDataDir !== undefined) rmSync(userDataDir, { recursive: true, force: true });
});

describe('the inspector page in Chromium', () => {
  it('renders the backslash example: host, notes, RFC 3986 warning; keeps the state in the fragment', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${origin}/`);
    await ready(page);
    await page.locator('#input').pressSequentially(BACKSLASH);

    await expect.poll(() => page.textContent('#host-ascii')).toBe('evil.example');
    expect(await page.textContent('#href')).toBe('http://evil.example/@good.example/login');
    const security = await page.locator('#security-list li').allTextContents();
    expect(security.join('\n')).toContain('backslash-before-at');
    expect(security.join('\n')).toContain('good.example');
    const changes = await page.locator('#changes-list li').allTextContents();
    expect(changes.join('\n')).toContain('backslash-as-slash');
    expect(await page.textContent('#changes-marked mark')).toBe('\\');
    const errorsList = await page.locator('#errors-list li').allTextContents();
    expect(errorsList.join('\n')).toContain('invalid-reverse-solidus');
    const rfc = await page.textContent('#rfc-summary');
    expect(rfc).toContain('Not valid RFC 3986');
    expect(rfc).toContain('reads userinfo, host, path differently');
    expect(await page.locator('#rfc-table tr.different').count()).toBe(3);
    // the readers table (issue 15): Python and curl go to good.example, Go rejects, WinHTTP labelled
    expect(await page.textContent('#readers-table [data-reader="python"]')).toContain('Python');
    expect(await page.locator('#readers-table tr.different').count()).toBe(8);
    const goRow = page.locator('#readers-table tr', { has: page.locator('[data-reader="go"]') });
    expect(await goRow.textContent()).toContain('net/url: invalid userinfo');
    expect(await page.textContent('#readers-table [data-reader="winhttp"]')).toContain(
      'model from documentation',
    );

    // the encode/decode box
    await page.fill('#codec-input', 'a b&c');
    await page.selectOption('#codec-set', 'component');
    await page.click('#encode');
    expect(await page.textContent('#codec-output')).toBe('a%20b%26c');

    // a link reproduces what is on screen
    const link = page.url();
    expect(link).toContain('#url=');
    const again = await context.newPage();
    await again.goto(link);
    await ready(again);
    expect(await again.inputValue('#input')).toBe(BACKSLASH);
    expect(await again.inputValue('#codec-input')).toBe('a b&c');
    expect(await again.textContent('#host-ascii')).toBe('evil.example');
    await again.close();

    mkdirSync(outputDir, { recursive: true });
    await page.screenshot({ path: screenshot, fullPage: true });
    console.log(`screenshot: ${screenshot}`);
    expect(existsSync(screenshot)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works offline once loaded', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await ready(page);
    // the service worker has cached the page and its assets
    // (runs in the page: `navigator` is the page's)
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await context.setOffline(true);
    try {
      await page.reload();
      await ready(page);
      await page.locator('#input').fill('http://0x7f.1/admin');
      await expect.poll(() => page.textContent('#host-ascii')).toBe('127.0.0.1');
      const security = await page.locator('#security-list li').allTextContents();
      expect(security.join('\n')).toContain('ipv4-notation');
    } finally {
      await context.setOffline(false);
      await page.close();
    }
  });

  it('answers with Vary (vite preview), which the offline cache ignores', async () => {
    const res = await fetch(`${origin}/`, { headers: { origin } });
    expect(res.headers.get('vary') ?? '').toMatch(/origin/i);
    expect(readFileSync(join(distDir, 'sw.js'), 'utf8')).toContain('ignoreVary: true');
  });

  it('is readable at 390 × 844: no table row taller than the screen', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/`);
    await ready(page);
    await page.locator('#input').fill(BACKSLASH);
    await expect.poll(() => page.textContent('#host-ascii')).toBe('evil.example');
    const heights = await page.evaluate(
      "[...document.querySelectorAll('tr')].map((tr) => tr.getBoundingClientRect().height)",
    );
    expect((heights as number[]).length).toBeGreaterThan(10);
    expect(Math.max(...(heights as number[]))).toBeLessThanOrEqual(844);
    const width = await page.evaluate('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    mkdirSync(outputDir, { recursive: true });
    await page.screenshot({ path: join(outputDir, 'inspector-390.png'), fullPage: true });
    await page.close();
  });

  it('masks the password, shows it on request, and never writes it into the fragment', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await ready(page);
    await page.locator('#input').fill('https://user:hunter2@example.com/');
    await expect.poll(() => page.textContent('#host-ascii')).toBe('example.com');
    expect(await page.textContent('#parts-table')).not.toContain('hunter2');
    expect(await page.textContent('#href')).not.toContain('hunter2');
    expect(decodeURIComponent(page.url())).not.toContain('hunter2');
    await page.click('button[data-action="reveal-password"]');
    expect(await page.textContent('#parts-table')).toContain('hunter2');
    await page.close();
  });

  it('shows an empty state without the error box, has a favicon, and marks hidden code points', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await ready(page);
    expect(await page.locator('#failure').count()).toBe(0);
    expect(await page.getAttribute('#summary', 'class')).toBe('empty');
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toMatch(/^data:image\/svg\+xml,/);
    await page.locator('#input').fill('https://evil.example/\u202emoc.elgoog');
    // the URL percent-encodes it (%E2%80%AE); the input as written shows it as a chip
    await expect.poll(() => page.locator('#changes-marked .cp').count()).toBeGreaterThan(0);
    expect(await page.textContent('#changes-marked')).toContain('U+202E RIGHT-TO-LEFT OVERRIDE');
    expect(await page.textContent('#drawing')).toContain('U+202E RIGHT-TO-LEFT OVERRIDE');
    expect(await page.textContent('#changes-marked')).not.toContain('\u202e');
    expect(await page.textContent('#security-list')).toContain('hidden-characters');
    await page.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`passes axe-core's WCAG 2 AA checks in ${colorScheme} mode`, async () => {
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme });
      await page.goto(`${origin}/`);
      await ready(page);
      await page.locator('#input').fill('http://user@0x7f.1:8080/a?b=c#d');
      await expect.poll(() => page.textContent('#host-ascii')).toBe('127.0.0.1');
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  }
});
