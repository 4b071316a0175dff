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
    await visible(linkOrButton(page, new RegExp(escapeRegExp(first.displayName))));
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
