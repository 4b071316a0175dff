import { describe, expect, it } from 'vitest';
import { PROMOTIONS_API, type Promotion } from '@app/contracts';
import { useApp, visible } from '../support/app.ts';

/**
 * Promotions, help centre and user agreement at 390 x 844 in Portuguese, against the real
 * server and its demo data (decision 017): a guest sees only the category tabs that have a live
 * promotion (the ended sports and the upcoming fishing promotion leave theirs out), filters,
 * opens a detail with its DD/MM/YYYY dates (and the long-term label), reads the help centre,
 * the terms and the user agreement.
 */

const pad = (n: number) => String(n).padStart(2, '0');
/** DD/MM/YYYY on this machine's calendar, which the browser shares. */
function ddmmyyyy(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

describe('promotions and help', () => {
  const app = useApp();

  async function livePromotions(): Promise<Promotion[]> {
    const response = await app.page.request.get(
      `${app.baseUrl}${PROMOTIONS_API.promotions}?language=PT`,
    );
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { value: { content: Promotion[] } }).value.content;
  }

  it('a guest filters the promotions by tab and opens a detail with its dates', async () => {
    const { page } = app;
    const promotions = await livePromotions();
    await app.goto('/m/activity');

    const tabs = await visible(page.getByRole('tablist', { name: 'Categorias de promoções' }));
    await visible(tabs.getByRole('tab', { name: 'Todas' }));
    const names = await tabs.getByRole('tab').allInnerTexts();
    expect(names[0]).toBe('Todas');
    for (const name of ['Depósito', 'Cassino ao vivo', 'Loteria', 'Reembolso', 'Novos jogadores']) {
      expect(names).toContain(name);
    }
    // Ended (sports) and not yet started (fishing): no promotion, so no tab.
    expect(await tabs.getByRole('tab', { name: 'Esportes' }).count()).toBe(0);
    expect(await tabs.getByRole('tab', { name: 'Pesca' }).count()).toBe(0);
    const cards = page.getByRole('list', { name: 'Promoções' }).getByRole('article');
    expect(await cards.count()).toBe(promotions.length);
    // The footer's invite tab: the referral promotion is live.
    await visible(page.getByRole('link', { name: 'Convidar' }));

    await tabs.getByRole('tab', { name: 'Cassino ao vivo' }).click();
    await expect.poll(() => cards.count()).toBe(1);
    const live = promotions.find((p) => p.category === 'live_promo')!;
    await page.getByRole('link', { name: `Mais sobre ${live.title}` }).click();
    await page.waitForURL(`**/m/activityDetail?id=${live.id}`);
    const detail = await visible(page.getByRole('article'));
    await visible(detail.getByRole('heading', { name: live.title }));
    await visible(detail.getByText(`${ddmmyyyy(live.startDate)} – ${ddmmyyyy(live.endDate!)}`));
  });

  it('the long-term promotion shows its start date and the long-term label', async () => {
    const { page } = app;
    const longTerm = (await livePromotions()).find(
      (p) => p.noExpiry === 1 && p.category === 'deposit_promo',
    )!;
    await app.goto('/m/activity?category=deposit_promo');
    const tabs = await visible(page.getByRole('tablist', { name: 'Categorias de promoções' }));
    await expect
      .poll(() => tabs.getByRole('tab', { name: 'Depósito' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByRole('link', { name: longTerm.title, exact: true }).click();
    const detail = await visible(page.getByRole('article'));
    await visible(detail.getByText(`Desde ${ddmmyyyy(longTerm.startDate)}`));
    await visible(detail.getByText('Longo prazo', { exact: true }));

    await app.goto('/m/activityDetail?id=999999');
    await visible(page.getByText('Esta promoção não existe ou já terminou.'));
  });

  it('the help centre shows its first topic, the terms by tag, and the user agreement', async () => {
    const { page } = app;
    await app.goto('/m/help');
    const topics = await visible(page.getByRole('tablist', { name: 'Tópicos de ajuda' }));
    const first = topics.getByRole('tab').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await first.innerText()).toBe('Perguntas sobre a conta');
    await visible(
      page
        .getByRole('tabpanel', { name: 'Perguntas sobre a conta' })
        .getByText('Como faço o cadastro?'),
    );
    // The footer is hidden on /m/help.
    expect(await page.getByRole('navigation', { name: 'Navegação principal' }).count()).toBe(0);

    await topics.getByRole('tab', { name: 'Política de privacidade' }).click();
    await visible(page.getByRole('tabpanel').getByText('SSL de 128 bits', { exact: false }));

    await app.goto('/m/help?tag=terms');
    const terms = await visible(page.getByRole('tabpanel', { name: 'Termos e condições' }));
    await visible(terms.getByText('Só pessoas com 18 anos ou mais', { exact: false }));

    await terms.getByRole('link', { name: 'termos de uso' }).click();
    await page.waitForURL('**/m/useragreement');
    await visible(page.getByRole('heading', { name: 'Termos de uso', level: 2 }));
    await visible(page.getByText('Confirma que tem 18 anos ou mais', { exact: false }));
  });
});
