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

/** Waits until the page's finite animations and transitions are over. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Endless ones (the ticker, the jackpot glow) never finish and change no contrast.
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
}

/** axe-core's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  await settled(page);
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
  for (const v of violations.filter((v: Violation) => !isSerious(v))) {
    console.log(`axe (${v.impact ?? 'n/a'}): ${v.id} — ${v.help} — ${v.targets.join(', ')}`);
  }
  return violations.filter(isSerious);
}

function isSerious(violation: Violation): boolean {
  return ['serious', 'critical'].includes(violation.impact ?? '');
}

/**
 * Runs axe-core on the page once its animations and transitions are over (a menu sliding in
 * or a theme fading over has passing colours only at its end) and fails on serious or
 * critical violations. A page that changes by itself (a live table's countdown and result, a
 * draw closing) can be read by axe halfway through a change: when the first read finds
 * violations, a second read a moment later decides, and a rule that fails in both fails the
 * test, with both reads printed.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const first = await seriousViolations(page);
  if (first.length === 0) return;
  await page.waitForTimeout(750);
  const second = await seriousViolations(page);
  const lasting = second.filter((v) => first.some((w) => w.id === v.id));
  if (first.some((v) => !lasting.some((w) => w.id === v.id))) {
    console.log(`axe: a passing change was read halfway: ${JSON.stringify(first, null, 2)}`);
  }
  expect(lasting, JSON.stringify(lasting, null, 2)).toEqual([]);
}
