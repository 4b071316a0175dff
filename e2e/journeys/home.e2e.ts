import { API, type HotGames, type OkEnvelope } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { linkOrButton, useApp, visible } from '../support/app.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('home page', () => {
  const app = useApp();

  it('shows the banners, the ticker, the hot games, the game menu and the jackpot', async () => {
    const { page } = app;
    await app.goto('/m/');

    const banners = await visible(page.getByRole('region', { name: 'Banners' }));
    expect(await banners.getAttribute('aria-roledescription')).toBe('carousel');
    const bannerImage = await visible(banners.locator('img'));
    await expect
      .poll(() => bannerImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await visible(page.getByRole('region', { name: 'Anúncios' }));
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }));
    await visible(page.getByRole('navigation', { name: 'Categorias de jogos' }));
    await visible(page.getByText('Jackpot', { exact: false }));

    // The first hot game the API lists appears as a card named after it.
    const response = await fetch(`${app.baseUrl}${API.hotGames}?isPlatform=2&platform=html5`);
    const body = (await response.json()) as OkEnvelope<HotGames>;
    expect(body.success).toBe(true);
    expect(body.value.list.length).toBeGreaterThan(0);
    const first = body.value.list[0]!;
    // displayName is the vendor's; the card is named after the game (node name as fallback).
    const card = await visible(
      linkOrButton(page, new RegExp(escapeRegExp(first.gameName ?? first.nodeName))),
    );
    expect(await card.textContent()).toContain(first.displayName);
  });

  it('sends the first banner in the page itself and the carousel shows the same image', async () => {
    const { page } = app;
    const html = await (await fetch(`${app.baseUrl}/m/`)).text();
    const heroSrc = /id="boot-hero"><img src="([^"]+)"/.exec(html)?.[1];
    // Drawn art, or a picture an operator uploaded (the content journey may have, on this database).
    expect(heroSrc).toMatch(/^\/(wps\/banners\/art|media)\//);
    expect(html).toContain(`<link rel="preload" as="image" href="${heroSrc}"`);

    await app.goto('/m/');
    const carousel = await visible(page.getByRole('region', { name: 'Banners' }));
    // The same URL: the browser reuses the painted image instead of loading another one.
    expect(await carousel.locator('img').first().getAttribute('src')).toBe(heroSrc);
    await expect.poll(() => page.locator('#boot-hero').count()).toBe(0);
  });

  it('lands on home for an unknown path', async () => {
    const { page } = app;
    await app.goto('/m/does-not-exist');
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }));
    await visible(page.getByRole('region', { name: 'Banners' }));
    expect(new URL(page.url()).pathname).toMatch(/^\/m\//);
  });

  it('redirects the site root to /m/', async () => {
    const { page } = app;
    await app.goto('/');
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }));
    expect(new URL(page.url()).pathname).toMatch(/^\/m\//);
  });
});
