import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BgsSessionValue,
  BgsSpinValue,
  BONUS_API,
  MemberBonusesValue,
  PLAY_API,
  bgsPath,
} from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { okValue } from '../../testing/api.ts';
import { expectLedgerBalanced, memberBalance } from '../../testing/ledger.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { writeTransaction } from '../ledger/ledger.service.ts';
import { expireBonuses } from './bonuses.service.ts';
import { grantWelcomeFreeSpins } from './free-spins.service.ts';

const DAY_MS = 86_400_000;

/**
 * The welcome pack's free spins (decision 056, second pass): granted once a member has a real
 * name and a confirmed mobile, played on their slot at their value with nothing staked, their
 * winnings in the bonus balance under 10x wagering, counted down to none, and gone at expiry.
 */
describe('free spins', () => {
  let t: TestApp;
  let ctx: AppContext;
  let now = Date.now();
  let keyN = 0;
  const key = () => `free-spin-${(keyN += 1)}`;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO', clock: () => now };
  });
  afterAll(() => t.cleanup());

  const terms = () =>
    t.database.db.selectFrom('promotion_free_spin_terms').selectAll().executeTakeFirstOrThrow();

  async function registeredMember() {
    const { id } = await insertMember(t.database.db, { payee_name: 'Ana Silva' });
    await t.database.db
      .updateTable('members')
      .set({ mobile_num: `9${String(id).padStart(8, '0')}`, mobile_key: `55-9${id}` })
      .where('id', '=', id)
      .execute();
    return { id, cookie: await sessionCookieFor(t.database.db, id) };
  }

  const grantWelcome = (memberId: number) =>
    writeTransaction(ctx.db, (trx) => grantWelcomeFreeSpins({ ...ctx, db: trx }, memberId));

  const bonuses = async (cookie: string) =>
    MemberBonusesValue.parse(
      okValue(await t.app.inject({ method: 'GET', url: BONUS_API.bonuses, headers: { cookie } })),
    );

  it('grants the welcome pack once registration is finished, once', async () => {
    const unfinished = await insertMember(t.database.db, { payee_name: 'Rui Costa' });
    expect(await grantWelcome(unfinished.id)).toBe(0);

    const m = await registeredMember();
    expect(await grantWelcome(m.id)).toBe(1);
    expect(await grantWelcome(m.id)).toBe(0);
    const seeded = await terms();
    const view = await bonuses(m.cookie);
    expect(view.freeSpins).toEqual([
      expect.objectContaining({
        gameId: Number(seeded.game_id),
        spinsTotal: 50,
        spinsLeft: 50,
        spinValueCents: Number(seeded.spin_value_cents),
        winningsCents: 0,
        wageringMultiple: 10,
        expiresAt: new Date(now + 7 * DAY_MS).toISOString(),
      }),
    ]);
    expect(view.freeSpins[0]?.title).toMatch(/50/);
  });

  it('plays the spins with nothing staked; winnings go to the bonus balance under 10x', async () => {
    const m = await registeredMember();
    await grantWelcome(m.id);
    const seeded = await terms();
    const gameId = Number(seeded.game_id);
    const value = Number(seeded.spin_value_cents);
    const session = BgsSessionValue.parse(
      okValue(
        await t.app.inject({
          method: 'GET',
          url: bgsPath(PLAY_API.bgsSession, gameId),
          headers: { cookie: m.cookie },
        }),
      ),
    );
    expect(session.freeSpins).toMatchObject({ spinsLeft: 50, spinValueCents: value });
    const grantId = session.freeSpins!.grantId;
    const spinCall = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: bgsPath(PLAY_API.bgsSpin, gameId),
        headers: { cookie: m.cookie },
        payload: { idempotencyKey: key(), ...body },
      });

    // Another value, or play money, is not a free spin.
    const wrong = await spinCall({ betCents: value * 2, freeSpinGrantId: grantId });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ errorCode: 'bonus.freespin.unavailable' });
    const playMoney = await spinCall({
      betCents: value,
      freeSpinGrantId: grantId,
      playMoney: true,
    });
    expect(playMoney.statusCode).toBe(409);

    let won = 0;
    for (let spin = 1; spin <= 50; spin += 1) {
      const answer = BgsSpinValue.parse(
        okValue(await spinCall({ betCents: value, freeSpinGrantId: grantId })),
      );
      won += answer.round.winCents;
      expect(answer.balanceCents).toBe(0);
      expect(answer.freeSpins?.spinsLeft ?? 0).toBe(50 - spin);
    }
    expect(await memberBalance(t.database.db, m.id)).toBe(0);
    const view = await bonuses(m.cookie);
    expect(view.freeSpins).toEqual([]);
    if (won > 0) {
      expect(view.bonusBalanceCents).toBe(won);
      expect(view.active).toMatchObject({
        source: 'freeSpins',
        amountCents: won,
        wageringRequiredCents: 10 * won,
        wageredCents: 0,
        maxBetCents: 5 * value,
      });
    } else {
      expect(view.bonusBalanceCents).toBe(0);
    }
    // Used up: one more is refused.
    const after = await spinCall({ betCents: value, freeSpinGrantId: grantId });
    expect(after.statusCode).toBe(409);
    await expectLedgerBalanced(t.database.db);
  });

  it('closes unplayed spins at their expiry', async () => {
    const m = await registeredMember();
    await grantWelcome(m.id);
    now += 8 * DAY_MS;
    try {
      await expireBonuses(ctx, (work) =>
        writeTransaction(ctx.db, (trx) => work({ ...ctx, db: trx })),
      );
      expect((await bonuses(m.cookie)).freeSpins).toEqual([]);
      const grant = await t.database.db
        .selectFrom('free_spin_grants')
        .select('status')
        .where('member_id', '=', m.id)
        .executeTakeFirstOrThrow();
      expect(grant.status).toBe('expired');
    } finally {
      now -= 8 * DAY_MS;
    }
  });
});
