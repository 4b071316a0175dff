/**
 * `node bench/long-frames.ts [/m/path] [distA distB]`: a first visit's long frames as the page
 * itself sees them (issue 24, decision 053). Opens the page in a fresh Chromium at 390 x 844
 * with the CPU slowed 4x (Lighthouse's factor) and prints each Long Animation Frame: when, how
 * long, its blocking part, its style and layout part, and the scripts that ran in it (entry
 * point, function, file, and any layout they forced), then the blocking time after the first
 * contentful paint. Unlike a CPU profile it says which task a piece of work landed in.
 *
 * With two built copies of apps/web/dist (`cp -r apps/web/dist /tmp/a` after each build), it
 * alternates them, `ROUNDS` times (default 2), and prints each build's blocking times sorted with
 * their median: on a two-core machine a single load varies by a factor of two, so only builds
 * measured side by side in the same minutes can be compared. `LOADS` (default 4) loads a round.
 */
import { cp, rm } from 'node:fs/promises';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_ARGS, requireChrome } from '../scripts/lib/chrome.ts';
import { assertWebBuilt, startServer, WEB_DIST } from '../e2e/support/server.ts';

const [PAGE = '/m/', DIST_A, DIST_B] = process.argv.slice(2);
const LOADS = Number(process.env.LOADS ?? 4);
const ROUNDS = Number(process.env.ROUNDS ?? 2);

interface Frame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  styleAndLayoutStart: number;
  scripts: Array<{
    invokerType: string;
    invoker: string;
    sourceFunctionName: string;
    sourceURL: string;
    duration: number;
    forcedStyleAndLayoutDuration: number;
  }>;
}

/** One first visit: its long frames and the blocking time after the first contentful paint. */
async function load(browser: Browser, url: string, print: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript({
      content: `window.__frames = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__frames.push(entry.toJSON());
        }).observe({ type: 'long-animation-frame', buffered: true });`,
    });
    await page.goto(url);
    await page.waitForTimeout(6_000);
    const { frames, fcp } = (await page.evaluate(`({
      frames: window.__frames,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    })`)) as { frames: Frame[]; fcp: number };
    let blocking = 0;
    for (const frame of frames) {
      if (frame.startTime >= fcp) blocking += frame.blockingDuration;
      if (!print) continue;
      const layout = frame.styleAndLayoutStart
        ? frame.startTime + frame.duration - frame.styleAndLayoutStart
        : 0;
      const scripts = frame.scripts
        .map(
          (s) =>
            `${s.invokerType} ${s.sourceFunctionName || '(anonymous)'}@${s.sourceURL.replace(/^.*\//, '')} ` +
            `${Math.round(s.duration)}${s.forcedStyleAndLayoutDuration >= 1 ? ` (forced layout ${Math.round(s.forcedStyleAndLayoutDuration)})` : ''}`,
        )
        .join(' | ');
      console.log(
        `  ${Math.round(frame.startTime)} ms +${Math.round(frame.duration)}: blocking ` +
          `${Math.round(frame.blockingDuration)}, style and layout ${Math.round(layout)}; ${scripts}`,
      );
    }
    if (print)
      console.log(`  FCP ${Math.round(fcp)} ms; blocking after it ${Math.round(blocking)} ms`);
    return blocking;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Loads one build's pages with a server of its own (the server caches the files it serves). */
async function withServer<T>(label: string, work: (baseUrl: string) => Promise<T>): Promise<T> {
  const server = await startServer({ label, env: { LOG_LEVEL: 'error' } });
  try {
    return await work(server.baseUrl);
  } finally {
    await server.stop();
  }
}

async function main() {
  const browser = await chromium.launch({ executablePath: requireChrome(), args: CHROME_ARGS });
  try {
    if (!DIST_A || !DIST_B) {
      assertWebBuilt();
      await withServer('long-frames', async (baseUrl) => {
        for (let i = 1; i <= LOADS; i++) {
          console.log(`${PAGE} load ${i}:`);
          await load(browser, `${baseUrl}${PAGE}`, true);
        }
      });
      return;
    }
    const builds = [
      ['A', DIST_A],
      ['B', DIST_B],
    ] as const;
    const results: Record<'A' | 'B', number[]> = { A: [], B: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, dist] of builds) {
        // Served from apps/web/dist, as every bench does; it holds build B afterwards.
        await rm(WEB_DIST, { recursive: true, force: true });
        await cp(dist, WEB_DIST, { recursive: true });
        await withServer(`long-frames-${name}`, async (baseUrl) => {
          for (let i = 0; i < LOADS; i++)
            results[name].push(await load(browser, `${baseUrl}${PAGE}`, false));
        });
      }
    }
    for (const [name, dist] of builds) {
      const sorted = results[name].map(Math.round).sort((a, b) => a - b);
      console.log(
        `${name} ${dist}: blocking after FCP ${sorted.join(', ')}; median ${median(sorted)} ms`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
