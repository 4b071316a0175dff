import { API, decryptServicePath, type OkEnvelope, type SystemStatus } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useApp, visible } from '../support/app.ts';

describe('system status', () => {
  const app = useApp();

  // Whatever happens, later journeys must find the merchant open. Each switch is a process
  // of its own (seconds on a loaded machine): only what a test left on is switched back.
  const left = { maintenance: false, blocked: false };
  async function merchant(...args: string[]): Promise<void> {
    const [command, value] = args;
    if (command === 'maintenance' && value === 'on') left.maintenance = true;
    if (command === 'block') left.blocked = true;
    await app.merchant(...args);
    if (command === 'maintenance' && value === 'off') left.maintenance = false;
    if (command === 'unblock') left.blocked = false;
  }
  async function refusal(url: string): Promise<{ status: number; errorCode: unknown }> {
    const response = await fetch(`${app.baseUrl}${url}`);
    return {
      status: response.status,
      errorCode: ((await response.json()) as { errorCode?: unknown }).errorCode,
    };
  }
  afterEach(async () => {
    if (left.maintenance) await merchant('maintenance', 'off');
    if (left.blocked) await merchant('unblock');
  });

  it('shows the maintenance page for status 1 and home again once it is lifted', async () => {
    const { page } = app;
    await merchant('maintenance', 'on');
    // The server refuses the calls itself (decision 032), whatever the client draws.
    expect(await refusal(API.hotGames)).toEqual({ status: 503, errorCode: 'system.maintenance' });
    await app.goto('/m/');
    await visible(page.getByRole('heading', { name: 'Sistema em manutenção' }));
    await visible(page.getByRole('button', { name: 'Atendimento' }));

    await merchant('maintenance', 'off');
    // The locally cached status is used at once, then refreshed from the server.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }), 30_000);
  });

  it('shows the IP-restricted page with the visitor IP for status 2', async () => {
    const { page } = app;
    await merchant('block', '127.0.0.0/8', '::1/128');
    expect(await refusal(API.hotGames)).toEqual({
      status: 403,
      errorCode: 'system.region.restricted',
    });
    await app.goto('/m/');
    await visible(page.getByRole('heading', { name: 'Acesso restrito' }));
    await visible(page.getByText('127.0.0.1'));
    await visible(page.getByRole('button', { name: 'Falar com o atendimento' }));

    await merchant('unblock');
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
    await merchant('block', '127.0.0.0/8', '::1/128');
    const response = await fetch(`${app.baseUrl}${API.systemStatus}`);
    const status = ((await response.json()) as OkEnvelope<SystemStatus>).value;
    // The demo's links are the server's own local pages (decision 037): relative to the site.
    const paths = status.info.customerService.map((entry) => decryptServicePath(entry.path));
    expect(paths.every(Boolean)).toBe(true);
    const links = paths.map((link) => new URL(link!, app.baseUrl).href);

    await app.goto('/m/');
    const button = await visible(page.getByRole('button', { name: 'Falar com o atendimento' }));
    // The restricted page itself stays where it is: the click (one task) asks for no navigation
    // of it, which would be on the wire before the new tab has loaded.
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        navigations.push(request.url());
      }
    });
    const [tab] = await Promise.all([app.context.waitForEvent('page'), button.click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(links).toContain(tab.url());
    expect(navigations).toEqual([]);
    expect(new URL(page.url()).origin).toBe(app.baseUrl);
    await visible(page.getByRole('heading', { name: 'Acesso restrito' }));
  });

  it('shows maintenance when the merchant is both in maintenance and blocked', async () => {
    const { page } = app;
    await merchant('maintenance', 'on');
    await merchant('block', '127.0.0.0/8', '::1/128');
    await app.goto('/m/');
    await visible(page.getByRole('heading', { name: 'Sistema em manutenção' }));
  });
});
