import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BONUS_API, type MemberBonus, type MemberBonusesValue } from '@app/contracts';
import { envelope, errorEnvelope } from '../../../test/fixtures.ts';
import { makeGame } from '../../../test/api-stubs.tsx';
import { signOut } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';
import { dateText, dateTimeText } from '../../member-centre/lib/format.ts';
import {
  calls,
  memberHandlers,
  renderMemberApp,
  storeSession,
  type Handlers,
} from '../../member/test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

const PATH = '/m/member/bonuses';
const LONG = { timeout: 5000 };

function makeBonus(id: number, overrides: Partial<MemberBonus> = {}): MemberBonus {
  return {
    id,
    source: 'deposit',
    title: `Bônus de boas-vindas ${id}`,
    promotionId: 3,
    status: 'active',
    amountCents: 10_000,
    wageringRequiredCents: 400_000,
    wageredCents: 100_000,
    maxBetCents: 2_500,
    maxConversionCents: 50_000,
    contributions: { RNG: 100, LIVE: 10, SPORTS: 50 },
    expiresAt: '2026-06-30T15:00:00.000Z',
    createdAt: '2026-05-31T15:00:00.000Z',
    closedAt: null,
    convertedCents: 0,
    forfeitedCents: 0,
    ...overrides,
  };
}

const HISTORY: MemberBonus[] = [
  makeBonus(2, {
    title: 'Recarga de sexta',
    status: 'converted',
    closedAt: '2026-05-20T10:00:00.000Z',
    convertedCents: 8_000,
    forfeitedCents: 1_500,
  }),
  makeBonus(1, {
    title: '',
    source: 'operator',
    status: 'expired',
    closedAt: '2026-05-10T10:00:00.000Z',
    forfeitedCents: 4_200,
  }),
];

function bonusHandlers(answer: () => MemberBonusesValue, extra: Handlers = {}): Handlers {
  return {
    ...memberHandlers(),
    [`GET ${BONUS_API.bonuses}`]: () => envelope(answer()),
    ...extra,
  };
}

