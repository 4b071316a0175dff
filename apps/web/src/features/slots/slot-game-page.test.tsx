import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  describeModel,
  evaluateSpin,
  formatMoney,
  PLAY_API,
  bgsPath,
  reelStops,
  roundSeedHash,
  slotModel,
  slotTheme,
  slotThemeFor,
  type BgsRound,
  type BgsSessionValue,
} from '@app/contracts';
import { useSessionStore } from '../../lib/session-store.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { chromeFor } from '../../lib/chrome-rules.ts';
import { envelope, failure, json, renderAccounts, type Handler } from '../accounts/test-utils.tsx';
import pt from './i18n/pt.json';

const GAME_ID = 7001;
const MODEL = slotModel('medium');
const SERVER_SEED = 'server-seed-for-tests';
const CLIENT_SEED = 'client-seed';

async function gameSession(overrides: Partial<BgsSessionValue> = {}): Promise<BgsSessionValue> {
  const description = describeModel(MODEL);
  return {
    gameId: GAME_ID,
    name: 'Lucky Lanterns',
    modelId: 'medium',
    themeId: slotThemeFor('Dragon Treasure'),
    volatility: 'medium',
    minBetCents: 100,
    betStepCents: 10,
    maxBetCents: 100_000,
    maxWinCents: 10_000_000,
    betOptionsCents: [100, 200, 500, 1000],
    freePlay: false,
    rules: {
      reels: description.reels,
      rows: description.rows,
      lines: description.lines.map((line) => [...line]),
      paytable: description.paytable,
      scatterPays: description.scatterPays,
      freeSpins: description.freeSpins,
    },
    theoreticalRtp: description.rtp,
    actualReturn: null,
    roundsPlayed: 0,
    balanceCents: 10_000,
    bonusBalanceCents: 0,
    freeSpins: null,
    playBalanceCents: 100_000,
    currencyCode: 'BRL',
    currencySymbol: 'R$',
    seeds: { serverSeedHash: await roundSeedHash(SERVER_SEED), clientSeed: CLIENT_SEED, nonce: 0 },
    ...overrides,
  };
}

/** A real round from the engine: the seeds and nonce give these stops and this win. */
async function realRound(
  nonce: number,
  betCents = 100,
  revealed = true,
  roundId = nonce + 1,
): Promise<BgsRound> {
  const stops = await reelStops(MODEL, SERVER_SEED, CLIENT_SEED, nonce);
  const result = evaluateSpin(MODEL, stops, betCents);
  return {
    roundId,
    gameId: GAME_ID,
    modelId: 'medium',
    betCents,
    winCents: result.totalWinCents,
    outcomeWinCents: result.totalWinCents,
    winCapped: false,
    playMoney: false,
    serverSeedHash: await roundSeedHash(SERVER_SEED),
    serverSeed: revealed ? SERVER_SEED : null,
    clientSeed: CLIENT_SEED,
    nonce,
    stops: { base: [...stops.base], freeSpins: stops.freeSpins.map((s) => [...s]) },
    freeSpinsPlayed: stops.freeSpins.length,
    createdAt: '2026-11-21T12:00:00.000Z',
  };
}

async function firstWinningRound(betCents: number): Promise<BgsRound> {
  for (let nonce = 0; nonce < 200; nonce += 1) {
    const round = await realRound(nonce, betCents);
    if (round.winCents > 0) return round;
  }
  throw new Error('no winning round in 200 nonces');
}

const path = `/m/game/bgs/${GAME_ID}`;
const sessionPath = bgsPath(PLAY_API.bgsSession, GAME_ID);
const spinPath = bgsPath(PLAY_API.bgsSpin, GAME_ID);
const roundsPath = bgsPath(PLAY_API.bgsRounds, GAME_ID);

function rounds(content: BgsRound[]): Handler {
  return () => envelope({ content, totalPages: content.length ? 1 : 0, pageNo: 1 });
}

async function renderGame(handlers: Record<string, Handler>, at = path) {
  const utils = renderAccounts(at, handlers);
  await screen.findByRole('heading', { name: 'Lucky Lanterns' }, { timeout: 5000 });
  return utils;
}

beforeEach(() => {
  useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
});
afterEach(() => {
  useSessionStore.getState().setSession(null);
});

