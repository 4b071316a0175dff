import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BgsSpinValue,
  EnterTournamentValue,
  PLAY_API,
  TournamentDetail,
  TournamentList,
  TOURNAMENTS_API,
  TRIAL_TYPE,
  bgsPath,
  tournamentPath,
  type TournamentStanding,
} from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { okValue } from '../../testing/api.ts';
import { insertRound } from '../../testing/games.ts';
import { expectLedgerBalanced, houseBalance, memberBalance } from '../../testing/ledger.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_PRIZES, insertTournament } from '../../testing/tournaments.ts';
import { DEMO_TOURNAMENT } from '../../db/seed/tournaments.ts';
import { maskAccount } from '../home-widgets/winners.service.ts';
import { transfer } from '../ledger/ledger.service.ts';
import { runJobForPeriod } from '../scheduler/index.ts';
import { payTournaments, prizeKey, REFRESH_MS, SETTLE_MS } from './index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (instant: string) => Date.parse(instant);
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Tournaments through the app (issue 25, decision 057): scoring by both rules from the rounds,
 * the board and the member's own rank, entering, and the payout job. Rounds are written
 * straight into game_rounds at chosen instants (the spin stamps the wall clock), except where
 * a real spin is the point; the app's clock is moved instead of waited for.
 */
