/**
 * The page end to end in a real headless Chromium (Debian's /usr/bin/chromium, driven by
 * playwright-core): build it with Vite, serve web/dist from a tiny static server, type the backslash
 * example, check what the page renders, reproduce it from the link, go offline, and take a screenshot.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';
const webDir = fileURLToPath(new URL('../web/', import.meta.url));
const distDir = join(webDir, 'dist');
const outputDir = fileURLToPath(new URL('./output/', import.meta.url));
const screenshot = join(outputDir, 'inspector.png');
const BACKSLASH = 'http://evil.example\\@good.example/login';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

let server: Server;
let origin: string;
let context: BrowserContext;
let userDataDir: string;

function serve(): Promise<Server> {
  const s = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]);
    const file = normalize(join(distDir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(distDir) || !existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(s)));
}

async function ready(page: Page): Promise<void> {
  await page.waitForSelector('html[data-ready="true"]');
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install chromium (apt-get install -y chromium)`);
  }
  await build({ configFile: join(webDir, 'vite.config.ts'), logLevel: 'warn' });
  server = await serve();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
  await new Promise((resolve) => (server === undefined ? resolve(undefined) : server.close(resolve)));
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
});