describe('bonus screen', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('shows the balance, the active bonus with its progress and rules, and past bonuses', async () => {
    storeSession();
    const active = makeBonus(7);
    renderMemberApp(PATH, {
      handlers: bonusHandlers(() => ({
        bonusBalanceCents: 12_345,
        active,
        freeSpins: [],
        history: HISTORY,
      })),
    });

    const balance = await screen.findByRole('region', { name: 'Saldo de bônus' }, LONG);
    expect(within(balance).getByText('R$ 123,45')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Meus bônus' })).toBeVisible();

    const card = screen.getByRole('region', { name: 'Bônus ativo' });
    expect(within(card).getByText('Bônus de boas-vindas 7')).toBeVisible();
    const bar = within(card).getByRole('progressbar', { name: 'Progresso das apostas' });
    expect(bar).toHaveAttribute('aria-valuenow', '100000');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '400000');
    expect(bar).toHaveAttribute('aria-valuetext', 'R$ 1.000,00 de R$ 4.000,00');
    expect(within(card).getByText('Apostado R$ 1.000,00 de R$ 4.000,00')).toBeVisible();
    expect(within(card).getByText('Bônus recebido').nextElementSibling).toHaveTextContent(
      'R$ 100,00',
    );
    expect(within(card).getByText('Expira em').nextElementSibling).toHaveTextContent(
      dateTimeText(active.expiresAt),
    );
    expect(within(card).getByText('Aposta máxima').nextElementSibling).toHaveTextContent(
      'R$ 25,00',
    );
    expect(
      within(card).getByText('Conversão máxima em dinheiro').nextElementSibling,
    ).toHaveTextContent('R$ 500,00');

    const table = within(card).getByRole('table', {
      name: 'Contribuição para o requisito por tipo de jogo',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Slots100,00%',
      'Cassino ao vivo10,00%',
      'Jogos de cartas0,00%',
      'Pesca0,00%',
      'Esportes50,00%',
      'E-sports0,00%',
      'Loteria0,00%',
    ]);

    const history = screen.getByRole('list', { name: 'Bônus anteriores' });
    const [converted, expired] = within(history).getAllByRole('listitem');
    expect(within(converted!).getByText('Recarga de sexta')).toBeVisible();
    expect(within(converted!).getByText('Convertido')).toBeVisible();
    expect(within(converted!).getByText('Convertido em dinheiro: R$ 80,00')).toBeVisible();
    expect(within(converted!).getByText('Removido: R$ 15,00')).toBeVisible();
    expect(converted).toHaveTextContent(`Encerrado em ${dateText('2026-05-20T10:00:00.000Z')}`);
    expect(within(expired!).getByText('Bônus da casa')).toBeVisible();
    expect(within(expired!).getByText('Expirado')).toBeVisible();
    expect(within(expired!).getByText('Removido: R$ 42,00')).toBeVisible();
    expect(within(expired!).queryByText(/Convertido em dinheiro/)).toBeNull();
  });

  it('gives up the active bonus after the confirmation, then shows the screen anew', async () => {
    storeSession();
    let value: MemberBonusesValue = {
      bonusBalanceCents: 9_000,
      active: makeBonus(7),
      freeSpins: [],
      history: [],
    };
    const { fetchMock, client } = renderMemberApp(PATH, {
      handlers: bonusHandlers(() => value, {
        [`POST ${BONUS_API.forfeit}`]: () => {
          value = {
            bonusBalanceCents: 0,
            active: null,
            freeSpins: [],
            history: [makeBonus(7, { status: 'forfeited', forfeitedCents: 9_000 })],
          };
          return envelope({ forfeitedCents: 9_000, bonusBalanceCents: 0 });
        },
      }),
    });
    const open = await screen.findByRole('button', { name: 'Desistir do bônus' }, LONG);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    // Cancel first: nothing is sent.
    await userEvent.click(open);
    let dialog = await screen.findByRole('dialog', { name: 'Desistir do bônus?' });
    expect(dialog).toHaveTextContent(
      'Você perderá o bônus e o que ele ganhou: R$ 90,00 do saldo de bônus.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(fetchMock, 'POST', BONUS_API.forfeit)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Desistir do bônus' }));
    dialog = await screen.findByRole('dialog', { name: 'Desistir do bônus?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desistir do bônus' }));

    expect(
      await screen.findByText('Você desistiu do bônus. R$ 90,00 saíram do saldo de bônus.'),
    ).toBeVisible();
    const posts = calls(fetchMock, 'POST', BONUS_API.forfeit);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]?.body))).toEqual({ bonusId: 7 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Você não tem um bônus ativo no momento.')).toBeVisible();
    const history = screen.getByRole('list', { name: 'Bônus anteriores' });
    expect(within(history).getByText('Desistência')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The wallet balance the header and the member centre show reads again, and the list did.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: memberKeys.balance('demo') });
    expect(calls(fetchMock, 'GET', BONUS_API.bonuses).length).toBeGreaterThanOrEqual(2);
  });

  it('shows why a forfeit was refused, in the server’s words', async () => {
    storeSession();
    renderMemberApp(PATH, {
      handlers: bonusHandlers(
        () => ({ bonusBalanceCents: 500, active: makeBonus(8), freeSpins: [], history: [] }),
        {
          [`POST ${BONUS_API.forfeit}`]: () =>
            errorEnvelope(404, 'bonus.not.found', 'Este bônus não está ativo'),
        },
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Desistir do bônus' }, LONG));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desistir do bônus' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este bônus não está ativo');
  });

  it('lists free spins still to play, with their terms and a way to the game', async () => {
    storeSession();
    renderMemberApp(PATH, {
      handlers: bonusHandlers(() => ({
        bonusBalanceCents: 0,
        active: null,
        freeSpins: [
          {
            id: 3,
            title: 'Pacote de boas-vindas: 50 rodadas grátis',
            gameId: 1234,
            gameName: 'Shell Riches',
            status: 'active',
            spinsTotal: 50,
            spinsLeft: 42,
            spinValueCents: 20,
            winningsCents: 150,
            wageringMultiple: 10,
            expiresAt: '2026-12-06T12:00:00.000Z',
            game: null,
          },
          {
            id: 4,
            title: '',
            gameId: 5678,
            gameName: 'Sapphire Reels',
            status: 'active',
            spinsTotal: 5,
            spinsLeft: 5,
            spinValueCents: 100,
            winningsCents: 0,
            wageringMultiple: 10,
            expiresAt: '2026-12-06T12:00:00.000Z',
            game: makeGame({ gameId: 5678, gameName: 'Sapphire Reels', vendorCode: 'PGS_SLOTS' }),
          },
        ],
        history: [],
      })),
    });
    const list = await screen.findByRole('list', { name: 'Rodadas grátis' }, LONG);
    expect(within(list).getByText('42 de 50 rodadas de R$ 0,20 em Shell Riches')).toBeVisible();
    expect(
      within(list).getByText(
        `Ganhos até agora R$ 1,50, com requisito de 10x · expiram em ${dateTimeText('2026-12-06T12:00:00.000Z')}`,
      ),
    ).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Jogar Shell Riches' })).toHaveAttribute(
      'href',
      '/m/game/bgs/1234',
    );
    // A provider's slot is launched as its tile is: its page offers the spins.
    expect(within(list).getByRole('button', { name: 'Jogar Sapphire Reels' })).toBeVisible();
    expect(screen.queryByText(/Você ainda não tem bônus/)).toBeNull();
  });

  it('has an empty state leading to the deposit, and is for real accounts only', async () => {
    storeSession();
    const { unmount } = renderMemberApp(PATH, {
      handlers: bonusHandlers(() => ({
        bonusBalanceCents: 0,
        active: null,
        freeSpins: [],
        history: [],
      })),
    });
    expect(await screen.findByText(/Você ainda não tem bônus/, {}, LONG)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Depositar' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    expect(screen.queryByRole('region', { name: 'Saldo de bônus' })).toBeNull();
    unmount();
    signOut();
    storeSession({ userName: 'guest1', type: 4, isTrial: true });
    const { fetchMock } = renderMemberApp(PATH, { handlers: bonusHandlers(() => ({}) as never) });
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Entre em uma conta real para usar esta função',
    );
    expect(calls(fetchMock, 'GET', BONUS_API.bonuses)).toHaveLength(0);
  });
});
