import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);

let axeScript: Promise<string> | undefined;
/** axe-core's bundle, read once per file. */
function axeSource(): Promise<string> {
  axeScript ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeScript;
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page once its animations and transitions are over (a menu sliding in
 * or a theme fading over has passing colours only at its end) and fails on serious or
 * critical violations.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Endless ones (the ticker, the jackpot glow) never finish and change no contrast.
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
  // Evaluated through the DevTools protocol, so the site's CSP stays as it is; once per
  // document (a page that has not navigated since still has it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource());
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<{
          violations: Array<{
            id: string;
            impact: string | null;
            help: string;
            nodes: Array<{ target: unknown[]; html: string }>;
          }>;
        }>;
      };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
  });

  const blocking = violations.filter((v: Violation) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  const others = violations.filter((v: Violation) => !blocking.includes(v));
  for (const v of others) {
    console.log(`axe (${v.impact ?? 'n/a'}): ${v.id} — ${v.help} — ${v.targets.join(', ')}`);
  }
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}