describe('tournaments', () => {
  let t: TestApp;
  let ctx: AppContext;
  let now = at('2021-03-01T00:00:00.000Z');
  let slotA = 0;
  let slotB = 0;
  let otherGame = 0;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO', clock: () => now };
    const slots = await t.database.db
      .selectFrom('games')
      .select('game_id')
      .where('vendor_code', '=', 'BGS')
      .where('slot_model', 'is not', null)
      .orderBy('game_id')
      .limit(2)
      .execute();
    slotA = slots[0]!.game_id;
    slotB = slots[1]!.game_id;
    otherGame = (
      await t.database.db
        .selectFrom('games')
        .select('game_id')
        .where('game_type', '=', 'LIVE')
        .orderBy('game_id')
        .executeTakeFirstOrThrow()
    ).game_id;
  });
  afterAll(() => t.cleanup());

  const member = async (columns: Parameters<typeof insertMember>[1] = {}) => {
    const m = await insertMember(t.database.db, columns);
    return { ...m, cookie: await sessionCookieFor(t.database.db, m.id) };
  };
  const get = (cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (cookie: string, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const detail = async (cookie: string, id: number) =>
    TournamentDetail.parse(
      okValue(await get(cookie, tournamentPath(TOURNAMENTS_API.tournament, id))),
    );
  const enter = async (cookie: string, id: number) =>
    EnterTournamentValue.parse(
      okValue(await post(cookie, tournamentPath(TOURNAMENTS_API.enter, id))),
    );
  const list = async (cookie: string) =>
    TournamentList.parse(okValue(await get(cookie, TOURNAMENTS_API.tournaments)));
  const round = (
    memberId: number,
    when: number,
    betCents: number,
    winCents = 0,
    extra: { gameId?: number; playMoney?: number } = {},
  ) =>
    insertRound(t.database.db, {
      memberId,
      gameId: extra.gameId ?? slotA,
      betCents,
      winCents,
      at: iso(when),
      ...(extra.playMoney === undefined ? {} : { playMoney: extra.playMoney }),
    });
  const board = (standings: TournamentStanding[]) =>
    standings.map((line) => [line.rank, line.userName, line.score]);
  /** A week-long tournament starting at `start`; the clock is put an hour into it. */
  const week = async (
    start: number,
    rule: 'totalWagered' | 'biggestMultiplier',
    options: { minBetCents?: number; gameIds?: number[] } = {},
  ) => {
    now = start + HOUR;
    return insertTournament(t.database.db, {
      rule,
      startsAt: iso(start),
      endsAt: iso(start + 7 * DAY),
      gameIds: options.gameIds ?? [slotA],
      ...(options.minBetCents === undefined ? {} : { minBetCents: options.minBetCents }),
    });
  };

  it('seeds a live week of the in-house slots by total wagered, with its prize table', async () => {
    const seeded = await t.database.db
      .selectFrom('tournaments')
      .select(['id', 'starts_at', 'ends_at', 'rule', 'status', 'title_pt'])
      .where('code', '=', DEMO_TOURNAMENT.code)
      .executeTakeFirstOrThrow();
    expect(seeded).toMatchObject({
      rule: 'totalWagered',
      status: 'active',
      title_pt: 'Torneio Semanal de Slots',
    });
    expect(Date.parse(seeded.ends_at) - Date.parse(seeded.starts_at)).toBe(8 * DAY);
    const games = await t.database.db
      .selectFrom('tournament_games')
      .select('game_id')
      .where('tournament_id', '=', seeded.id)
      .orderBy('game_id')
      .execute();
    const slots = await t.database.db
      .selectFrom('games')
      .select('game_id')
      .where('vendor_code', '=', 'BGS')
      .where('slot_model', 'is not', null)
      .orderBy('game_id')
      .execute();
    expect(games).toEqual(slots);
    expect(slots.length).toBeGreaterThan(0);
    now = Date.parse(seeded.starts_at) + DAY;
    const m = await member();
    const seen = await detail(m.cookie, Number(seeded.id));
    expect(seen).toMatchObject({ phase: 'live', title: 'Torneio Semanal de Slots' });
    expect(seen.prizes).toEqual(DEMO_TOURNAMENT.prizes);
    expect(seen.prizePoolCents).toBe(1_150_00);
  });

  it('scores total wagered from the real-money rounds of its games in its period, from the minimum bet', async () => {
    const start = at('2021-03-01T00:00:00.000Z');
    const end = start + 7 * DAY;
    const id = await week(start, 'totalWagered', { minBetCents: 100 });
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    for (const m of [a, b, d]) await enter(m.cookie, id);

    await round(a.id, start + 2 * HOUR, 200);
    await round(a.id, start + 5 * HOUR, 300, 900);
    await round(a.id, start + 6 * HOUR, 50); // below the minimum bet
    await round(a.id, start + 6 * HOUR, 1_000, 0, { playMoney: 1 }); // play money
    await round(a.id, start + 6 * HOUR, 700, 0, { gameId: otherGame }); // not its game
    await round(a.id, start - 1, 400); // before the start
    await round(a.id, end, 400); // at the end: the end is not in the period
    await round(a.id, start + 6 * HOUR, 500);
    // A free spin stakes nothing of the member's.
    await t.database.db
      .updateTable('game_rounds')
      .set({ free_spin_grant_id: 1 })
      .where('member_id', '=', a.id)
      .where('created_at', '=', iso(start + 6 * HOUR))
      .where('bet_cents', '=', 500)
      .execute();
    // b reaches the same 500 earlier than a does.
    await round(b.id, start + 3 * HOUR, 500);
    // c never entered: its rounds make no place on the board.
    await round(c.id, start + 3 * HOUR, 10_000);

    const seen = await detail(a.cookie, id);
    expect(seen).toMatchObject({ phase: 'live', rule: 'totalWagered', entrants: 3, entered: true });
    expect(board(seen.leaderboard)).toEqual([
      [1, maskAccount(b.userName), 500],
      [2, maskAccount(a.userName), 500],
    ]);
    expect(seen.leaderboard.map((line) => line.me)).toEqual([false, true]);
    expect(seen.leaderboard[1]!.reachedAt).toBe(iso(start + 5 * HOUR));
    expect(seen.leaderboard.map((line) => line.prizeCents)).toEqual([500_00, 250_00]);
    expect(seen.me).toMatchObject({
      score: 500,
      rank: 2,
      rounds: 2,
      wageredCents: 500,
      bestMultiplierBp: 30_000,
      prizeCents: 250_00,
    });
    // Entered, nothing played: no rank and no prize yet.
    expect((await detail(d.cookie, id)).me).toMatchObject({ score: 0, rank: null, prizeCents: 0 });
    // Not entered: no entry at all.
    expect((await detail(c.cookie, id)).me).toBeNull();
  });

  it('scores the biggest multiplier in whole basis points, ties going to who reached it first', async () => {
    const start = at('2021-04-01T00:00:00.000Z');
    const id = await week(start, 'biggestMultiplier', { gameIds: [slotA, slotB] });
    const [a, b, c, e, f, g] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    for (const m of [a, b, c, e, f, g]) await enter(m.cookie, id);

    await round(a.id, start + 1 * HOUR, 100, 250); // 2.5x
    await round(a.id, start + 4 * HOUR, 200, 500, { gameId: slotB }); // 2.5x again, later
    await round(a.id, start + 5 * HOUR, 100, 0);
    await round(b.id, start + 2 * HOUR, 300, 750); // 2.5x, after a
    await round(c.id, start + 3 * HOUR, 100, 1_234); // 12.34x
    await round(e.id, start + 2 * HOUR, 300, 1_000); // 3.3333...x -> 33333 bp
    await round(f.id, start + 3 * HOUR, 3, 10); // 3.3333...x -> 33333 bp, later
    await round(g.id, start + 3 * HOUR, 100, 0); // lost everything: no place

    const seen = await detail(a.cookie, id);
    expect(board(seen.leaderboard)).toEqual([
      [1, maskAccount(c.userName), 123_400],
      [2, maskAccount(e.userName), 33_333],
      [3, maskAccount(f.userName), 33_333],
      [4, maskAccount(a.userName), 25_000],
      [5, maskAccount(b.userName), 25_000],
    ]);
    expect(seen.leaderboard[3]!.reachedAt).toBe(iso(start + HOUR));
    expect(seen.me).toMatchObject({ score: 25_000, rank: 4, rounds: 3, wageredCents: 400 });
    expect((await detail(g.cookie, id)).me).toMatchObject({
      score: 0,
      rank: null,
      rounds: 1,
      bestMultiplierBp: 0,
    });
  });

  it('shows the top 10 and the member’s own rank below them', async () => {
    const start = at('2021-05-01T00:00:00.000Z');
    const id = await week(start, 'totalWagered');
    const members = [];
    for (let i = 0; i < 12; i += 1) {
      const m = await member();
      await enter(m.cookie, id);
      await round(m.id, start + HOUR + i, (i + 1) * 100);
      members.push(m);
    }
    const last = await detail(members[0]!.cookie, id);
    expect(last.entrants).toBe(12);
    expect(last.leaderboard).toHaveLength(10);
    expect(last.leaderboard.map((line) => line.score)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => n * 100),
    );
    expect(last.leaderboard.map((line) => line.prizeCents)).toEqual([
      500_00, 250_00, 50_00, 50_00, 50_00, 50_00, 50_00, 50_00, 50_00, 50_00,
    ]);
    expect(last.leaderboard.some((line) => line.me)).toBe(false);
    expect(last.me).toMatchObject({ score: 100, rank: 12, prizeCents: 0 });
    expect(last.prizes).toEqual(TEST_PRIZES);
    expect(last.prizePoolCents).toBe(500_00 + 250_00 + 8 * 50_00);
    const top = await detail(members[11]!.cookie, id);
    expect(top.me).toMatchObject({ rank: 1, prizeCents: 500_00 });
    expect(top.leaderboard[0]!.me).toBe(true);
  });

  it('works the standings out again at most every few seconds while it runs', async () => {
    const start = at('2021-06-01T00:00:00.000Z');
    const id = await week(start, 'totalWagered');
    const a = await member();
    await enter(a.cookie, id);
    const first = await detail(a.cookie, id);
    expect(first.me).toMatchObject({ score: 0, rank: null });
    expect(first.standingsAt).toBe(iso(now));

    await round(a.id, now - 1, 300);
    expect((await detail(a.cookie, id)).me?.score).toBe(0);
    now += REFRESH_MS;
    const later = await detail(a.cookie, id);
    expect(later.me).toMatchObject({ score: 300, rank: 1 });
    expect(later.standingsAt).toBe(iso(now));
  });

  it('counts a real spin on a covered slot and not a free-play one', async () => {
    // The spin stamps the wall clock: a tournament around it, the app's clock in it.
    now = Date.now();
    const id = await insertTournament(t.database.db, {
      rule: 'totalWagered',
      startsAt: iso(now - DAY),
      endsAt: iso(now + DAY),
      gameIds: [slotA],
    });
    const m = await insertMember(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, m.id);
    // Some cash to stake, from the house like a welcome credit.
    await transfer(ctx, {
      idempotencyKey: `tournament-test-grant:${m.id}`,
      from: { kind: 'house', name: 'bonus' },
      to: { kind: 'member', memberId: m.id },
      amountCents: 100_00,
      kind: 'seed.grant',
    });
    await enter(cookie, id);
    const spin = async (key: string, playMoney: boolean) =>
      BgsSpinValue.parse(
        okValue(
          await post(cookie, bgsPath(PLAY_API.bgsSpin, slotA), {
            betCents: 100,
            idempotencyKey: key,
            ...(playMoney ? { playMoney: true } : {}),
          }),
        ),
      );
    const real = await spin('t-real-1', false);
    const free = await spin('t-free-1', true);
    expect(free.round.playMoney).toBe(true);
    now += REFRESH_MS;
    const seen = await detail(cookie, id);
    expect(seen.me).toMatchObject({ score: real.round.betCents, rank: 1, rounds: 1 });
  });

  it('enters once, before the start too, and refuses an ended tournament, an unknown one and a trial', async () => {
    const start = at('2021-07-01T00:00:00.000Z');
    const live = await week(start, 'totalWagered');
    const upcoming = await insertTournament(t.database.db, {
      rule: 'biggestMultiplier',
      startsAt: iso(start + 2 * DAY),
      endsAt: iso(start + 3 * DAY),
      gameIds: [slotA],
    });
    const ended = await insertTournament(t.database.db, {
      rule: 'totalWagered',
      startsAt: iso(start - 3 * DAY),
      endsAt: iso(start - DAY),
      gameIds: [slotA],
    });
    const a = await member();
    const first = await enter(a.cookie, live);
    now += 1_000;
    const again = await enter(a.cookie, live);
    expect(again.entry.enteredAt).toBe(first.entry.enteredAt);
    expect((await detail(a.cookie, live)).entrants).toBe(1);

    const soon = await enter(a.cookie, upcoming);
    expect(soon.entry).toMatchObject({ score: 0, rank: null });
    const refused = await post(a.cookie, tournamentPath(TOURNAMENTS_API.enter, ended));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'tournament.ended' });
    const unknown = await post(a.cookie, tournamentPath(TOURNAMENTS_API.enter, 2_000_000));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'tournament.not.found' });
    const trial = await member({ type: TRIAL_TYPE });
    const trialAnswer = await post(trial.cookie, tournamentPath(TOURNAMENTS_API.enter, live));
    expect(trialAnswer.statusCode).toBe(403);
    expect(trialAnswer.json()).toMatchObject({ errorCode: 'trial.forbidden' });
    const guest = await t.app.inject({ method: 'GET', url: TOURNAMENTS_API.tournaments });
    expect(guest.statusCode).toBe(401);

    const listed = (await list(a.cookie)).tournaments;
    const mine = listed.filter((item) => [live, upcoming, ended].includes(item.id));
    expect(mine.map((item) => [item.id, item.phase, item.entered])).toEqual([
      [live, 'live', true],
      [upcoming, 'upcoming', true],
      [ended, 'ended', false],
    ]);
    expect(mine[1]!.msToStart).toBe(Date.parse(mine[1]!.startsAt) - now);
    expect(mine[0]!.msToEnd).toBe(Date.parse(mine[0]!.endsAt) - now);
    // The live ones come first, then the upcoming, then the ended.
    const phases = listed.map((item) => item.phase);
    expect(phases).toEqual([...phases].sort((x, y) => order(x) - order(y)));
  });

  it('pays the prize table once the end has settled, once however often the job runs', async () => {
    const start = at('2021-08-01T00:00:00.000Z');
    const end = start + 7 * DAY;
    const id = await week(start, 'totalWagered');
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    for (const m of [a, b, c, d]) await enter(m.cookie, id);
    await round(a.id, start + HOUR, 900);
    await round(b.id, start + HOUR, 700);
    await round(c.id, start + HOUR, 700); // b reached 700 first... at the same instant: b entered first
    // d entered and played nothing: no prize.
    // The earlier tests' tournaments have ended: their prizes go first.
    await payTournaments(ctx);
    const house = await houseBalance(t.database.db, 'bonus');
    const before = await Promise.all([a, b, c, d].map((m) => memberBalance(t.database.db, m.id)));

    // Ended, but not settled: nothing yet.
    now = end + SETTLE_MS - 1;
    expect((await detail(a.cookie, id)).phase).toBe('ended');
    await payTournaments(ctx);
    expect((await detail(a.cookie, id)).paidAt).toBeNull();

    now = end + SETTLE_MS;
    const runs = await Promise.all([payTournaments(ctx), payTournaments(ctx)]);
    const paid = runs.map((run) => run.paidCents).sort((x, y) => y - x);
    expect(paid).toEqual([500_00 + 250_00 + 50_00, 0]);
    expect(await payTournaments(ctx)).toMatchObject({ paidCents: 0 });
    // The scheduler's job, run again by an operator, pays nothing twice.
    const minute = iso(now - 60_000).slice(0, 16);
    const rerun = await runJobForPeriod(ctx, 'tournament-payout', minute, 'operator:1');
    expect(rerun).toMatchObject({ outcome: 'ok', detail: { paidCents: 0 } });

    const after = await Promise.all([a, b, c, d].map((m) => memberBalance(t.database.db, m.id)));
    expect(after.map((cents, i) => cents - before[i]!)).toEqual([500_00, 250_00, 50_00, 0]);
    expect(await houseBalance(t.database.db, 'bonus')).toBe(house - 800_00);
    await expectLedgerBalanced(t.database.db);
    const transfers = await t.database.db
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'kind', 'amount_cents'])
      .where('reference', '=', `tournament:${id}`)
      .orderBy('idempotency_key')
      .execute();
    expect(
      transfers.map((row) => [row.idempotency_key, row.kind, Number(row.amount_cents)]),
    ).toEqual([
      [prizeKey(id, 1), 'tournament.prize', 500_00],
      [prizeKey(id, 2), 'tournament.prize', 250_00],
      [prizeKey(id, 3), 'tournament.prize', 50_00],
    ]);

    const final = await detail(b.cookie, id);
    expect(final.paidAt).toBe(iso(end + SETTLE_MS));
    expect(board(final.leaderboard)).toEqual([
      [1, maskAccount(a.userName), 900],
      [2, maskAccount(b.userName), 700],
      [3, maskAccount(c.userName), 700],
    ]);
    expect(final.me).toMatchObject({ rank: 2, prizeCents: 250_00 });
    const entries = await t.database.db
      .selectFrom('tournament_entries')
      .select(['member_id', 'final_rank', 'prize_cents'])
      .where('tournament_id', '=', id)
      .orderBy('id')
      .execute();
    expect(entries.map((row) => [row.member_id, row.final_rank, Number(row.prize_cents)])).toEqual([
      [a.id, 1, 500_00],
      [b.id, 2, 250_00],
      [c.id, 3, 50_00],
      [d.id, null, 0],
    ]);
    // The winner's inbox says what was won.
    const message = await t.database.db
      .selectFrom('member_messages')
      .select(['title', 'content'])
      .where('code', '=', `tournament:${id}:prize:${a.id}`)
      .executeTakeFirstOrThrow();
    expect(message.title).toBe('You won a tournament prize');
    expect(message.content).toContain('500.00');
    // A paid tournament takes no more entries and its standings stay as paid.
    const late = await post((await member()).cookie, tournamentPath(TOURNAMENTS_API.enter, id));
    expect(late.statusCode).toBe(409);
    await round(d.id, end - 1, 5_000);
    now += REFRESH_MS;
    expect(board((await detail(d.cookie, id)).leaderboard)).toEqual(board(final.leaderboard));
  });
});

function order(phase: string): number {
  return phase === 'live' ? 0 : phase === 'upcoming' ? 1 : 2;
}
