import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelpTopic, Promotion } from '@app/contracts';
import { envelope, failure, renderAccounts } from '../../accounts/test-utils.tsx';
import { FALLBACK_PROMOTION_IMAGE } from '../lib/fallback-image.ts';

const LIST = 'GET /wps/promotions';

function promotion(id: number, overrides: Partial<Promotion> = {}): Promotion {
  return {
    id,
    title: `Promoção ${id}`,
    category: 'deposit_promo',
    // Midday: the same calendar day in every time zone the tests may run in.
    startDate: '2026-05-05T12:00:00.000Z',
    endDate: '2026-06-04T12:00:00.000Z',
    noExpiry: 0,
    content: `<p>Regras da promoção ${id}</p>`,
    announcementImages: [
      { url: `/wps/promotions/art/${id}.svg?lang=pt&sequence=1`, sequence: 1 },
      { url: `/wps/promotions/art/${id}.svg?lang=pt&sequence=2`, sequence: 2 },
    ],
    ...overrides,
  };
}

const PROMOTIONS = [
  promotion(1, { title: 'Bônus de depósito' }),
  promotion(2, { title: 'Cashback ao vivo', category: 'live_promo' }),
  promotion(3, {
    title: 'Oferta permanente',
    noExpiry: 1,
    endDate: null,
    startDate: '2026-01-07T12:00:00.000Z',
  }),
];

const cards = () => within(screen.getByRole('list', { name: 'Promoções' })).getAllByRole('article');

describe('promotions list (/m/activity)', () => {
  // The first test also loads the lazy screen: more time on a busy machine.
  it(
    'shows all plus only the tabs that have a promotion, and filters by tab',
    { timeout: 20_000 },
    async () => {
      renderAccounts('/m/activity', { [LIST]: () => envelope({ content: PROMOTIONS }) });
      // The first test also waits for the lazy screen's first load.
      const tablist = await screen.findByRole(
        'tablist',
        { name: 'Categorias de promoções' },
        { timeout: 10_000 },
      );
      const tabs = within(tablist).getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['Todas', 'Depósito', 'Cassino ao vivo']);
      expect(within(tablist).queryByRole('tab', { name: 'Esportes' })).toBeNull();
      expect(within(tablist).getByRole('tab', { name: 'Todas' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(cards()).toHaveLength(3);

      await userEvent.click(within(tablist).getByRole('tab', { name: 'Cassino ao vivo' }));
      expect(cards()).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'Cashback ao vivo' })).toBeInTheDocument();
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Cassino ao vivo');

      await userEvent.click(within(tablist).getByRole('tab', { name: 'Depósito' }));
      expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'Bônus de depósito',
        'Oferta permanente',
      ]);
      await userEvent.click(within(tablist).getByRole('tab', { name: 'Todas' }));
      expect(cards()).toHaveLength(3);
    },
  );

  it('shows list dates as YYYY/MM/DD, a More button per card and links to the detail', async () => {
    renderAccounts('/m/activity', { [LIST]: () => envelope({ content: PROMOTIONS }) });
    const [first, , permanent] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent('2026/05/05 – 2026/06/04');
    expect(permanent).toHaveTextContent('Desde 2026/01/07 · Longo prazo');
    const more = within(first!).getByRole('link', { name: 'Mais sobre Bônus de depósito' });
    expect(more).toHaveTextContent('Mais');
    expect(more).toHaveAttribute('href', '/m/activityDetail?id=1');
  });

  it('uses the cover (sequence 1) and falls back to the default image when it fails', async () => {
    renderAccounts('/m/activity', { [LIST]: () => envelope({ content: [PROMOTIONS[0]] }) });
    const [card] = await screen.findAllByRole('article');
    const image = card!.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/wps/promotions/art/1.svg?lang=pt&sequence=1');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(FALLBACK_PROMOTION_IMAGE);
  });
});

describe('promotion detail (/m/activityDetail)', () => {
  it('shows the banner (sequence 2), title, DD/MM/YYYY dates and the cleaned content', async () => {
    renderAccounts('/m/activityDetail?id=1', {
      'GET /wps/promotions/1': () =>
        envelope(promotion(1, { content: '<p>Regras</p><img src=x onerror="alert(1)">' })),
    });
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { name: 'Promoção 1' })).toBeInTheDocument();
    expect(article).toHaveTextContent('05/05/2026 – 04/06/2026');
    expect(article.querySelector('img')!.getAttribute('src')).toMatch(/sequence=2$/);
    expect(article.innerHTML).not.toContain('onerror');
    expect(article).toHaveTextContent('Regras');
  });

  it('shows the long-term label when noExpiry is 1', async () => {
    renderAccounts('/m/activityDetail?id=3', {
      'GET /wps/promotions/3': () => envelope(PROMOTIONS[2]),
    });
    const article = await screen.findByRole('article');
    expect(article).toHaveTextContent('Desde 07/01/2026 · Longo prazo');
  });

  it('shows a not-found state for an unknown or missing id', async () => {
    renderAccounts('/m/activityDetail?id=999', {
      'GET /wps/promotions/999': () => failure(404, 'promotion.not.found', 'Não existe'),
    });
    expect(await screen.findByText('Esta promoção não existe ou já terminou.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas as promoções' })).toHaveAttribute(
      'href',
      '/m/activity',
    );
  });

  it('asks nothing for an id that is not a number', async () => {
    const { callsTo } = renderAccounts('/m/activityDetail?id=abc');
    expect(await screen.findByText('Esta promoção não existe ou já terminou.')).toBeInTheDocument();
    expect(callsTo('GET', '/wps/promotions/abc')).toHaveLength(0);
  });
});

const TOPICS: HelpTopic[] = [
  { id: 1, tag: 'account', title: 'Perguntas sobre a conta', content: '<p>Conta FAQ</p>' },
  { id: 2, tag: 'terms', title: 'Termos e condições', content: '<p>Só maiores de 18</p>' },
  { id: 3, tag: 'privacy', title: 'Política de privacidade', content: '<p>SSL de 128 bits</p>' },
];

describe('help centre (/m/help)', () => {
  const help = () => envelope({ topics: TOPICS });

  it('asks for the MOBILE topics and shows the first one by default, without the footer', async () => {
    const { callsTo } = renderAccounts('/m/help', { 'GET /wps/help/center': help });
    const topics = await screen.findByRole('tablist', { name: 'Tópicos de ajuda' });
    expect(within(topics).getByRole('tab', { name: 'Perguntas sobre a conta' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Perguntas sobre a conta' });
    expect(panel).toHaveTextContent('Conta FAQ');
    expect(callsTo('GET', '/wps/help/center')[0]!.url.searchParams.get('device')).toBe('MOBILE');
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();

    await userEvent.click(within(topics).getByRole('tab', { name: 'Política de privacidade' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SSL de 128 bits');
  });

  it('selects the terms for ?tag=terms', async () => {
    renderAccounts('/m/help?tag=terms', { 'GET /wps/help/center': help });
    const panel = await screen.findByRole('tabpanel', { name: 'Termos e condições' });
    expect(panel).toHaveTextContent('Só maiores de 18');
  });
});

describe('user agreement (/m/useragreement)', () => {
  it('renders the agreement', async () => {
    renderAccounts('/m/useragreement', {
      'GET /wps/help/useragreement': () =>
        envelope({ title: 'Termos de uso', content: '<p>Tem 18 anos ou mais.</p>' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Termos de uso', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tem 18 anos ou mais.')).toBeInTheDocument();
  });
});