describe('slot game page', () => {
  it('renders the session: balance, bet options from the minimum, reels, RTP and seeds', async () => {
    const session = await gameSession({ actualReturn: 0.9123, roundsPlayed: 12 });
    await renderGame({
      [`GET ${sessionPath}`]: () => envelope(session),
      [`GET ${roundsPath}`]: rounds([]),
    });
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('R$ 100,00');
    const bet = screen.getByRole('combobox', { name: 'Aposta' });
    expect(bet).toHaveValue('100');
    expect(within(bet).getAllByRole('option')).toHaveLength(4);
    expect(within(screen.getByRole('group', { name: 'Rolos' })).getAllByRole('img')).toHaveLength(
      15,
    );
    expect(screen.getByTestId('slot-rtp')).toHaveTextContent(
      `${(session.theoreticalRtp * 100).toFixed(2).replace('.', ',')}%`,
    );
    expect(screen.getByTestId('slot-actual-return')).toHaveTextContent('91,23%');
    expect(screen.getByTestId('slot-seed-hash')).toHaveTextContent(session.seeds.serverSeedHash);
    expect(await screen.findByText('Ainda sem rodadas.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });

  it("offers no stake above the game's maximum and shows the maximum win", async () => {
    await renderGame({
      [`GET ${sessionPath}`]: async () =>
        envelope(await gameSession({ maxBetCents: 200, maxWinCents: 500_000 })),
      [`GET ${roundsPath}`]: rounds([]),
    });
    const bet = screen.getByRole('combobox', { name: 'Aposta' });
    expect(
      within(bet)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['100', '200']);
    expect(screen.getByTestId('slot-max-win')).toHaveTextContent('R$ 5.000,00');
  });

  it('verifies a capped round on its outcome and says it was capped; a capped round paying its outcome is refused', async () => {
    const won = await firstWinningRound(100);
    const cap = Math.max(0, won.winCents - 1);
    const capped: BgsRound = { ...won, roundId: 31, winCents: cap, winCapped: true };
    const forged: BgsRound = { ...won, roundId: 32, nonce: won.nonce, winCapped: true };
    await renderGame({
      [`GET ${sessionPath}`]: async () => envelope(await gameSession()),
      [`GET ${roundsPath}`]: rounds([capped, forged]),
    });
    const user = userEvent.setup();
    const cappedItem = await screen.findByRole('listitem', { name: /Rodada 31/ });
    expect(cappedItem).toHaveTextContent('limitado ao ganho máximo do jogo');
    await user.click(screen.getByRole('button', { name: 'Verificar a rodada 31' }));
    await waitFor(() =>
      expect(within(cappedItem).getByRole('status')).toHaveAttribute('data-outcome', 'verified'),
    );
    await user.click(screen.getByRole('button', { name: 'Verificar a rodada 32' }));
    const forgedItem = screen.getByRole('listitem', { name: /Rodada 32/ });
    await waitFor(() =>
      expect(within(forgedItem).getByRole('status')).toHaveAttribute('data-outcome', 'mismatch'),
    );
  });

  it('shows "no rounds yet" before any round', async () => {
    await renderGame({
      [`GET ${sessionPath}`]: async () => envelope(await gameSession()),
      [`GET ${roundsPath}`]: rounds([]),
    });
    expect(screen.getByTestId('slot-actual-return')).toHaveTextContent('ainda sem rodadas');
  });

  it('a spin changes the balance by exactly win - bet and highlights the winning cells', async () => {
    const session = await gameSession();
    const round = await firstWinningRound(200);
    const after = session.balanceCents - 200 + round.winCents;
    let spun = false;
    const { callsTo } = await renderGame({
      [`GET ${sessionPath}`]: () =>
        envelope(spun ? { ...session, balanceCents: after, roundsPlayed: 1 } : session),
      [`GET ${roundsPath}`]: rounds([]),
      [`POST ${spinPath}`]: () => {
        spun = true;
        return envelope({
          round,
          balanceCents: after,
          bonusBalanceCents: 0,
          freeSpins: null,
          playBalanceCents: session.playBalanceCents,
          seeds: { ...session.seeds, nonce: 1 },
        });
      },
    });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Aposta' }), '200');
    await user.click(screen.getByRole('button', { name: 'Girar' }));
    await waitFor(() =>
      expect(screen.getByTestId('slot-balance')).toHaveTextContent(
        `R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(after / 100)}`,
      ),
    );
    const body = json(callsTo('POST', spinPath)[0]!);
    expect(body.betCents).toBe(200);
    expect(body.playMoney).toBeUndefined();
    expect(typeof body.idempotencyKey).toBe('string');
    expect(screen.getAllByRole('status').some((s) => /Ganho/.test(s.textContent ?? ''))).toBe(true);
    const result = evaluateSpin(MODEL, round.stops, 200);
    if (result.base.lineWins.length > 0) {
      expect(screen.getAllByRole('img', { name: /vencedor/ }).length).toBeGreaterThan(0);
    }
  });

  it('each spin sends a fresh idempotency key and a network retry reuses it', async () => {
    const session = await gameSession();
    const round = await realRound(0);
    let failOnce = true;
    const { callsTo } = await renderGame({
      [`GET ${sessionPath}`]: () => envelope(session),
      [`GET ${roundsPath}`]: rounds([]),
      [`POST ${spinPath}`]: () => {
        if (failOnce) {
          failOnce = false;
          throw new TypeError('Failed to fetch');
        }
        return envelope({
          round,
          balanceCents: session.balanceCents - 100 + round.winCents,
          bonusBalanceCents: 0,
          freeSpins: null,
          playBalanceCents: session.playBalanceCents,
          seeds: session.seeds,
        });
      },
    });
    const user = userEvent.setup();
    const spin = screen.getByRole('button', { name: 'Girar' });
    await user.click(spin);
    await waitFor(() => expect(callsTo('POST', spinPath)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Girar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Girar' }));
    await waitFor(() => expect(callsTo('POST', spinPath)).toHaveLength(3));
    const keys = callsTo('POST', spinPath).map((call) => json(call).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('disables the spin while spinning and when the balance is below the bet; shows the server refusal', async () => {
    const session = await gameSession({ balanceCents: 150 });
    let release: (response: Response) => void = () => {};
    await renderGame({
      [`GET ${sessionPath}`]: () => envelope(session),
      [`GET ${roundsPath}`]: rounds([]),
      [`POST ${spinPath}`]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    const spin = screen.getByRole('button', { name: 'Girar' });
    expect(spin).toBeEnabled();
    await user.click(spin);
    const busy = await screen.findByRole('button', { name: 'Girando…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Aposta' })).toBeDisabled();
    release(failure(409, 'wallet.insufficient.funds', 'Saldo insuficiente'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saldo insuficiente');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Aposta' }), '200');
    expect(screen.getByRole('button', { name: 'Girar' })).toBeDisabled();
    expect(screen.getByText('Seu saldo é menor que a aposta.')).toBeInTheDocument();
  });

  it('stakes the bonus balance once the cash runs out (issue 25): shown, and a spin allowed', async () => {
    const session = await gameSession({ balanceCents: 50, bonusBalanceCents: 2_000 });
    const round = await realRound(0);
    const after = { balanceCents: 0, bonusBalanceCents: 1_950 + round.winCents, freeSpins: null };
    let spun = false;
    const { callsTo } = await renderGame({
      [`GET ${sessionPath}`]: () => envelope(spun ? { ...session, ...after } : session),
      [`GET ${roundsPath}`]: rounds([]),
      [`POST ${spinPath}`]: () => {
        spun = true;
        return envelope({
          round,
          ...after,
          playBalanceCents: session.playBalanceCents,
          seeds: { ...session.seeds, nonce: 1 },
        });
      },
    });
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('R$ 0,50');
    expect(screen.getByTestId('slot-bonus-balance')).toHaveTextContent('R$ 20,00');
    expect(screen.queryByText('Seu saldo é menor que a aposta.')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Girar' }));
    await waitFor(() => expect(callsTo('POST', spinPath)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('slot-bonus-balance')).toHaveTextContent(
        formatMoney(1_950 + round.winCents, { symbol: 'R$', locale: 'pt-BR' }),
      ),
    );
  });

  it('plays a free spin at its own value with the grant named, and counts it down (issue 25)', async () => {
    const offer = {
      grantId: 7,
      spinsLeft: 3,
      spinValueCents: 100,
      expiresAt: '2026-12-06T00:00:00.000Z',
    };
    const session = await gameSession({ freeSpins: offer });
    const round = await realRound(0);
    let spun = false;
    const { callsTo } = await renderGame({
      [`GET ${sessionPath}`]: () =>
        envelope(spun ? { ...session, freeSpins: { ...offer, spinsLeft: 2 } } : session),
      [`GET ${roundsPath}`]: rounds([]),
      [`POST ${spinPath}`]: () => {
        spun = true;
        return envelope({
          round,
          balanceCents: session.balanceCents,
          bonusBalanceCents: round.winCents,
          freeSpins: { ...offer, spinsLeft: 2 },
          playBalanceCents: session.playBalanceCents,
          seeds: { ...session.seeds, nonce: 1 },
        });
      },
    });
    expect(
      screen.getByText(
        'Você tem 3 rodadas grátis de R$ 1,00 neste jogo; os ganhos vão para o saldo de bônus.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Usar rodada grátis' }));
    await screen.findByText(
      'Você tem 2 rodadas grátis de R$ 1,00 neste jogo; os ganhos vão para o saldo de bônus.',
    );
    expect(json(callsTo('POST', spinPath)[0]!)).toMatchObject({
      betCents: 100,
      freeSpinGrantId: 7,
    });
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('R$ 100,00');
  });

  it('verifies a revealed round and refuses a tampered one', async () => {
    const good = await realRound(3, 100, true, 11);
    const tampered = { ...(await realRound(4, 100, true, 12)) };
    tampered.winCents += 50;
    const badSeed = { ...(await realRound(5, 100, true, 13)), serverSeed: 'another-seed' };
    await renderGame({
      [`GET ${sessionPath}`]: async () => envelope(await gameSession()),
      [`GET ${roundsPath}`]: rounds([good, tampered, badSeed]),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verificar a rodada 11' }));
    const goodItem = screen.getByRole('listitem', { name: /Rodada 11/ });
    await waitFor(() =>
      expect(within(goodItem).getByRole('status')).toHaveAttribute('data-outcome', 'verified'),
    );
    await user.click(screen.getByRole('button', { name: 'Verificar a rodada 12' }));
    const badItem = screen.getByRole('listitem', { name: /Rodada 12/ });
    await waitFor(() =>
      expect(within(badItem).getByRole('status')).toHaveAttribute('data-outcome', 'mismatch'),
    );
    expect(within(badItem).getByRole('status')).toHaveTextContent('Não verificada');
    await user.click(screen.getByRole('button', { name: 'Verificar a rodada 13' }));
    const seedItem = screen.getByRole('listitem', { name: /Rodada 13/ });
    await waitFor(() =>
      expect(within(seedItem).getByRole('status')).toHaveAttribute('data-outcome', 'hashMismatch'),
    );
  });

  it('explains that the seed must be rotated before an unrevealed round can be verified; rotating reveals it', async () => {
    const hidden = await realRound(0, 100, false, 21);
    let rotated = false;
    const session = await gameSession();
    await renderGame({
      [`GET ${sessionPath}`]: () => envelope(session),
      [`GET ${roundsPath}`]: () =>
        envelope({
          content: [rotated ? { ...hidden, serverSeed: SERVER_SEED } : hidden],
          totalPages: 1,
          pageNo: 1,
        }),
      [`POST ${PLAY_API.bgsRotateSeed}`]: () => {
        rotated = true;
        return envelope({
          revealed: {
            serverSeed: SERVER_SEED,
            serverSeedHash: session.seeds.serverSeedHash,
            clientSeed: CLIENT_SEED,
            nonce: 1,
          },
          seeds: { serverSeedHash: 'f'.repeat(64), clientSeed: CLIENT_SEED, nonce: 0 },
        });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verificar a rodada 21' }));
    expect(await screen.findByText(/Troque primeiro a semente do servidor/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trocar a semente do servidor' }));
    expect(await screen.findByTestId('slot-revealed-seed')).toHaveTextContent(SERVER_SEED);
    expect(screen.getByTestId('slot-seed-hash')).toHaveTextContent('f'.repeat(64));
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Verificar a rodada 21' }));
      expect(
        within(screen.getByRole('listitem', { name: /Rodada 21/ })).getByRole('status'),
      ).toHaveAttribute('data-outcome', 'verified');
    });
  });

  it('changes the client seed', async () => {
    const session = await gameSession();
    const { callsTo } = await renderGame({
      [`GET ${sessionPath}`]: () => envelope(session),
      [`GET ${roundsPath}`]: rounds([]),
      [`POST ${PLAY_API.bgsClientSeed}`]: (call) =>
        envelope({ ...session.seeds, clientSeed: String(json(call).clientSeed) }),
    });
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Semente do cliente' });
    await user.clear(input);
    await user.type(input, 'my-lucky-seed');
    await user.click(screen.getByRole('button', { name: 'Alterar a semente do cliente' }));
    expect(await screen.findByText('Semente do cliente alterada')).toBeInTheDocument();
    expect(json(callsTo('POST', PLAY_API.bgsClientSeed)[0]!)).toEqual({
      clientSeed: 'my-lucky-seed',
    });
  });

  it('free play: the toggle shows the play-money balance and spins send playMoney', async () => {
    const session = await gameSession({ freePlay: true });
    const round = { ...(await realRound(1)), playMoney: true };
    const { callsTo } = await renderGame({
      [`GET ${sessionPath}`]: () => envelope(session),
      [`GET ${roundsPath}`]: rounds([]),
      [`POST ${spinPath}`]: () =>
        envelope({
          round,
          balanceCents: session.balanceCents,
          bonusBalanceCents: 0,
          freeSpins: null,
          playBalanceCents: session.playBalanceCents - 100 + round.winCents,
          seeds: session.seeds,
        }),
    });
    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: 'Jogo grátis' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('R$ 1.000,00');
    await user.click(screen.getByRole('button', { name: 'Girar' }));
    await waitFor(() => expect(callsTo('POST', spinPath)).toHaveLength(1));
    expect(json(callsTo('POST', spinPath)[0]!).playMoney).toBe(true);
  });

  it('sends a guest home with the login popup', async () => {
    useSessionStore.getState().setSession(null);
    const { router } = renderAccounts(path, {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(useModalStore.getState().flags.login).toBe(true);
  });
});

/** The Portuguese name of a glyph, as the page shows it. */
function glyphName(glyph: string): string {
  return (pt.slots.glyphs as Record<string, string>)[glyph]!;
}

describe('themed titles', () => {
  it('draws the reels with the title theme: each cell shows and names its themed symbol', async () => {
    const themeId = slotThemeFor('Pharaoh Treasure');
    const theme = slotTheme(themeId)!;
    await renderGame({
      [`GET ${sessionPath}`]: async () => envelope(await gameSession({ themeId })),
      [`GET ${roundsPath}`]: rounds([]),
    });
    const cells = within(screen.getByRole('group', { name: 'Rolos' })).getAllByRole('img');
    expect(cells).toHaveLength(15);
    for (const cell of cells) {
      const id = cell.getAttribute('data-symbol') as keyof typeof theme.symbols;
      const glyph = theme.symbols[id].glyph;
      expect(cell.querySelector('svg')!.getAttribute('data-glyph')).toBe(glyph);
      expect(cell).toHaveAccessibleName(
        new RegExp(`^${glyphName(glyph)}( \\((wild|scatter)\\))?, rolo`),
      );
      // Drawn as real SVG elements with their attributes (no injected markup).
      expect(cell.querySelector('svg rect')!.getAttribute('fill')).toBe(
        theme.symbols[id].colors.tile,
      );
    }
    // The stage takes the theme palette.
    const page = document.querySelector(`[data-theme="${themeId}"]`) as HTMLElement;
    expect(page.style.getPropertyValue('--slot-bg')).toBe(theme.palette.bg);
    expect(page.style.getPropertyValue('--slot-accent')).toBe(theme.palette.accent);
  });

  it('lists the paytable with the themed symbols, the wild and scatter named as such', async () => {
    const themeId = slotThemeFor('Coral Bounty');
    const theme = slotTheme(themeId)!;
    await renderGame({
      [`GET ${sessionPath}`]: async () => envelope(await gameSession({ themeId })),
      [`GET ${roundsPath}`]: rounds([]),
    });
    const user = userEvent.setup();
    await user.click(screen.getByText('Tabela de pagamentos e regras'));
    const table = screen.getByRole('table');
    const heads = within(table).getAllByRole('rowheader');
    // Names come from the row headers' text; the drawings beside them are hidden from them.
    for (const name of [
      `${glyphName(theme.symbols.wild.glyph)} (wild)`,
      glyphName(theme.symbols.high3.glyph),
      glyphName(theme.symbols.low1.glyph),
    ]) {
      expect(within(table).getByRole('rowheader', { name })).toBeInTheDocument();
    }
    expect(table.querySelectorAll('svg[data-glyph][aria-hidden="true"]').length).toBe(heads.length);
  });

  it('draws two titles differently', async () => {
    const glyphsOf = async (name: string) => {
      const { unmount } = await renderGame({
        [`GET ${sessionPath}`]: async () =>
          envelope(await gameSession({ themeId: slotThemeFor(name) })),
        [`GET ${roundsPath}`]: rounds([]),
      });
      const drawn = [...document.querySelectorAll('[data-glyph]')].map((svg) =>
        svg.getAttribute('data-glyph'),
      );
      unmount();
      return drawn;
    };
    expect(await glyphsOf('Cosmic Fortune')).not.toEqual(await glyphsOf('Sunny Fortune'));
  });

  it('falls back to the theme of the name when the theme id is unknown', async () => {
    await renderGame({
      [`GET ${sessionPath}`]: async () => envelope(await gameSession({ themeId: 'nope' })),
      [`GET ${roundsPath}`]: rounds([]),
    });
    expect(
      document.querySelector(`[data-theme="${slotThemeFor('Lucky Lanterns')}"]`),
    ).not.toBeNull();
  });

  it('starts on play money when launched with the free-play flag', async () => {
    const session = await gameSession({ freePlay: true });
    await renderGame(
      {
        [`GET ${sessionPath}`]: () => envelope(session),
        [`GET ${roundsPath}`]: rounds([]),
      },
      `${path}?play=free`,
    );
    expect(screen.getByRole('switch', { name: 'Jogo grátis' })).toBeChecked();
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('R$ 1.000,00');
  });
});

describe('round history paging', () => {
  it('shows the first page and loads more on demand, each round once', async () => {
    // 45 rounds, newest first, 20 a page; page 2 repeats page 1's last round (offsets shift
    // when a round is played between page loads).
    const all = await Promise.all(
      Array.from({ length: 45 }, (_, i) => realRound(i % 5, 100, true, 100 - i)),
    );
    const { callsTo } = await renderGame({
      [`GET ${sessionPath}`]: async () => envelope(await gameSession()),
      [`GET ${roundsPath}`]: (call) => {
        const pageNo = Number(call.url.searchParams.get('pageNo'));
        const start = (pageNo - 1) * 20;
        const content = all.slice(pageNo === 2 ? start - 1 : start, start + 20);
        return envelope({ content, totalPages: 3, pageNo });
      },
    });
    const history = screen.getByRole('region', { name: 'Histórico de rodadas' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(20));
    const user = userEvent.setup();
    await user.click(within(history).getByRole('button', { name: 'Mostrar mais rodadas' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(40));
    await user.click(within(history).getByRole('button', { name: 'Mostrar mais rodadas' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(45));
    expect(within(history).queryByRole('button', { name: 'Mostrar mais rodadas' })).toBeNull();
    const titles = within(history)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(titles).toEqual(all.map((round) => `Rodada ${round.roundId}`));
    expect(callsTo('GET', roundsPath).map((call) => call.url.searchParams.get('pageNo'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('offers no "more" when everything fits on one page', async () => {
    await renderGame({
      [`GET ${sessionPath}`]: async () => envelope(await gameSession()),
      [`GET ${roundsPath}`]: rounds([await realRound(0)]),
    });
    const history = screen.getByRole('region', { name: 'Histórico de rodadas' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(1));
    expect(within(history).queryByRole('button', { name: 'Mostrar mais rodadas' })).toBeNull();
  });
});

describe('game page chrome', () => {
  it('has a page header titled after the in-house games with a back arrow', () => {
    const chrome = chromeFor('/m/game/bgs/1077');
    expect(chrome.headerVariant).toBe('page');
    expect(chrome.backTarget).toBe('back');
    expect(chrome.titleKey).toBe('title.inhouse');
  });
});
