import { API, decryptServicePath, type OkEnvelope, type SystemStatus } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('opens the decrypted customer-service link in a new tab and keeps the status page', async () => {
    const { page } = app;
    // No outside network here: answer the service host locally so the new tab can load.
    await app.context.route(/^https:\/\/[^/]*\.example\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Support</title>' }),
    );
    await app.merchant('block', '127.0.0.0/8', '::1/128');
    const response = await fetch(`${app.baseUrl}${API.systemStatus}`);
    const status = ((await response.json()) as OkEnvelope<SystemStatus>).value;
    const links = status.info.customerService.map((entry) => decryptServicePath(entry.path));
    expect(links.every(Boolean)).toBe(true);

    await app.goto('/m/');
    const button = await visible(
      page.getByRole('button', { name: 'Contactar o apoio ao cliente' }),
    );
    const [tab] = await Promise.all([app.context.waitForEvent('page'), button.click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(links).toContain(tab.url());
    // The restricted page itself stays where it is.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).origin).toBe(app.baseUrl);
    await visible(page.getByRole('heading', { name: 'Acesso restrito' }));
  });

  it('shows maintenance when the merchant is both in maintenance and blocked', async () => {
    const { page } = app;
    await app.merchant('maintenance', 'on');
    await app.merchant('block', '127.0.0.0/8', '::1/128');
    await app.goto('/m/');
    await visible(page.getByRole('heading', { name: 'Sistema em manutenção' }));
  });
});
