import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AGENT_MONEY_API,
  AGENTS_API,
  API,
  REBATE_GAME_TYPES,
  type AffiliateUrl,
  type DownlineRebates,
  type TeamFooter,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import { hashToken } from '../../lib/sessions.ts';
import { freshIp, okValue, registerByName } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { dbState, expectError, setMerchant } from '../accounts/test-support.ts';
import { insertRound } from '../../testing/games.ts';

/** The agent home calls (issue 8, decision 021). */

const DAY_MS = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString();
const dateOf = (iso: string) => iso.slice(0, 10);

async function addSession(
  db: Kysely<Database>,
  memberId: number,
  at: { created: string; lastSeen?: string; ended?: string | null },
) {
  await db
    .insertInto('sessions')
    .values({
      id: randomBytes(16).toString('hex'),
      token_hash: hashToken(randomBytes(32).toString('hex')),
      member_id: memberId,
      merchant_code: 'DEMO',
      created_at: at.created,
      last_seen_at: at.lastSeen ?? at.created,
      expires_at: day(7),
      ended_at: at.ended ?? null,
    })
    .execute();
}

function addRound(db: Kysely<Database>, memberId: number, at: string, playMoney = 0) {
  return insertRound(db, { memberId, gameId: 1, betCents: 100, at, playMoney });
}

