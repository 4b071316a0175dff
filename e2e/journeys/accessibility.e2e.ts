import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useApp, visible } from '../support/app.ts';

const require = createRequire(import.meta.url);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

describe('accessibility', () => {
  const app = useApp();

  it('has no serious or critical axe-core violations on the home page', async () => {
    const { page } = app;
    await app.goto('/m/');
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }));
    await visible(page.getByRole('region', { name: 'Banners' }));
    await page.waitForLoadState('networkidle');

    // Evaluated through the DevTools protocol, so the site's CSP stays as it is.
    await page.evaluate(await readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));
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
  });
});
