import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOME_WIDGETS_API,
  HOT_MATCHES_MAX,
  HotMatches,
  News,
  OPEN_API_ROUTES,
  TRIAL_TYPE,
  WINNER_BOARD,
  Winners,
} from '@app/contracts';
import { expectError } from '../accounts/test-support.ts';
import { okValue } from '../../testing/api.ts';
import { insertMember } from '../../testing/members.ts';
import { insertOtherMerchant } from '../../testing/merchants.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { DEMO_HOT_MATCHES, DEMO_NEWS } from '../../db/seed/home-widgets.ts';
import { saveHotMatch, saveNews, upcomingKickOff } from './lobby-content.service.ts';
import { maskAccount } from './winners.service.ts';

const DAY_MS = 86_400_000;

describe('maskAccount', () => {
  it('keeps two first characters and the last, three stars whatever the length', () => {
    expect(maskAccount('demo')).toBe('de***o');
    expect(maskAccount('player2026')).toBe('pl***6');
    expect(maskAccount('abc')).toBe('a***c');
    expect(maskAccount('ab')).toBe('a***');
    expect(maskAccount('x')).toBe('x***');
    expect(maskAccount('')).toBe('***');
  });
});

describe('upcomingKickOff', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it('keeps a future kick-off and drops a past one-off match', () => {
    expect(upcomingKickOff(now + 1000, null, now)).toBe(now + 1000);
    expect(upcomingKickOff(now - 1000, null, now)).toBeNull();
    expect(upcomingKickOff(now, null, now)).toBeNull();
  });
  it('rolls a repeating fixture to its next turn after now', () => {
    const start = now - 3 * DAY_MS;
    expect(upcomingKickOff(start, 7, now)).toBe(start + 7 * DAY_MS);
    expect(upcomingKickOff(now - 7 * DAY_MS, 7, now)).toBe(now + 7 * DAY_MS);
    expect(upcomingKickOff(now - 30 * DAY_MS, 7, now)).toBe(now - 30 * DAY_MS + 35 * DAY_MS);
  });
});

