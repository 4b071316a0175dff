import { afterEach, describe, it } from 'vitest';
import { useApp, visible } from '../support/app.ts';

describe('system status', () => {
  const app = useApp();

  // Whatever happens, later journeys must find the merchant open.
  afterEach(async () => {
    await app.merchant('maintenance', 'off');
    await app.merchant('unblock');
  });

  it('shows the maintenance page for status 1 and home again once it is lifted', async () => {
    const { page } = app;
    await app.merchant('maintenance', 'on');
    await app.goto('/m/');
    await visible(page.getByRole('heading', { name: 'Sistema em manutenção' }));
    await visible(page.getByRole('button', { name: 'Apoio ao cliente' }));

    await app.merchant('maintenance', 'off');
    // The locally cached status is used at once, then refreshed from the server.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }), 30_000);
  });

  it('shows the IP-restricted page with the visitor IP for status 2', async () => {
    const { page } = app;
    await app.merchant('block', '127.0.0.0/8', '::1/128');
    await app.goto('/m/');
    await visible(page.getByRole('heading', { name: 'Acesso restrito' }));
    await visible(page.getByText('127.0.0.1'));
    await visible(page.getByRole('button', { name: 'Contactar o apoio ao cliente' }));

    await app.merchant('unblock');
    const fresh = await app.freshPage();
    await fresh.goto('/m/', { waitUntil: 'domcontentloaded' });
    await visible(fresh.getByRole('heading', { name: 'Jogos em destaque' }));
  });

  it('shows maintenance when the merchant is both in maintenance and blocked', async () => {
    const { page } = app;
    await app.merchant('maintenance', 'on');
    await app.merchant('block', '127.0.0.0/8', '::1/128');
    await app.goto('/m/');
    await visible(page.getByRole('heading', { name: 'Sistema em manutenção' }));
  });
});
