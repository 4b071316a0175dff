/**
 * `npm run screenshot`: the README's picture of the home page, taken from the real server at a
 * 390 x 844 phone viewport in the system Chromium. Expects a built site (`npm run build`).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PHONE } from '../e2e/support/phone.ts';
import { REPO_ROOT, startServer } from '../e2e/support/server.ts';
import { CHROME_ARGS, requireChrome } from './lib/chrome.ts';

const OUTPUT = path.join(REPO_ROOT, 'docs/screenshots/home.png');

const server = await startServer({ label: 'screenshot', env: { LOG_LEVEL: 'error' } });
const browser = await chromium.launch({ executablePath: requireChrome(), args: CHROME_ARGS });
try {
  // 1x, so the picture is exactly 390 x 844.
  const context = await browser.newContext({
    ...PHONE,
    deviceScaleFactor: 1,
    // Keeps the carousel on its first banner (no autoplay with reduced motion).
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/m/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Jogos em destaque' }).waitFor({ timeout: 20_000 });
  // Let images decode and the first carousel frame settle.
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0;
      })
      .every((img) => img.complete),
  );
  await page.waitForTimeout(500);
  await mkdir(path.dirname(OUTPUT), { recursive: true });
  await page.screenshot({ path: OUTPUT });
  console.log(`Saved ${path.relative(REPO_ROOT, OUTPUT)}`);
} finally {
  await browser.close();
  await server.stop();
}
