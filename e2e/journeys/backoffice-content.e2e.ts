import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp, visible } from '../support/app.ts';
import { DESKTOP, operatorOn } from '../support/backoffice.ts';
import { REPO_ROOT } from '../support/server.ts';

/**
 * The back office's content area (issue 22) against the real server: a content operator, at
 * 1280 x 800 in Portuguese, uploads an image per language and publishes a home banner with it,
 * then a promotion with its cover; a guest's phone (390 x 844) shows both at once, in
 * Portuguese and, after switching the site to English, in English with the English image.
 * With E2E_SCREENSHOTS=1 the screens are also saved to test-results/backoffice-content/.
 */

const SHOTS = process.env.E2E_SCREENSHOTS
  ? path.join(REPO_ROOT, 'test-results/backoffice-content')
  : null;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** A solid-colour RGB PNG of `width` x `height`, built by hand (no image library needed). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a PNG through the labelled file input and answers the stored image's URL. */
async function uploadImage(desk: Page, label: string, bytes: Buffer, name: string) {
  await desk.getByLabel(`Enviar imagem: ${label}`).setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: bytes,
  });
  await visible(desk.getByText(/Imagem enviada \(\d+ × \d+\)/));
  const url = await desk
    .getByText(/^\/media\/[0-9a-f]{64}\.jpg$/)
    .first()
    .textContent();
  expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
  return url!;
}

describe('back office: content', () => {
  const app = useApp();

  it('a content operator publishes a banner and a promotion with uploaded images; the phone shows them in PT and EN', async () => {
    const { page, baseUrl } = app;
    const stamp = Date.now().toString(36);
    const banner = { PT: `Sexta turbinada ${stamp}`, EN: `Turbo Friday ${stamp}` };
    const promotion = { PT: `Dobro no depósito ${stamp}`, EN: `Double deposit ${stamp}` };

    const desk = await app.freshPage(DESKTOP);
    await operatorOn(desk, baseUrl, 'content');
    await desk
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Conteúdo' })
      .click();
    await visible(desk.getByRole('table', { name: 'Banners do site, por grupo e ordem' }));
    await shot(desk, '1-banners');

    // The banner: home carousel, first in its group, an image per language.
    await desk.getByRole('link', { name: 'Novo banner' }).click();
    await desk.getByLabel('Ordem no grupo').fill('0');
    await desk.getByLabel('Link ao tocar').fill('/m/activity');
    await desk.getByLabel('Título (Português)').fill(banner.PT);
    const bannerPt = await uploadImage(
      desk,
      'Imagem (Português)',
      png(750, 300, [12, 90, 200]),
      'sexta.png',
    );
    await desk.getByRole('tab', { name: 'Inglês' }).click();
    await desk.getByLabel('Título (Inglês)').fill(banner.EN);
    const bannerEn = await uploadImage(
      desk,
      'Imagem (Inglês)',
      png(750, 300, [200, 40, 90]),
      'friday.png',
    );
    expect(bannerEn).not.toBe(bannerPt);
    // The phone preview shows the chosen language.
    const preview = desk.getByRole('region', { name: 'Prévia no celular em Inglês' });
    await expect
      .poll(() => preview.getByRole('img', { name: banner.EN }).getAttribute('src'))
      .toBe(bannerEn);
    await shot(desk, '2-banner-editor');
    await desk.getByRole('button', { name: 'Salvar' }).click();
    await visible(desk.getByText('Criado: o site já mostra a alteração'));

    // The promotion: long-term (the default), a cover per language.
    await desk.getByRole('link', { name: 'Promoções', exact: true }).click();
    await desk.getByRole('link', { name: 'Nova promoção' }).click();
    await desk.getByLabel('Título (Português)').fill(promotion.PT);
    await desk
      .getByLabel('Conteúdo em HTML (Português)')
      .fill('<p>Deposite e ganhe <strong>100%</strong>.</p><script>alert(1)</script>');
    const coverPt = await uploadImage(
      desk,
      'Capa da lista, sequência 1 (Português)',
      png(750, 300, [20, 150, 60]),
      'capa.png',
    );
    await desk.getByRole('tab', { name: 'Inglês' }).click();
    await desk.getByLabel('Título (Inglês)').fill(promotion.EN);
    await desk
      .getByLabel('Conteúdo em HTML (Inglês)')
      .fill('<p>Deposit and get <strong>100%</strong>.</p>');
    await desk.getByRole('tab', { name: 'Português' }).click();
    await desk.getByRole('button', { name: 'Detalhe', exact: true }).click();
    await visible(
      desk
        .getByRole('region', { name: 'Prévia no celular em Português' })
        .getByText('Deposite e ganhe'),
    );
    await shot(desk, '3-promotion-editor');
    await desk.getByRole('button', { name: 'Salvar' }).click();
    await visible(desk.getByText('Criado: o site já mostra a alteração'));
    await desk.getByRole('link', { name: 'Voltar à lista' }).click();
    await visible(desk.getByRole('cell', { name: new RegExp(promotion.PT) }));
    await shot(desk, '4-promotions');

    // The guest's phone, in Portuguese (the site's default): the banner leads the home
    // carousel with the PT image, the promotion is listed with its PT cover.
    await app.goto('/m/home');
    // By its alt text: a slide the autoplay has moved past is aria-hidden, not gone.
    const homeBanner = page.locator(`img[alt="${banner.PT}"]`).first();
    await visible(homeBanner);
    expect(await homeBanner.getAttribute('src')).toBe(bannerPt);
    await app.goto('/m/activity');
    const card = page.getByRole('article').filter({ hasText: promotion.PT });
    await visible(card);
    expect(await card.locator('img').first().getAttribute('src')).toBe(coverPt);
    await card.getByRole('link', { name: `Mais sobre ${promotion.PT}` }).click();
    const detail = await visible(page.getByRole('article'));
    await visible(detail.getByText('Deposite e ganhe'));
    expect(await detail.innerHTML()).not.toContain('<script');

    // In English: the EN title and image; the promotion's EN cover falls back to the PT one.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await app.goto('/m/home');
    const homeBannerEn = page.locator(`img[alt="${banner.EN}"]`).first();
    await visible(homeBannerEn);
    expect(await homeBannerEn.getAttribute('src')).toBe(bannerEn);
    await app.goto('/m/activity');
    const cardEn = page.getByRole('article').filter({ hasText: promotion.EN });
    await visible(cardEn);
    expect(await cardEn.locator('img').first().getAttribute('src')).toBe(coverPt);
    await shot(page, '5-phone-promotions-en');
  });
});
