import { API } from '@app/contracts';
import { describe, it } from 'vitest';
import { hidden, useApp, visible } from '../support/app.ts';

describe('network failures', () => {
  const app = useApp();

  it('says "Sem Internet" while the phone is offline, never a blank screen', async () => {
    const { page, context } = app;
    await app.goto('/m/');
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }));

    await context.setOffline(true);
    await visible(page.getByText('Sem Internet'));
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }));

    await context.setOffline(false);
    await hidden(page.getByText('Sem Internet'));
  });

  it('says "Conexão lenta" while a call takes more than a few seconds', async () => {
    const { page, context } = app;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(
      (url) => url.pathname === API.hotGames,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await app.goto('/m/');
    await visible(page.getByText('Conexão lenta'), 20_000);

    release();
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }));
    await hidden(page.getByText('Conexão lenta'), 20_000);
  });
});
