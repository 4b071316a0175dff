import { describe, expect, inject, it } from 'vitest';
import {
  API,
  BONUS_API,
  CASHIER_API,
  type ChannelsValue,
  type Game,
  type GameListPage,
  type MemberBonusesValue,
  type WalletBalance,
} from '@app/contracts';
import {
  apiMember,
  approveDeposit,
  reconcileSince,
  type ApiMember,
  type Envelope,
} from '../support/api-member.ts';
import {
  catalogueGames,
  launchAtProvider,
  type ProviderPlayer,
} from '../support/provider-player.ts';

/**
 * Our game provider against the real operator server over real HTTP (issue 19): a launch
 * through the signed launch API, rounds of every engine staked and paid through the signed
 * seamless wallet, the member's operator balance moving by exactly stakes minus wins, free
 * play never touching it, a bet above the balance refused in the member's language, a deposit
 * bonus staked on a provider slot once cash runs out (decision 061), and a reconciliation of the
 * period with no mismatch.
 */

interface RoundAnswer {
  round: {
    roundId: string;
    betCents: number;
    winCents: number | null;
    jackpotCents: number;
    status: string;
    outcome: unknown;
  };
  balanceCents: number | null;
}

function value<T>(envelope: Envelope<T>): T {
  if (!envelope.success) throw new Error(JSON.stringify(envelope));
  return envelope.value;
}

/** The smallest bet of the game a player has open (each title has its own). */
async function minimumBet(player: ProviderPlayer): Promise<number> {
  const session = await player.call<{ game: { limits: { minBetCents: number } } }>(
    'GET',
    '/api/session',
  );
  return value(session).game.limits.minBetCents;
}

/** Every catalogue entry of a vendor and type, page after page. */
async function allGames(member: ApiMember, vendor: string, gameType: string): Promise<Game[]> {
  const games: Game[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = value(
      await member.call<GameListPage>(
        'GET',
        `${API.gameList}?vassalage=${vendor}&gameType=${gameType}&pageSize=100&pageNo=${pageNo}`,
      ),
    );
    games.push(...page.games);
    if (pageNo >= page.totalPages) return games;
  }
}