async function addLotteryBet(db: Kysely<Database>, memberId: number, at: string) {
  const game = await db
    .selectFrom('lottery_games')
    .select('game_id as id')
    .executeTakeFirstOrThrow();
  const draw = await db
    .insertInto('lottery_draws')
    .values({
      game_id: game.id,
      numero: `T${randomBytes(6).toString('hex')}`,
      draw_at: day(1),
      lock_at: day(1),
      seed_hash: 'h',
      seed: 's',
      result: null,
      drawn_at: null,
      settled_at: null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lottery_bets')
    .values({
      merchant_code: 'DEMO',
      member_id: memberId,
      draw_id: draw.id,
      game_id: game.id,
      numero: 'x',
      request_id: randomBytes(8).toString('hex'),
      line_no: 1,
      prize_mode: 'Lott',
      bet_type: 'x',
      position: null,
      picks: '1',
      unit_stake_cents: 100,
      cost_cents: 100,
      created_at: at,
    })
    .execute();
}

describe('agent home', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const ids = { agent: 0, other: 0, member: 0, trial: 0 };
  const cookies = { agent: '', other: '', member: '', trial: '' };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    ids.agent = (await insertMember(db, { type: 1, nickname: 'Boss' })).id;
    ids.other = (await insertMember(db, { type: 1 })).id;
    // The agents' own rebate is their highest per-game rate (3.00 % and 5.00 % here).
    const now = new Date().toISOString();
    await db
      .insertInto('agent_rebates')
      .values([
        { member_id: ids.agent, game_type: 'RNG', rate_bp: 150, updated_at: now, updated_by: null },
        {
          member_id: ids.agent,
          game_type: 'LOTT',
          rate_bp: 300,
          updated_at: now,
          updated_by: null,
        },
        { member_id: ids.other, game_type: 'RNG', rate_bp: 500, updated_at: now, updated_by: null },
      ])
      .execute();
    ids.member = (await insertMember(db, { upline_id: ids.other })).id;
    ids.trial = (await insertMember(db, { type: 4, upline_id: ids.agent })).id;
    for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
      cookies[key] = await sessionCookieFor(db, ids[key]);
    }
  });
  afterAll(() => t.cleanup());
  beforeEach(() => setMerchant(db, { register_captcha_enabled: 0, affiliate_required: 0 }));

  const call = (
    who: keyof typeof cookies,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: cookies[who] },
      ...(payload ? { payload } : {}),
    });

  it('answers 401 without a session and 403 to a member and a trial, on every call', async () => {
    const calls = [
      ['GET', `${AGENTS_API.teamKpi}?startDate=2026-01-01&endDate=2026-01-02&size=0`],
      ['GET', AGENTS_API.agentProfile],
      ['GET', AGENTS_API.affiliateUrls],
      ['POST', AGENTS_API.affiliateUrls],
      ['DELETE', `${AGENTS_API.affiliateUrls}?code=DEMO2026`],
      ['POST', AGENTS_API.downlineRegister],
    ] as const;
    const before = await dbState(db);
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? { username: 'nobody1', password: 'abc123' } : undefined;
      expectError(
        await t.app.inject({ method, url, ...(payload ? { payload } : {}) }),
        401,
        'auth.required',
      );
      expectError(await call('member', method, url, payload), 403, 'permission.denied');
      expectError(await call('trial', method, url, payload), 403, 'permission.denied');
    }
    expect(await dbState(db)).toEqual(before);
  });

  describe('team counters', () => {
    const team = { direct: 0, old: 0, sub: 0, deep: 0, freePlayer: 0 };

    beforeAll(async () => {
      // agent ─ direct (today: registered, signed in, online, slot round)
      //       ├ old (registered and signed in 10 days ago, lottery bet today)
      //       ├ sub (agent, registered today, no activity)
      //       │   └ deep (registered today; slot round and lottery bet today: counts once)
      //       ├ freePlayer (registered today; free-play round only, session ended)
      //       └ trial (everything today: never counts)
      // other ─ member (everything today: another team)
      const now = day(0);
      team.direct = (await insertMember(db, { upline_id: ids.agent, created_at: now })).id;
      team.old = (await insertMember(db, { upline_id: ids.agent, created_at: day(-10) })).id;
      team.sub = (await insertMember(db, { type: 1, upline_id: ids.agent, created_at: now })).id;
      team.deep = (await insertMember(db, { upline_id: team.sub, created_at: now })).id;
      team.freePlayer = (await insertMember(db, { upline_id: ids.agent, created_at: now })).id;

      await addSession(db, team.direct, { created: now });
      await addRound(db, team.direct, now);
      await addSession(db, team.old, { created: day(-10), ended: day(-10) });
      await addLotteryBet(db, team.old, now);
      await addRound(db, team.deep, now);
      await addLotteryBet(db, team.deep, now);
      await addSession(db, team.freePlayer, { created: now, ended: now });
      await addRound(db, team.freePlayer, now, 1);
      // Signed in long ago, never seen since: past the idle window, not online.
      await addSession(db, team.sub, { created: day(-3), lastSeen: day(-3) });

      await addRound(db, ids.trial, now);
      await addLotteryBet(db, ids.trial, now);
      await addSession(db, ids.member, { created: now });
      await addRound(db, ids.member, now);
      await addLotteryBet(db, ids.member, now);
    });

    const kpi = async (startDate: string, endDate: string) =>
      okValue<{ footer: TeamFooter }>(
        await call(
          'agent',
          'GET',
          `${AGENTS_API.teamKpi}?startDate=${startDate}&endDate=${endDate}&size=0`,
        ),
      ).footer;

    it('counts the whole subtree for today, without trials, free play or other teams', async () => {
      const today = dateOf(day(0));
      expect(await kpi(today, today)).toEqual({
        // direct and freePlayer started sessions today (the trial's sessionCookieFor too, not counted).
        teamLoginMemberCount: 2,
        // direct (slot), old (lottery), deep (both, once).
        teamBetMemberCount: 3,
        // direct, sub, deep, freePlayer.
        teamRegisterMemberCount: 4,
        // Only direct has a live, recently seen session.
        teamOnlineCount: 1,
      });
    });

    it('leaves out what happened outside the period (online is always now)', async () => {
      const tenDaysAgo = dateOf(day(-10));
      expect(await kpi(tenDaysAgo, tenDaysAgo)).toEqual({
        teamLoginMemberCount: 1,
        teamBetMemberCount: 0,
        teamRegisterMemberCount: 1,
        teamOnlineCount: 1,
      });
      const week = await kpi(dateOf(day(-9)), dateOf(day(-1)));
      expect(week).toMatchObject({ teamRegisterMemberCount: 0, teamBetMemberCount: 0 });
      expect(week.teamLoginMemberCount).toBe(1); // sub, three days ago
    });

    it('a sub-agent sees only its own subtree', async () => {
      const cookie = await sessionCookieFor(db, team.sub);
      const today = dateOf(day(0));
      const response = await t.app.inject({
        method: 'GET',
        url: `${AGENTS_API.teamKpi}?startDate=${today}&endDate=${today}&size=0`,
        headers: { cookie },
      });
      expect(okValue<{ footer: TeamFooter }>(response).footer).toEqual({
        teamLoginMemberCount: 0,
        teamBetMemberCount: 1,
        teamRegisterMemberCount: 1,
        teamOnlineCount: 0,
      });
    });

    it('refuses a reversed, too long or malformed period with a clear error', async () => {
      const refused = async (query: string, status: number, code: string) =>
        expectError(await call('agent', 'GET', `${AGENTS_API.teamKpi}?${query}`), status, code);
      const body = await refused(
        'startDate=2026-03-02&endDate=2026-03-01',
        400,
        'agent.date.range.invalid',
      );
      expect(body.message).toContain('93');
      await refused('startDate=2026-01-01&endDate=2026-04-04', 400, 'agent.date.range.invalid');
      expect(
        okValue(
          await call(
            'agent',
            'GET',
            `${AGENTS_API.teamKpi}?startDate=2026-01-01&endDate=2026-04-03`,
          ),
        ),
      ).toBeTruthy();
      await refused('startDate=2026-1-01&endDate=2026-01-02', 400, 'request.invalid');
      await refused('startDate=2026-02-31x&endDate=2026-03-01', 400, 'request.invalid');
      await refused('endDate=2026-03-01', 400, 'request.invalid');
    });
  });

  it("answers the agent's profile: name, nickname, ledger balance, unread agent announcements", async () => {
    const before = okValue<{ unreadAnnouncements: number; sumBalance: number }>(
      await call('agent', 'GET', AGENTS_API.agentProfile),
    );
    expect(before.sumBalance).toBe(0);
    const inserted = await db
      .insertInto('announcements')
      .values({
        merchant_code: 'DEMO',
        code: `A-${randomBytes(4).toString('hex')}`,
        type: 'A',
        title: 'For agents',
        content: '<p>x</p>',
        start_date: day(-1),
        platform: 'M',
        enabled: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withNew = okValue<{ unreadAnnouncements: number }>(
      await call('agent', 'GET', AGENTS_API.agentProfile),
    );
    expect(withNew.unreadAnnouncements).toBe(before.unreadAnnouncements + 1);
    await db
      .insertInto('announcement_reads')
      .values({ member_id: ids.agent, announcement_id: inserted.id, read_at: day(0) })
      .execute();
    const profile = okValue<Record<string, unknown>>(
      await call('agent', 'GET', AGENTS_API.agentProfile),
    );
    expect(profile).toMatchObject({
      nickname: 'Boss',
      sumBalance: 0,
      unreadAnnouncements: before.unreadAnnouncements,
      rebate: 3,
    });
  });

  describe('affiliate links', () => {
    const list = async (who: keyof typeof cookies) =>
      okValue<{ list: AffiliateUrl[] }>(await call(who, 'GET', AGENTS_API.affiliateUrls)).list;

    it('creates, lists and deletes own links; the rebate stays within the agent rebate', async () => {
      const created = okValue<AffiliateUrl>(
        await call('agent', 'POST', AGENTS_API.affiliateUrls, { defaultRebate: 1.5 }),
      );
      expect(created).toMatchObject({ defaultRebate: 1.5, memberCount: 0 });
      expect(created.code).toMatch(/^[A-Z2-9]{8}$/);
      expect(created.url).toBe(
        `https://concha.demo.example/m/register?affiliateCode=${created.code}`,
      );
      const zero = okValue<AffiliateUrl>(await call('agent', 'POST', AGENTS_API.affiliateUrls, {}));
      expect(zero.defaultRebate).toBe(0);
      expect((await list('agent')).map((link) => link.code).sort()).toEqual(
        [created.code, zero.code].sort(),
      );

      const before = await dbState(db);
      for (const defaultRebate of [3.01, -1, 1.234]) {
        const response = await call('agent', 'POST', AGENTS_API.affiliateUrls, { defaultRebate });
        expectError(
          response,
          400,
          defaultRebate === 3.01 ? 'agent.rebate.above.own' : 'request.invalid',
        );
      }
      expect(await dbState(db)).toEqual(before);

      okValue(await call('agent', 'DELETE', `${AGENTS_API.affiliateUrls}?code=${zero.code}`));
      expect((await list('agent')).map((link) => link.code)).toEqual([created.code]);
      expectError(
        await call('agent', 'DELETE', `${AGENTS_API.affiliateUrls}?code=${zero.code}`),
        404,
        'agent.link.not.found',
      );
    });

    it("another agent neither sees nor deletes the agent's links, and a deleted code stops working", async () => {
      const link = okValue<AffiliateUrl>(
        await call('agent', 'POST', AGENTS_API.affiliateUrls, { defaultRebate: 1 }),
      );
      expect((await list('other')).map((item) => item.code)).not.toContain(link.code);
      const before = await dbState(db);
      expectError(
        await call('other', 'DELETE', `${AGENTS_API.affiliateUrls}?code=${link.code}`),
        404,
        'agent.link.not.found',
      );
      expectError(
        await call('other', 'DELETE', `${AGENTS_API.affiliateUrls}?code=DEMO2026`),
        404,
        'agent.link.not.found',
      );
      expect(await dbState(db)).toEqual(before);
      expect((await list('agent')).map((item) => item.code)).toContain(link.code);

      okValue(
        await call(
          'agent',
          'DELETE',
          `${AGENTS_API.affiliateUrls}?code=${link.code.toLowerCase()}`,
        ),
      );
      const check = await t.app.inject({
        method: 'POST',
        url: API.affiliateCheck,
        payload: { code: link.code },
      });
      expect(okValue<{ success: boolean }>(check).success).toBe(false);
    });

    it('a member registering through a link is attached to the agent with its rebate and counted', async () => {
      const link = okValue<AffiliateUrl>(
        await call('agent', 'POST', AGENTS_API.affiliateUrls, { defaultRebate: 2.25 }),
      );
      const username = `link${randomBytes(3).toString('hex')}`;
      const response = await registerByName(t.app, username, {
        affiliateCode: link.code.toLowerCase(),
      });
      okValue(response);
      const member = await db
        .selectFrom('members')
        .select(['upline_id', 'affiliate_code', 'rebate_bps'])
        .where('user_name_key', '=', username)
        .executeTakeFirstOrThrow();
      expect(member).toEqual({ upline_id: ids.agent, affiliate_code: link.code, rebate_bps: 225 });
      const listed = (await list('agent')).find((item) => item.code === link.code);
      expect(listed?.memberCount).toBe(1);
      const today = dateOf(day(0));
      const footer = okValue<{ footer: TeamFooter }>(
        await call('agent', 'GET', `${AGENTS_API.teamKpi}?startDate=${today}&endDate=${today}`),
      ).footer;
      expect(footer.teamRegisterMemberCount).toBeGreaterThanOrEqual(1);
    });

    it("gives a member registering through a link the link's default rebate on every game type, within the agent's rates", async () => {
      // The agent's own rates: RNG 1.50 %, LOTT 3.00 %, 0 on every other type.
      const registerThrough = async (defaultRebate: number) => {
        const link = okValue<AffiliateUrl>(
          await call('agent', 'POST', AGENTS_API.affiliateUrls, { defaultRebate }),
        );
        const username = `rb${randomBytes(3).toString('hex')}`;
        okValue(await registerByName(t.app, username, { affiliateCode: link.code }));
        const { id } = await db
          .selectFrom('members')
          .select('id')
          .where('user_name_key', '=', username)
          .executeTakeFirstOrThrow();
        // As the agent sees them: the downline's rates with their ceilings.
        const rates = okValue<DownlineRebates>(
          await call('agent', 'GET', `${AGENT_MONEY_API.downlineRebates}?memberId=${id}`),
        ).rates;
        return Object.fromEntries(rates.map((rate) => [rate.gameType, rate.rateBp]));
      };
      const zero = Object.fromEntries(REBATE_GAME_TYPES.map((type) => [type, 0]));

      expect(await registerThrough(1)).toEqual({ ...zero, RNG: 100, LOTT: 100 });
      expect(await registerThrough(2.25)).toEqual({ ...zero, RNG: 150, LOTT: 225 });
      expect(await registerThrough(0)).toEqual(zero);
    });
  });

  describe('downline registration', () => {
    it('registers a member below the agent, who can then sign in', async () => {
      const username = `dl${randomBytes(3).toString('hex')}`;
      const value = okValue<{ userName: string }>(
        await call('agent', 'POST', AGENTS_API.downlineRegister, {
          username,
          password: 'abc123',
          nickname: 'New One',
        }),
      );
      expect(value.userName).toBe(username);
      const row = await db
        .selectFrom('members')
        .select(['upline_id', 'type', 'nickname'])
        .where('user_name_key', '=', username)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ upline_id: ids.agent, type: 0, nickname: 'New One' });
      const login = await t.app.inject({
        method: 'POST',
        url: API.login,
        remoteAddress: freshIp(),
        payload: { username, password: 'abc123', type: 'username' },
      });
      expect(login.statusCode).toBe(200);
    });

    it('refuses names and passwords the registration rules refuse, and taken names', async () => {
      const before = await dbState(db);
      const refused = async (payload: Record<string, unknown>, status: number, code: string) =>
        expectError(
          await call('agent', 'POST', AGENTS_API.downlineRegister, payload),
          status,
          code,
        );
      const bad = await refused(
        { username: '1bad', password: 'abc123' },
        400,
        'register.field.invalid',
      );
      expect(bad.value).toMatchObject({ field: 'username' });
      const weak = await refused(
        { username: 'goodname1', password: 'abcdef' },
        400,
        'register.field.invalid',
      );
      expect(weak.value).toMatchObject({ field: 'password' });
      await refused(
        { username: 'goodname1', password: 'abc123', nickname: '<b>' },
        400,
        'register.field.invalid',
      );
      await refused({ username: 'AGENT01', password: 'abc123' }, 409, 'register.username.exists');
      expect(await dbState(db)).toEqual(before);
    });
  });
});
