import { describe, expect, it } from 'vitest';
import { API } from '@app/contracts';
import { registerThroughApi } from '../support/accounts.ts';
import { coveredControls, painted, useApp, visible } from '../support/app.ts';

/**
 * Issue 18: at 390 x 844 nothing floats over a control. On the busiest screens every visible
 * button, link and field must own its centre point at some scroll position (no modal open), and
 * the floating shortcuts' round button sits above the footer tabs, clear of them.
 */
describe('no control is covered at the phone viewport', () => {
  const app = useApp();

  it('home, a slot game, the lottery lobby, feedback, a game list, protection and identity', async () => {
    const { page } = app;
    const shortcuts = page.getByRole('button', { name: 'Atalhos' });
    const check = async (path: string) => {
      await visible(shortcuts);
      await painted(page);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect({ path, covered: await coveredControls(page) }).toEqual({ path, covered: [] });
      const button = (await shortcuts.boundingBox())!;
      const footer = await page
        .getByRole('navigation', { name: 'Navegação principal' })
        .boundingBox();
      if (footer) expect(button.y + button.height).toBeLessThan(footer.y);
    };

    await app.goto('/m/home');
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }));
    await check('/m/home');

    await registerThroughApi(page, 'cov');
    const list = await page.request.get(`${API.gameList}?gameType=RNG&vassalage=BGS&pageNo=1`);
    const { value } = (await list.json()) as { value: { games: { gameId: string }[] } };
    const screens = [
      {
        path: `/m/game/bgs/${value.games[0]!.gameId}`,
        ready: page.getByRole('button', { name: 'Girar' }),
      },
      { path: '/m/lott', ready: page.getByRole('button', { name: /^Jogar agora/ }) },
      { path: '/m/feedback', ready: page.getByRole('img', { name: 'Código de verificação' }) },
      { path: '/m/rng', ready: page.getByRole('main').getByRole('link') },
      // Issue 23: the member's protection tools and identity documents.
      {
        path: '/m/protection',
        ready: page.getByRole('region', { name: 'Pausas e autoexclusão' }).getByRole('button'),
      },
      {
        path: '/m/identity',
        ready: page.getByRole('form', { name: 'Dados de identidade e documentos' }),
      },
    ];
    for (const screen of screens) {
      await app.goto(screen.path);
      await visible(screen.ready);
      await check(screen.path);
    }
  });
});