describe('home widgets calls', () => {
  let t: TestApp;
  const clock = { now: Date.now() };
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const winners = async (query = '') => {
    t.app.caches.invalidate();
    return Winners.parse(okValue(await get(`${HOME_WIDGETS_API.winners}${query}`)));
  };
  const matches = async (query = '') => {
    t.app.caches.invalidate();
    return HotMatches.parse(okValue(await get(`${HOME_WIDGETS_API.hotMatches}${query}`)));
  };
  const news = async (query = '') => {
    t.app.caches.invalidate();
    return News.parse(okValue(await get(`${HOME_WIDGETS_API.news}${query}`)));
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clock.now });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('are on the open list', () => {
    for (const path of Object.values(HOME_WIDGETS_API)) {
      expect(OPEN_API_ROUTES).toContain(`GET ${path}`);
    }
  });

  describe('winner board', () => {
    const ago = (ms: number) => new Date(clock.now - ms).toISOString();
    let slotGame: { game_id: number; name: string; game_type: string };
    let lotteryGame: { game_id: number; name_pt: string; name_en: string };

    beforeAll(async () => {
      const db = t.database.db;
      const game = await db
        .selectFrom('games')
        .select(['game_id', 'game_name', 'node_name', 'game_type'])
        .where('vendor_code', '=', 'BGS')
        .orderBy('game_id')
        .executeTakeFirstOrThrow();
      slotGame = {
        game_id: game.game_id,
        name: game.game_name ?? game.node_name,
        game_type: game.game_type,
      };
      lotteryGame = await db
        .selectFrom('lottery_games')
        .select(['game_id', 'name_pt', 'name_en'])
        .where('code', '=', 'ENT_TURBO_1')
        .executeTakeFirstOrThrow();
    });

    it('is empty, with the merchant currency, before anyone has won', async () => {
      const value = await winners();
      expect(value.list).toEqual([]);
      expect(value.currency.code).toBeTruthy();
      expect(value.currency.symbol).toBeTruthy();
    });

    it('lists only real wins, biggest first, masked, of this merchant, within the window', async () => {
      const db = t.database.db;
      // A second merchant with a winner of its own: never on this board.
      await insertOtherMerchant(db);

      const alice = await insertMember(db, { user_name: 'alicewins' });
      const bob = await insertMember(db, { user_name: 'bob' });
      const trial = await insertMember(db, { user_name: 'trialguy', type: TRIAL_TYPE });
      const other = await insertMember(db, { user_name: 'otherplayer', merchant_code: 'OTHER' });

      const seedRow = (memberId: number, merchant: string) =>
        db
          .insertInto('player_seeds')
          .values({
            merchant_code: merchant,
            member_id: memberId,
            server_seed: 's',
            server_seed_hash: 'h',
            client_seed: 'c',
            created_at: ago(0),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const seeds = new Map<number, { id: number }>();
      let key = 0;
      const round = async (
        memberId: number,
        winCents: number,
        createdAt: string,
        options: { playMoney?: boolean; merchant?: string } = {},
      ) => {
        const merchant = options.merchant ?? 'DEMO';
        const seed = seeds.get(memberId) ?? (await seedRow(memberId, merchant));
        seeds.set(memberId, seed);
        key += 1;
        await db
          .insertInto('game_rounds')
          .values({
            merchant_code: merchant,
            member_id: memberId,
            game_id: slotGame.game_id,
            model_id: 'm',
            idempotency_key: `k${key}`,
            bet_cents: 100,
            win_cents: winCents,
            seed_id: seed.id,
            server_seed_hash: 'h',
            client_seed: 'c',
            nonce: key,
            stops: '{}',
            play_money: options.playMoney ? 1 : 0,
            created_at: createdAt,
          })
          .execute();
      };
      const draw = await db
        .insertInto('lottery_draws')
        .values({
          game_id: lotteryGame.game_id,
          numero: '20990101-0001',
          draw_at: ago(DAY_MS),
          lock_at: ago(DAY_MS),
          seed_hash: 'h',
          seed: 's',
          result: '12345',
          drawn_at: ago(DAY_MS),
          settled_at: ago(DAY_MS),
          created_at: ago(DAY_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const bet = (
        memberId: number,
        status: string,
        payoutCents: number,
        settledAt: string | null,
        line: number,
      ) =>
        db
          .insertInto('lottery_bets')
          .values({
            merchant_code: 'DEMO',
            member_id: memberId,
            draw_id: draw.id,
            game_id: lotteryGame.game_id,
            numero: '20990101-0001',
            request_id: `r${line}`,
            line_no: line,
            prize_mode: 'Elott',
            bet_type: 'digit',
            position: 1,
            picks: '1',
            unit_stake_cents: 100,
            cost_cents: 100,
            status,
            hits: payoutCents > 0 ? 1 : 0,
            payout_cents: payoutCents,
            created_at: ago(2 * DAY_MS),
            settled_at: settledAt,
          })
          .execute();

      await round(alice.id, 50_000, ago(60_000)); // 500.00, a minute ago
      await round(bob.id, 12_345, ago(3 * DAY_MS)); // 123.45
      await round(bob.id, 0, ago(1000)); // a loss
      await round(bob.id, 60, ago(1000)); // paid back less than the 1.00 stake: not a win
      await round(bob.id, 100, ago(1000)); // the stake back: not a win either
      await round(alice.id, 900_000, ago(1000), { playMoney: true }); // free play
      await round(alice.id, 800_000, ago(8 * DAY_MS)); // older than the window
      await round(trial.id, 700_000, ago(1000)); // a trial account
      await round(other.id, 600_000, ago(1000), { merchant: 'OTHER' }); // another merchant
      await bet(bob.id, 'won', 75_000, ago(DAY_MS), 1); // 750.00 lottery
      await bet(alice.id, 'lost', 0, ago(DAY_MS), 2);
      await bet(alice.id, 'open', 0, null, 3);
      await bet(bob.id, 'won', 100, ago(DAY_MS), 5); // a hit that pays the 1.00 cost: not a win
      await bet(alice.id, 'won', 50_000, ago(30_000), 4); // ties 500.00, newer than the slot win

      const value = await winners('?language=EN');
      expect(value.list.map((w) => [w.account, w.amountCents, w.gameName])).toEqual([
        ['b***b', 75_000, lotteryGame.name_en],
        ['al***s', 50_000, lotteryGame.name_en],
        ['al***s', 50_000, slotGame.name],
        ['b***b', 12_345, slotGame.name],
      ]);
      expect(value.list[0]!.id).toMatch(/^lottery:\d+$/);
      expect(value.list[2]!.id).toMatch(/^slot:\d+$/);
      expect(value.list[2]!.gameType).toBe(slotGame.game_type);
      expect(value.list[0]!.gameType).toBe('ELOTT');
      // No account name ever travels whole.
      const body = JSON.stringify(value);
      for (const name of ['alicewins', 'trialguy', 'otherplayer']) expect(body).not.toContain(name);

      // Lottery names follow the language; PT by the parameter.
      const pt = await winners('?language=PT');
      expect(pt.list[0]!.gameName).toBe(lotteryGame.name_pt);

      // The limit keeps the biggest.
      const top2 = await winners('?limit=2');
      expect(top2.list.map((w) => w.amountCents)).toEqual([75_000, 50_000]);
    });

    it('serves a cached board for a short while', async () => {
      t.app.caches.invalidate();
      const first = Winners.parse(okValue(await get(HOME_WIDGETS_API.winners)));
      const member = await insertMember(t.database.db, { user_name: 'latecomer' });
      const seed = await t.database.db
        .insertInto('player_seeds')
        .values({
          merchant_code: 'DEMO',
          member_id: member.id,
          server_seed: 's',
          server_seed_hash: 'h',
          client_seed: 'c',
          created_at: ago(0),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.database.db
        .insertInto('game_rounds')
        .values({
          merchant_code: 'DEMO',
          member_id: member.id,
          game_id: slotGame.game_id,
          model_id: 'm',
          idempotency_key: 'late',
          bet_cents: 100,
          win_cents: 9_999_900,
          seed_id: seed.id,
          server_seed_hash: 'h',
          client_seed: 'c',
          nonce: 1,
          stops: '{}',
          created_at: ago(0),
        })
        .execute();
      const cached = Winners.parse(okValue(await get(HOME_WIDGETS_API.winners)));
      expect(cached).toEqual(first);
      const fresh = await winners();
      expect(fresh.list[0]).toMatchObject({ account: 'la***r', amountCents: 9_999_900 });
    });

    it('refuses a bad limit or another merchant, for a guest too', async () => {
      for (const limit of ['0', String(WINNER_BOARD.maxLimit + 1), 'ten']) {
        expectError(
          await get(`${HOME_WIDGETS_API.winners}?limit=${limit}`),
          400,
          'request.invalid',
        );
      }
      expectError(
        await get(`${HOME_WIDGETS_API.winners}?merchantCode=NOPE`),
        404,
        'merchant.not.found',
      );
    });
  });

  describe('hot matches', () => {
    it('lists the seeded fixtures, upcoming, soonest first, in PT and EN', async () => {
      const pt = await matches('?language=PT');
      expect(pt.list).toHaveLength(Math.min(DEMO_HOT_MATCHES.length, HOT_MATCHES_MAX));
      const kickOffs = pt.list.map((m) => Date.parse(m.kickOffAt));
      expect(kickOffs.every((k) => k > clock.now)).toBe(true);
      expect([...kickOffs].sort((a, b) => a - b)).toEqual(kickOffs);
      expect(pt.serverTime).toBe(clock.now);
      const brazilPt = pt.list.find((m) => m.homeTeam === 'Brasil');
      expect(brazilPt).toMatchObject({ awayTeam: 'Portugal', league: 'Amistoso internacional' });
      expect(brazilPt!.odds).toEqual({ home: 195, draw: 335, away: 380 });
      // Demo rows name no match of the provider: "bet now" opens the sports list.
      expect(brazilPt).toMatchObject({ launch: null, fixtureId: null });
      const en = await matches('?language=EN');
      expect(en.list.find((m) => m.id === brazilPt!.id)).toMatchObject({
        homeTeam: 'Brazil',
        league: 'International friendly',
      });
    });

    it('rolls the demo fixtures forward and drops a one-off match once it kicked off', async () => {
      const oneOff = await saveHotMatch(t.database.db, 'DEMO', {
        code: 'one-off',
        league: { en: 'Cup', pt: 'Taça' },
        homeTeam: { en: 'Home', pt: 'Casa' },
        awayTeam: { en: 'Away', pt: 'Fora' },
        kickOffAt: new Date(clock.now + 60 * 60_000).toISOString(),
        repeatDays: null,
        odds: { home: 150, draw: 400, away: 600 },
      });
      expect((await matches()).list.map((m) => m.id)).toContain(String(oneOff));
      const saved = clock.now;
      try {
        clock.now += 30 * DAY_MS;
        const later = await matches();
        expect(later.list.map((m) => m.id)).not.toContain(String(oneOff));
        expect(later.list).toHaveLength(DEMO_HOT_MATCHES.length);
        for (const match of later.list) {
          const kickOff = Date.parse(match.kickOffAt);
          expect(kickOff).toBeGreaterThan(clock.now);
          expect(kickOff - clock.now).toBeLessThanOrEqual(7 * DAY_MS);
        }
      } finally {
        clock.now = saved;
      }
    });

    it('refuses another merchant and a bad language', async () => {
      expectError(
        await get(`${HOME_WIDGETS_API.hotMatches}?merchantCode=NOPE`),
        404,
        'merchant.not.found',
      );
      expectError(await get(`${HOME_WIDGETS_API.hotMatches}?language=xx`), 400, 'request.invalid');
    });
  });

  describe('hot news', () => {
    it('lists the seeded news newest first in PT and EN, each with its drawn image', async () => {
      const pt = await news('?language=PT');
      expect(pt.list.map((n) => n.title)).toEqual(DEMO_NEWS.map((n) => n.title.pt));
      const en = await news('?language=EN');
      expect(en.list.map((n) => n.title)).toEqual(DEMO_NEWS.map((n) => n.title.en));
      expect(en.list[0]!.content).toContain('<strong>three derbies</strong>');
      const art = await get(en.list[0]!.imageUrl);
      expect(art.statusCode).toBe(200);
      expect(art.headers['content-type']).toContain('image/svg+xml');
      // Drawn here: no external host is named (the xmlns is a name, not a fetch).
      expect(art.body.replaceAll('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:/);
    });

    it('stores hostile HTML cleaned, in both languages', async () => {
      const hostile =
        '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe><style>body{}</style>';
      const id = await saveNews(t.database.db, 'DEMO', {
        code: 'hostile',
        title: { en: 'Hostile', pt: 'Hostil' },
        summary: { en: 's', pt: 's' },
        content: { en: hostile, pt: hostile },
        art: 'promo',
        publishedAt: new Date(clock.now - 1000).toISOString(),
      });
      for (const language of ['EN', 'PT']) {
        const item = (await news(`?language=${language}`)).list.find((n) => n.id === String(id));
        expect(item).toBeDefined();
        expect(item!.content).toContain('Hi');
        expect(item!.content).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style/i);
      }
      const row = await t.database.db
        .selectFrom('news')
        .select('content')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.content).not.toMatch(/script|onerror/i);
    });

    it('hides news not yet published and answers 404 for unknown art', async () => {
      const id = await saveNews(t.database.db, 'DEMO', {
        code: 'future',
        title: { en: 'Future', pt: 'Futuro' },
        summary: { en: 's', pt: 's' },
        content: { en: '<p>x</p>', pt: '<p>x</p>' },
        art: 'slots',
        publishedAt: new Date(clock.now + DAY_MS).toISOString(),
      });
      expect((await news()).list.map((n) => n.id)).not.toContain(String(id));
      expectError(
        await get(HOME_WIDGETS_API.newsArt.replace(':newsId', '999999')),
        404,
        'news.not.found',
      );
      expectError(
        await get(HOME_WIDGETS_API.newsArt.replace(':newsId', 'abc')),
        400,
        'request.invalid',
      );
    });
  });
});
