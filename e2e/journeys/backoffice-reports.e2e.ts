import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API, PLAY_API, bgsPath, type HotGames, type OkEnvelope } from '@app/contracts';
import { apiMember } from '../support/api-member.ts';
import { useApp, visible } from '../support/app.ts';
import { DESKTOP, operatorOn } from '../support/backoffice.ts';

/**
 * The finance team's reports at 1280 x 800 in Portuguese (issue 22, decision 046): after a
 * member deposits and plays our slot, a finance operator opens the GGR report, exports its CSV
 * (a real download) and the file's totals row, and the sums of its rows, are the screen's totals.
 */

const SPINS = 5;

/** "R$ 1.234,56" / "-R$ 3,00" on the screen, in cents. */
function screenCents(text: string): number {
  const negative = /[-−]/.test(text);
  const digits = text.replace(/[^\d]/g, '');
  return (negative ? -1 : 1) * Number(digits);
}

/** "1234.56" in the CSV, in cents. */
const csvCents = (text: string) => Math.round(Number(text) * 100);

/** A CSV of plain fields (numbers, days, names without quotes), its BOM dropped. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').map((field) => field.replace(/^"|"$/g, '')));
}

async function footerCells(table: Locator): Promise<string[]> {
  const row = table.locator('tfoot tr');
  await visible(row);
  return (await row.locator('th, td').allTextContents()).map((text) => text.trim());
}

async function downloadCsv(desk: Page): Promise<string[][]> {
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ggr-ngr-day-\d{4}-\d{2}-\d{2}-.*\.csv$/);
  // The browser runs apart from the test (a remote connection): the file is streamed back.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return parseCsv(Buffer.concat(chunks).toString('utf8'));
}

describe('back office reports', () => {
  const app = useApp();

  it('a finance operator exports the GGR report and the CSV totals are the screen’s', async () => {
    const { baseUrl } = app;
    // Member activity: a credited deposit and a few real-money spins of our slot.
    const member = await apiMember(baseUrl, { prefix: 'rpt', depositReais: 50 });
    const hot = (await (
      await fetch(`${baseUrl}${API.hotGames}?isPlatform=2&platform=html5&vassalage=BGS`)
    ).json()) as OkEnvelope<HotGames>;
    const game = hot.value.list.find((entry) => entry.vendorCode === 'BGS');
    expect(game).toBeDefined();
    const session = await member.call<{ minBetCents: number }>(
      'GET',
      bgsPath(PLAY_API.bgsSession, game!.gameId),
    );
    expect(session.success).toBe(true);
    const betCents = session.success ? session.value.minBetCents : 0;
    for (let spin = 0; spin < SPINS; spin += 1) {
      const answer = await member.call('POST', bgsPath(PLAY_API.bgsSpin, game!.gameId), {
        betCents,
        idempotencyKey: `reports-${Date.now()}-${spin}`,
      });
      expect(answer.success, JSON.stringify(answer)).toBe(true);
    }

    const desk = await app.freshPage(DESKTOP);
    await operatorOn(desk, baseUrl, 'finance');
    await desk
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Relatórios' })
      .click();
    await visible(desk.getByRole('heading', { name: 'Relatórios', level: 1 }));
    await visible(desk.getByRole('link', { name: 'GGR e NGR' }));
    // The last 30 days by day (the default), shown on the operator's clock.
    await desk.getByRole('button', { name: 'Últimos 30 dias' }).click();
    const table = desk.getByRole('table', { name: 'GGR e NGR por dia' });
    await visible(desk.getByRole('status').filter({ hasText: /30 linhas/ }));
    await visible(desk.getByRole('figure', { name: 'GGR e NGR' }));

    const headers = (await table.locator('thead th').allTextContents()).map((text) =>
      text.replace(/[▲▼]/g, '').trim(),
    );
    const screen = await footerCells(table);
    expect(screen[0]).toBe('Total');
    const stakeColumn = headers.indexOf('Apostado');
    const ggrColumn = headers.indexOf('GGR');
    const ngrColumn = headers.indexOf('NGR');
    expect(stakeColumn).toBeGreaterThan(0);
    // At least the member's stakes are in the period's total.
    expect(screenCents(screen[stakeColumn]!)).toBeGreaterThanOrEqual(SPINS * betCents);

    const csv = await downloadCsv(desk);
    const [header, ...body] = csv;
    expect(header!.map((name) => name.trim())).toEqual(headers);
    const totalsRow = body.at(-1)!;
    const dataRows = body.slice(0, -1);
    expect(totalsRow[0]).toBe('Total');
    expect(dataRows).toHaveLength(30);
    for (const column of [stakeColumn, headers.indexOf('Prêmios'), ggrColumn, ngrColumn]) {
      const name = headers[column];
      const onScreen = screenCents(screen[column]!);
      // The CSV's totals row is the screen's, and its rows add up to it.
      expect(csvCents(totalsRow[column]!), name).toBe(onScreen);
      expect(
        dataRows.reduce((sum, row) => sum + csvCents(row[column]!), 0),
        name,
      ).toBe(onScreen);
    }
    const bets = headers.indexOf('Apostas');
    expect(Number(totalsRow[bets])).toBe(Number(screen[bets]!.replace(/\D/g, '')));
    expect(dataRows.reduce((sum, row) => sum + Number(row[bets]), 0)).toBe(Number(totalsRow[bets]));
  }, 60_000);
});
