/**
 * Renders the PWA/Apple PNG icons from the SVG artwork with the system Chromium.
 * Run once after changing the art: `npx node apps/web/scripts/render-icons.ts`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = path.join(import.meta.dirname, '..', 'public');

/** Full-bleed art; `inset` keeps the mark inside the maskable safe zone (80 %). */
function iconSvg(inset: number): string {
  const mark = 100 - inset * 2;
  const scale = mark / 44;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100%" height="100%">
  <rect width="100" height="100" fill="#0b3d5c"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})">
    <rect width="44" height="44" rx="10" fill="#f2b705"/>
    <path d="M11 9v26h22v-6H18V9z" fill="#1d1600"/>
    <circle cx="33" cy="14" r="5" fill="#1d1600"/>
  </g></svg>`;
}

const targets = [
  { file: 'icons/icon-192.png', size: 192, inset: 14 },
  { file: 'icons/icon-512.png', size: 512, inset: 14 },
  { file: 'icons/icon-maskable-512.png', size: 512, inset: 24 },
  { file: 'apple-touch-icon.png', size: 180, inset: 16 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, inset } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px">${iconSvg(inset)}</body></html>`,
    );
    await writeFile(path.join(PUBLIC, file), await page.screenshot({ type: 'png' }));
    await page.close();
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
