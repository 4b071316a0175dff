import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { API } from '@app/contracts';
import { describe, expect, inject, it } from 'vitest';
import { CHROME_ARGS } from '../../scripts/lib/chrome.ts';
import { hidden, painted, useApp, visible } from '../support/app.ts';
import { PHONE } from '../support/phone.ts';

/** The six iOS install steps of spec section 2, as the PT site names them. */
const IOS_STEPS = [
  'Ler o QR code',
  'Permitir o perfil',
  'Fechar após baixar',
  'Ir para Ajustes',
  'Tocar em Instalar',
  'Digitar o código do iPhone',
];

describe('downloads and the installable app', () => {
  const app = useApp();

  it('shows the download bar on home until dismissed, and a dismissal survives a reload', async () => {
    const { page } = app;
    await app.goto('/m/');
    const bar = await visible(page.getByRole('complementary', { name: 'Baixar o app' }));
    expect(await bar.getByText(/Avaliação dos jogadores:\s*5\.0/).count()).toBe(1);

    // Its button opens the download pop-up (a desktop agent: the links with their QR codes).
    await bar.getByRole('button', { name: 'Baixar' }).click();
    const popup = await visible(page.getByRole('dialog', { name: 'Baixar o app' }));
    await visible(popup.getByRole('img', { name: 'QR code de Android' }));
    await popup.getByRole('button', { name: 'Fechar' }).click();
    await hidden(page.getByRole('dialog'));

    await bar.getByRole('button', { name: 'Fechar a barra do app' }).click();
    await hidden(page.getByRole('complementary', { name: 'Baixar o app' }));
    expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');

    // The bar's chunk loads after home renders; once it is in and painted, it shows nothing.
    const barChunk = page.waitForResponse((response) =>
      /\/assets\/downloads-[\w-]+\.js$/.test(new URL(response.url()).pathname),
    );
    await page.reload({ waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }));
    // Importing it again settles once it and everything it imports have run. (A string: Vitest
    // would rewrite an import() written in a function passed to the page.)
    const chunkUrl = (await barChunk).url();
    await page.evaluate(`import(${JSON.stringify(chunkUrl)}).then(() => true)`);
    await painted(page);
    expect(await page.getByRole('complementary', { name: 'Baixar o app' }).count()).toBe(0);
  });

  it('/m/app shows the QR codes of the links and the six iOS steps, without the footer', async () => {
    const { page } = app;
    await app.goto('/m/app');
    await visible(page.getByRole('heading', { name: 'Baixar o app' }));
    const links = (await (await fetch(`${app.baseUrl}${API.downloadLinks}`)).json()) as {
      value: { resources: { resourceType: string; url: string }[] };
    };
    const urlOf = (type: string) =>
      new URL(links.value.resources.find((r) => r.resourceType === type)!.url, app.baseUrl).href;
    for (const [name, type] of [
      ['Perfil iOS', 'MOBILECONFIG'],
      ['iOS', 'IOS'],
      ['Android', 'Android'],
    ] as const) {
      const qr = await visible(page.getByRole('img', { name: `QR code de ${name}` }));
      expect(await qr.getAttribute('data-qr-value')).toBe(urlOf(type));
      expect(await qr.getAttribute('width')).toBe('128');
      // A real code: dozens of dark modules drawn.
      expect((await qr.locator('path').getAttribute('d'))!.split('M').length).toBeGreaterThan(100);
    }
    for (const name of ['Instalar perfil iOS', 'Instalar no iOS', 'Instalar no Android']) {
      await visible(page.getByRole('button', { name }));
    }
    // Spec 2: no footer on /m/app (home has it).
    expect(await page.getByRole('navigation', { name: 'Navegação principal' }).count()).toBe(0);

    const steps = page.getByRole('region', { name: 'Passos de instalação' });
    await visible(steps.getByRole('group', { name: `Passo 1 de 6: ${IOS_STEPS[0]}` }));
    for (let index = 1; index < IOS_STEPS.length; index += 1) {
      await steps.getByRole('button', { name: 'Próximo passo' }).click();
      await visible(
        steps.getByRole('group', { name: `Passo ${index + 1} de 6: ${IOS_STEPS[index]}` }),
      );
    }
    expect(await steps.getByRole('button', { name: 'Próximo passo' }).isDisabled()).toBe(true);
    // Keyboard: Home goes back to the first step.
    await steps.getByRole('button', { name: 'Passo anterior' }).focus();
    await page.keyboard.press('Home');
    await visible(steps.getByRole('group', { name: `Passo 1 de 6: ${IOS_STEPS[0]}` }));

    // The demo iOS profile link is a real profile.
    const profile = await fetch(urlOf('MOBILECONFIG'));
    expect(profile.headers.get('content-type')).toBe('application/x-apple-aspen-config');
    expect(await profile.text()).toContain('com.apple.webClip.managed');
  });

  it('installs a service worker that keeps the shell offline but never answers API calls', async () => {
    // A profile on disk: Chromium never finds an incognito window installable.
    const profileDir = await mkdtemp(path.join(os.tmpdir(), 'downloads-e2e-'));
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: inject('chromePath'),
      args: CHROME_ARGS,
      ...PHONE,
      baseURL: app.baseUrl,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/m/', { waitUntil: 'domcontentloaded' });
      await visible(page.getByRole('heading', { name: 'Jogos em destaque' }));
      // Registered 3 s after load in production builds, then it claims the page.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });

      // Installability as Chromium judges it: a valid manifest with icons, a controlling worker.
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: unknown[];
        data?: string;
      };
      expect(manifest.errors).toEqual([]);
      expect(new URL(manifest.url).pathname).toBe('/m/manifest.webmanifest');
      const parsed = JSON.parse(manifest.data ?? '{}') as {
        name: string;
        start_url: string;
        display: string;
        icons: { sizes: string; purpose?: string }[];
      };
      expect(parsed.name).toBe('Concha Play');
      expect(parsed.display).toBe('standalone');
      expect(parsed.icons.map((icon) => icon.sizes)).toEqual(
        expect.arrayContaining(['192x192', '512x512']),
      );
      expect(parsed.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
      await expect
        .poll(
          async () =>
            (
              (await cdp.send('Page.getInstallabilityErrors')) as {
                installabilityErrors: unknown[];
              }
            ).installabilityErrors,
          { timeout: 15_000 },
        )
        .toEqual([]);
      await cdp.detach();

      // The worker's caches hold the shell and never an API answer.
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
      expect(cached).toContain('/m/index.html');
      expect(cached.some((url) => /^\/m\/assets\/.+\.js$/.test(url))).toBe(true);
      expect(cached.filter((url) => /^\/(wps|lgw|lotto)\//.test(url))).toEqual([]);

      await context.setOffline(true);
      const reloaded = await page.reload({ waitUntil: 'domcontentloaded' });
      expect(reloaded?.status()).toBe(200);
      expect(reloaded?.fromServiceWorker()).toBe(true);
      // The shell came from the worker: the site's header and its offline notice.
      await visible(page.getByText('Sem Internet'));
      await visible(page.getByRole('button', { name: 'Abrir menu' }));
      // An API call still goes to the network, and fails there.
      const outcome = await page.evaluate(async (url) => {
        try {
          const response = await fetch(url, { cache: 'no-store' });
          return `status ${response.status}`;
        } catch {
          return 'network error';
        }
      }, API.systemStatus);
      expect(outcome).toBe('network error');
    } finally {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    }
  });
});