describe('game provider and the seamless wallet', () => {
  const baseUrl = inject('baseUrl');
  const started = new Date(Date.now() - 1000);

  it('plays every engine for real money and moves the balance by stakes minus wins', async () => {
    const member = await apiMember(baseUrl, { prefix: 'pvw', depositReais: 300 });
    let expected = await member.balanceCents();
    expect(expected).toBe(30_000);

    const plays: Array<{ vendor: string; type: string; classify?: string; choice?: unknown }> = [
      { vendor: 'SLX', type: 'RNG', classify: 'TG' },
      { vendor: 'AUR', type: 'RNG', classify: 'SC' },
      { vendor: 'MGC', type: 'RNG', classify: 'JP' },
      { vendor: 'DSA', type: 'FISH', choice: { speciesId: 'clownfish' } },
    ];
    for (const play of plays) {
      const [game] = await catalogueGames(member, {
        vendor: play.vendor,
        gameType: play.type,
        ...(play.classify ? { classify: play.classify } : {}),
      });
      expect(game, `${play.vendor} ${play.type}`).toBeDefined();
      const player = await launchAtProvider(member, game!);
      const session = value(
        await player.call<{ balanceCents: number; game: { limits: { presets: number[] } } }>(
          'GET',
          '/api/session',
        ),
      );
      expect(session.balanceCents).toBe(expected);
      const bet = session.game.limits.presets[0]!;
      for (let i = 0; i < 3; i += 1) {
        const answer = value(
          await player.call<RoundAnswer>('POST', '/api/rounds', {
            betCents: bet,
            ...(play.choice ? { choice: play.choice } : {}),
          }),
        );
        expect(answer.round.status).toBe('settled');
        expected += answer.round.winCents! - bet;
        expect(answer.balanceCents).toBe(expected);
        expect(await member.balanceCents()).toBe(expected);
      }
    }

    // Video poker: deal, hold two, draw.
    const [poker] = await catalogueGames(member, {
      vendor: 'SLX',
      gameType: 'RNG',
      classify: 'VP',
    });
    const table = await launchAtProvider(member, poker!);
    const pokerBet = await minimumBet(table);
    const dealt = value(
      await table.call<RoundAnswer>('POST', '/api/rounds', { betCents: pokerBet }),
    );
    expect(dealt.round.status).toBe('open');
    expect(dealt.round.outcome).toMatchObject({ hand: expect.any(Array) });
    expect(JSON.stringify(dealt.round.outcome)).not.toContain('deck');
    expected -= pokerBet;
    expect(await member.balanceCents()).toBe(expected);
    const drawn = value(
      await table.call<RoundAnswer>('POST', `/api/rounds/${dealt.round.roundId}/act`, {
        action: { hold: [true, true, false, false, false] },
      }),
    );
    expect(drawn.round.status).toBe('settled');
    expected += drawn.round.winCents!;
    expect(await member.balanceCents()).toBe(expected);

    // Crash: the crash point stays secret until the round ends; cash out at once.
    const [crash] = await catalogueGames(member, {
      vendor: 'AUR',
      gameType: 'RNG',
      classify: 'AC',
    });
    const rocket = await launchAtProvider(member, crash!);
    const crashBet = await minimumBet(rocket);
    const flying = value(
      await rocket.call<RoundAnswer>('POST', '/api/rounds', { betCents: crashBet }),
    );
    expect(flying.round.status).toBe('open');
    expect(JSON.stringify(flying.round.outcome)).not.toContain('crashPoint');
    expected -= crashBet;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const cashed = value(
      await rocket.call<RoundAnswer>('POST', `/api/rounds/${flying.round.roundId}/act`, {
        action: { cashOut: true },
      }),
    );
    expect(cashed.round.status).toBe('settled');
    expect(cashed.round.outcome).toMatchObject({ crashPoint: expect.any(Number) });
    expected += cashed.round.winCents!;
    expect(await member.balanceCents()).toBe(expected);

    // A bet above the balance: refused by the operator, in Portuguese, nothing moves.
    const [slot] = await catalogueGames(member, { vendor: 'AUR', gameType: 'RNG', classify: 'TG' });
    const broke = await launchAtProvider(member, slot!);
    const limits = value(
      await broke.call<{ game: { limits: { maxBetCents: number; stepCents: number } } }>(
        'GET',
        '/api/session',
      ),
    ).game.limits;
    expect(limits.maxBetCents).toBeGreaterThan(expected);
    const tooMuch = Math.ceil((expected + 1) / limits.stepCents) * limits.stepCents;
    const refused = await broke.call('POST', '/api/rounds', { betCents: tooMuch });
    expect(refused).toMatchObject({ success: false, errorCode: 'wallet.insufficient.funds' });
    expect((refused as { message: string }).message).toMatch(/saldo/i);
    expect(await member.balanceCents()).toBe(expected);
  });

  it('stakes a deposit bonus on a provider slot once cash runs out, telling the provider both', async () => {
    const member = await apiMember(baseUrl, { prefix: 'pvb' });
    const channels = value(await member.call<ChannelsValue>('GET', CASHIER_API.channels));
    const promotion = channels.promotions.find((offer) => offer.bonus !== null);
    expect(promotion, 'the seeded first-deposit promotion').toBeDefined();
    const deposit = value(
      await member.call<{ deposit: { id: number } }>('POST', CASHIER_API.deposits, {
        channelCode: 'bank-transfer',
        amount: '50',
        reference: 'e2e',
        promotionId: promotion!.id,
      }),
    );
    await approveDeposit(baseUrl, deposit.deposit.id);
    const wallet = async () => value(await member.call<WalletBalance>('GET', API.walletBalance));
    expect(await wallet()).toMatchObject({ sumBalance: 50_00, bonusBalance: 50_00 });
    const bet = 25_00;
    expect(promotion!.bonus!.maxBetCents).toBeGreaterThanOrEqual(bet);

    // Two rounds left open (a dealt hand, a rocket in flight) take the R$ 50 of cash.
    for (const classify of ['VP', 'AC']) {
      const [game] = await catalogueGames(member, {
        vendor: classify === 'VP' ? 'SLX' : 'AUR',
        gameType: 'RNG',
        classify,
      });
      const player = await launchAtProvider(member, game!);
      const started = value(
        await player.call<RoundAnswer>('POST', '/api/rounds', { betCents: bet }),
      );
      expect(started.round.status).toBe('open');
    }
    expect(await wallet()).toMatchObject({ sumBalance: 0, bonusBalance: 50_00 });

    // A slot round now stakes bonus money only; the provider saw cash and bonus together.
    const [slot] = await catalogueGames(member, { vendor: 'SLX', gameType: 'RNG', classify: 'TG' });
    const player = await launchAtProvider(member, slot!);
    const session = value(await player.call<{ balanceCents: number }>('GET', '/api/session'));
    expect(session.balanceCents).toBe(50_00);
    const spun = value(await player.call<RoundAnswer>('POST', '/api/rounds', { betCents: bet }));
    expect(spun.round.status).toBe('settled');
    const after = await wallet();
    // Its win goes where its stake came from: all to the bonus balance.
    expect(after).toMatchObject({ sumBalance: 0, bonusBalance: 25_00 + spun.round.winCents! });
    expect(spun.balanceCents).toBe(after.sumBalance + after.bonusBalance);
    // Cash and bonus stakes alike count towards the wagering (slots 100%).
    const bonuses = value(await member.call<MemberBonusesValue>('GET', BONUS_API.bonuses));
    expect(bonuses.active?.wageredCents).toBe(3 * bet);
  });

  it('plays for free without touching the wallet', async () => {
    const member = await apiMember(baseUrl, { prefix: 'pvf', depositReais: 50 });
    const [game] = await catalogueGames(member, { vendor: 'SLX', gameType: 'RNG', classify: 'TG' });
    const player = await launchAtProvider(member, game!, true);
    const session = value(
      await player.call<{ mode: string; balanceCents: number }>('GET', '/api/session'),
    );
    expect(session.mode).toBe('free');
    let play = session.balanceCents;
    for (let i = 0; i < 3; i += 1) {
      const answer = value(
        await player.call<RoundAnswer>('POST', '/api/rounds', { betCents: 100 }),
      );
      play += answer.round.winCents! - 100;
      expect(answer.balanceCents).toBe(play);
    }
    expect(await member.balanceCents()).toBe(5000);
  });

  it('opens every slot, arcade and fish entry of the provider’s vendors', async () => {
    const member = await apiMember(baseUrl, { prefix: 'pva' });
    let opened = 0;
    for (const vendor of ['SLX', 'AUR', 'MGC', 'DSA']) {
      for (const gameType of ['RNG', 'FISH']) {
        for (const game of await allGames(member, vendor, gameType)) {
          const player = await launchAtProvider(member, game, true);
          const session = value(
            await player.call<{ game: { code: string } }>('GET', '/api/session'),
          );
          expect(session.game.code).toBe(game.gameCode);
          opened += 1;
        }
      }
    }
    expect(opened).toBe(300);
  });

  it('refuses a launch URL opened twice and a forged launch', async () => {
    const member = await apiMember(baseUrl, { prefix: 'pvl' });
    const [game] = await catalogueGames(member, { vendor: 'SLX', gameType: 'RNG', classify: 'TG' });
    const player = await launchAtProvider(member, game!, true);
    // Opened again: no new session, only the game page (which shows this browser's, if any).
    const again = await fetch(player.url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/game/');
    expect(again.headers.getSetCookie()).toEqual([]);
    const forged = await fetch(`${inject('providerUrl')}/provider/v1/launch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vendorCode: 'SLX' }),
    });
    expect(forged.status).toBe(401);
  });

  it('reconciles the period with no mismatch', async () => {
    // Credits are delivered before the rounds answer; give any retry a moment anyway.
    await expect
      .poll(async () => (await reconcileSince(baseUrl, started)).mismatches, { timeout: 15_000 })
      .toEqual([]);
    const result = await reconcileSince(baseUrl, started);
    expect(result.providerTransactions).toBeGreaterThan(20);
    expect(result.operatorTransactions).toBe(result.providerTransactions);
  });
});
