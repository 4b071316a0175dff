/**
 * `node bench/profile-first-load.ts [/m/path]`: where a first visit's main thread goes (issue
 * 24). Opens the page in a fresh Chromium at 390 x 844 with the CPU slowed 4x (Lighthouse's
 * mobile factor), records a V8 CPU profile of the first seconds, and prints the functions with
 * the most self time and the modules they belong to.
 *
 * For readable names, build the site unminified first:
 *   `npx vite build --minify false` in apps/web (then rebuild normally before measuring sizes).
 * Unminified output keeps a `// <module path>` marker before each module, which attributes
 * each line to its source module.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, requireChrome } from '../scripts/lib/chrome.ts';
import { assertWebBuilt, startServer, WEB_DIST } from '../e2e/support/server.ts';

const PAGE = process.argv[2] ?? '/m/';
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 6);
/** Busy stretches at least this long also list the functions on their stacks (inclusive ms). */
const DETAIL_MS = Number(process.env.PROFILE_DETAIL_MS ?? 300);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** For each built file, the source module each line belongs to (from the region markers). */
const regionsCache = new Map<string, string[]>();
async function moduleOf(url: string, line: number): Promise<string> {
  const file = /\/m\/(assets\/[^?#]+)/.exec(url)?.[1];
  if (!file) return url || '(native)';
  let lines = regionsCache.get(file);
  if (!lines) {
    const text = await readFile(path.join(WEB_DIST, file), 'utf8').catch(() => '');
    let current = file;
    lines = text.split('\n').map((l) => {
      const region = /^\/\/(?:#region)? ((?:\.\.\/|src\/)\S+)$/.exec(l);
      if (region) current = region[1]!;
      return current;
    });
    regionsCache.set(file, lines);
  }
  return lines[line] ?? file;
}

async function main() {
  assertWebBuilt();
  const server = await startServer({ label: 'profile-load', env: { LOG_LEVEL: 'error' } });
  const browser = await chromium.launch({
    executablePath: requireChrome(),
    args: CHROME_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // Long tasks as the page itself sees them, for a blocking time beside the profile.
    await page.addInitScript({
      content: `window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.__longTasks.push({ start: Math.round(entry.startTime), ms: Math.round(entry.duration) });
        }).observe({ type: 'longtask', buffered: true });`,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.baseUrl}${PAGE}`);
    await page.waitForTimeout(SECONDS * 1000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const longTasks = (await page.evaluate('window.__longTasks')) as Array<{
      start: number;
      ms: number;
    }>;
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    const blocking = longTasks
      .filter((task) => task.start >= fcp)
      .reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);

    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => {
      self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
    });
    const byFunction = new Map<string, number>();
    const byModule = new Map<string, number>();
    let total = 0;
    for (const [id, micros] of self) {
      const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
      if (functionName === '(idle)' || functionName === '(program)') continue;
      total += micros;
      const module = await moduleOf(url, lineNumber);
      const key = `${functionName || '(anonymous)'}  ${module}:${lineNumber + 1}:${columnNumber}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
      byModule.set(module, (byModule.get(module) ?? 0) + micros);
    }
    // Bursts: runs of busy samples between idle ones, roughly the page's tasks. For each long
    // one, the source modules on its stacks (inclusive time), to say what each task was doing.
    const parent = new Map<number, number>();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parent.set(child, node.id);
    const bursts: Array<{
      at: number;
      micros: number;
      modules: Map<string, number>;
      functions: Map<string, number>;
      inclusive: Map<string, number>;
    }> = [];
    let clock = 0;
    let burst: (typeof bursts)[number] | null = null;
    for (let i = 0; i < profile.samples.length; i += 1) {
      const delta = profile.timeDeltas[i] ?? 0;
      clock += delta;
      const node = byId.get(profile.samples[i]!)!;
      if (node.callFrame.functionName === '(idle)') {
        burst = null;
        continue;
      }
      if (!burst)
        bursts.push(
          (burst = {
            at: clock,
            micros: 0,
            modules: new Map(),
            functions: new Map(),
            inclusive: new Map(),
          }),
        );
      burst.micros += delta;
      const own = node.callFrame;
      const name = `${own.functionName || '(anonymous)'}@${(await moduleOf(own.url, own.lineNumber)).replace(/^(\.\.\/)+/, '')}`;
      burst.functions.set(name, (burst.functions.get(name) ?? 0) + delta);
      const seen = new Set<string>();
      for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
        const frame = byId.get(id)!.callFrame;
        if (!frame.url) continue;
        const module = (await moduleOf(frame.url, frame.lineNumber)).replace(/^(\.\.\/)+/, '');
        const fn = `${frame.functionName || '(anonymous)'}@${module}:${frame.lineNumber + 1}`;
        if (!seen.has(fn)) {
          seen.add(fn);
          burst.inclusive.set(fn, (burst.inclusive.get(fn) ?? 0) + delta);
        }
        if (seen.has(module)) continue;
        seen.add(module);
        burst.modules.set(module, (burst.modules.get(module) ?? 0) + delta);
      }
    }
    console.log('Busy stretches over 50 ms (start, length, modules on the stack by inclusive ms):');
    for (const b of bursts.filter((one) => one.micros > 50_000)) {
      const modules = [...b.modules]
        .sort((x, y) => y[1] - x[1])
        .slice(0, 8)
        .map(
          ([name, micros]) => `${name.replace(/^node_modules\//, '')} ${Math.round(micros / 1000)}`,
        )
        .join('; ');
      const functions = [...b.functions]
        .sort((x, y) => y[1] - x[1])
        .slice(0, 6)
        .map(
          ([name, micros]) => `${name.replace(/node_modules\//, '')} ${Math.round(micros / 1000)}`,
        )
        .join('; ');
      console.log(`  ${Math.round(b.at / 1000)} ms +${Math.round(b.micros / 1000)} ms: ${modules}`);
      console.log(`      self: ${functions}`);
      if (b.micros >= DETAIL_MS * 1000)
        console.log(
          `      inclusive: ${[...b.inclusive]
            .sort((x, y) => y[1] - x[1])
            .slice(0, 40)
            .map(
              ([name, micros]) =>
                `${name.replace(/node_modules\//, '')} ${Math.round(micros / 1000)}`,
            )
            .join('; ')}`,
        );
    }
    const top = (map: Map<string, number>, n: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, micros]) => ({ ms: Math.round(micros / 1000), name }));
    console.log(
      `${PAGE}: ${Math.round(total / 1000)} ms of busy main thread in ${SECONDS} s (CPU 4x slower)`,
    );
    console.log(
      `Long tasks (start ms: duration ms): ${longTasks.map((t) => `${t.start}: ${t.ms}`).join(', ')}`,
    );
    console.log(`FCP ${Math.round(fcp)} ms; blocking time after it ${blocking} ms`);
    console.log('By module (self time):');
    console.table(top(byModule, 25));
    console.log('By function (self time):');
    console.table(top(byFunction, 40));
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
