import { describe, expect, inject, it } from 'vitest';
import { API, type Game, type GameListPage } from '@app/contracts';
import { apiMember, reconcileSince, type ApiMember, type Envelope } from '../support/api-member.ts';
import {
  catalogueGames,
  launchAtProvider,
  type ProviderPlayer,
} from '../support/provider-player.ts';

/**
 * Our game provider against the real operator server over real HTTP (issue 19): a launch
 * through the signed launch API, rounds of every engine staked and paid through the signed
 * seamless wallet, the member's operator balance moving by exactly stakes minus wins, free
 * play never touching it, a bet above the balance refused in the member's language, and a
 * reconciliation of the period with no mismatch.
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
