import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_API, MemberBonusesValue, type BonusTerms } from '@app/contracts';
import {
  BO_BONUSES_API,
  BO_REPORTS_API,
  BoBonusCancelValue,
  BoBonusDetail,
  BoBonusPage,
  BoBonusRow,
  BoPromotionTerms,
  BoPromotionTermsList,
  BonusReport,
  type BoBonusGrantBody,
} from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import { okValue } from '../../../testing/api.ts';
import {
  expectLedgerBalanced,
  houseBalance,
  insertMemberWithBalance,
  memberBalance,
} from '../../../testing/ledger.ts';
import { insertMember, sessionCookieFor } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { expectError } from '../../accounts/test-support.ts';
import { bonusBalance, payWin, placeStake, settleBonus } from '../../bonuses/index.ts';
import { transfer, writeTransaction } from '../../ledger/ledger.service.ts';

/**
 * The back office's bonuses on a real database (SQLite, and PostgreSQL in CI): an operator's
 * grant (once per request, refused over an active bonus), the list and its filters, one bonus's
 * transfers and stakes, the cancellation (bonus money only), the deposit promotions' bonus
 * terms, and the bonus cost in the reports; every write audited, the ledger balanced after
 * each. The app's clock stands in 2031, after the seeded rows, so the report's period holds
 * only this file's bonuses.
 */
const NOW = Date.parse('2031-02-03T15:00:00.000Z');
const DAY = '2031-02-03';

let t: TestApp;
let ctx: AppContext;
const ops = {} as Record<'admin' | 'risk' | 'support' | 'finance' | 'content', TestOperator>;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO', clock: () => NOW };
  for (const role of ['admin', 'risk', 'support', 'finance', 'content'] as const) {
    ops[role] = await signedInOperator(t.database.db, role, new Date(NOW));
  }
});
afterAll(async () => t.cleanup());

const get = (operator: TestOperator, url: string) =>
  t.app.inject({ method: 'GET', url, headers: operator.headers });
const send = (
  operator: TestOperator,
  url: string,
  payload: object,
  method: 'POST' | 'PUT' = 'POST',
) => t.app.inject({ method, url, headers: operator.headers, payload });
const idPath = (template: string, id: number) => template.replace(':id', String(id));

function grantBody(memberId: number, overrides: Partial<BoBonusGrantBody> = {}): BoBonusGrantBody {
  return {
    memberId,
    amountCents: 100_00,
    wageringMultiple: 10,
    maxBetCents: 100_00,
    maxConversionCents: 500_00,
    expiryDays: 7,
    contributions: { RNG: 100, LIVE: 10 },
    reason: 'VIP goodwill after a complaint',
    requestId: randomUUID(),
    ...overrides,
  };
}

async function grant(memberId: number, overrides: Partial<BoBonusGrantBody> = {}) {
  return BoBonusRow.parse(
    okValue(await send(ops.admin, BO_BONUSES_API.bonuses, grantBody(memberId, overrides))),
  );
}

const auditRows = (action: string, targetId: number | string) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .execute();

/** A round of our slot under the member's bonus: cash first, the win split as the stake. */
async function playRound(memberId: number, stakeCents: number, winCents: number) {
  serial += 1;
  const key = `bo-bonus-test:${memberId}:${serial}`;
  const reference = `bgs-round:${900_000 + serial}`;
  const house = { kind: 'house', name: 'game' } as const;
  await writeTransaction(t.database.db, async (db) => {
    const tctx = { ...ctx, db };
    const stake = await placeStake(tctx, {
      memberId,
      amountCents: stakeCents,
      gameType: 'RNG',
      key,
      kind: 'bet',
      to: house,
      reference,
    });
    if (winCents > 0) {
      await payWin(tctx, {
        memberId,
        stakeKey: key,
        stake,
        amountCents: winCents,
        key: `${key}:win`,
        kind: 'win',
        from: house,
        reference,
      });
    }
    await settleBonus(tctx, memberId);
  });
  return { key, reference };
}

describe('granting a bonus', () => {
  it('grants once per request: the bonus balance, not the cash, with the operator and reason', async () => {
    const member = await insertMemberWithBalance(t.database.db, 30_00);
    const houseBefore = await houseBalance(t.database.db, 'bonus');
    const body = grantBody(member.id, { amountCents: 80_00, wageringMultiple: 5 });
    const bonus = BoBonusRow.parse(okValue(await send(ops.risk, BO_BONUSES_API.bonuses, body)));
    expect(bonus).toMatchObject({
      memberId: member.id,
      userName: member.userName,
      source: 'operator',
      promotionId: null,
      status: 'active',
      amountCents: 80_00,
      depositCents: 0,
      wageringRequiredCents: 400_00,
      wageredCents: 0,
      maxBetCents: 100_00,
      maxConversionCents: 500_00,
      contributions: { RNG: 100, LIVE: 10 },
      expiresAt: new Date(NOW + 7 * 86_400_000).toISOString(),
      createdAt: new Date(NOW).toISOString(),
      grantedBy: ops.risk.username,
      note: 'VIP goodwill after a complaint',
      balanceCents: 80_00,
    });
    expect(await bonusBalance(ctx, member.id)).toBe(80_00);
    expect(await memberBalance(t.database.db, member.id)).toBe(30_00);
    expect(await houseBalance(t.database.db, 'bonus')).toBe(houseBefore - 80_00);
    const grantKey = await t.database.db
      .selectFrom('bonuses')
      .select('grant_key')
      .where('id', '=', bonus.id)
      .executeTakeFirstOrThrow();
    expect(grantKey.grant_key).toBe(`operator:${ops.risk.id}:${body.requestId}`);

    // The member sees it as their active bonus.
    const cookie = await sessionCookieFor(t.database.db, member.id);
    const seen = MemberBonusesValue.parse(
      okValue(await t.app.inject({ method: 'GET', url: BONUS_API.bonuses, headers: { cookie } })),
    );
    expect(seen.active).toMatchObject({ id: bonus.id, source: 'operator', amountCents: 80_00 });

    // A retry of the same request answers the same bonus and moves nothing.
    const again = BoBonusRow.parse(okValue(await send(ops.risk, BO_BONUSES_API.bonuses, body)));
    expect(again.id).toBe(bonus.id);
    expect(await bonusBalance(ctx, member.id)).toBe(80_00);
    const audits = await auditRows('bonus.grant', bonus.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      operator_id: ops.risk.id,
      operator_name: ops.risk.username,
      target_type: 'bonus',
      reason: 'VIP goodwill after a complaint',
    });
    expect(JSON.parse(audits[0]!.after_json!)).toMatchObject({
      memberId: member.id,
      amountCents: 80_00,
      wageringRequiredCents: 400_00,
    });
    // The same request id with another amount is a different request: refused.
    expectError(
      await send(ops.risk, BO_BONUSES_API.bonuses, { ...body, amountCents: 81_00 }),
      409,
      'ledger.idempotency.conflict',
    );
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a member who already has an active bonus, changing nothing', async () => {
    const member = await insertMember(t.database.db);
    const first = await grant(member.id);
    const houseBefore = await houseBalance(t.database.db, 'bonus');
    expectError(
      await send(ops.admin, BO_BONUSES_API.bonuses, grantBody(member.id)),
      409,
      'bo.bonus.active',
    );
    const rows = await t.database.db
      .selectFrom('bonuses')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows.map((row) => Number(row.id))).toEqual([first.id]);
    expect(await bonusBalance(ctx, member.id)).toBe(100_00);
    expect(await houseBalance(t.database.db, 'bonus')).toBe(houseBefore);
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses invalid grants, unknown members and roles without bonuses.write', async () => {
    const member = await insertMember(t.database.db);
    for (const invalid of [
      { amountCents: 0 },
      { amountCents: 10.5 },
      { wageringMultiple: 0 },
      { expiryDays: 0 },
      { maxBetCents: -1 },
      { contributions: { RNG: 101 } },
      { contributions: { SLOTS: 100 } },
      { reason: 'x' },
      { requestId: 'short' },
    ]) {
      expectError(
        await send(ops.admin, BO_BONUSES_API.bonuses, { ...grantBody(member.id), ...invalid }),
        400,
        'request.invalid',
      );
    }
    expectError(
      await send(ops.admin, BO_BONUSES_API.bonuses, grantBody(999_999_999)),
      404,
      'bo.not.found',
    );
    for (const role of ['support', 'finance', 'content'] as const) {
      expectError(
        await send(ops[role], BO_BONUSES_API.bonuses, grantBody(member.id)),
        403,
        'bo.forbidden',
      );
    }
    const granted = await t.database.db
      .selectFrom('bonuses')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(granted).toEqual([]);
    expect(await bonusBalance(ctx, member.id)).toBe(0);
  });
});

describe('the list and one bonus', () => {
  it('lists newest first with filters by member, status and source, and pages', async () => {
    const member = await insertMember(t.database.db, { user_name: `BonusList${Date.now()}` });
    const older = await grant(member.id, { amountCents: 10_00 });
    okValue(
      await send(ops.admin, idPath(BO_BONUSES_API.cancel, older.id), { reason: 'test cancel' }),
    );
    const newer = await grant(member.id, { amountCents: 20_00 });

    const list = async (query: string, operator = ops.support) =>
      BoBonusPage.parse(okValue(await get(operator, `${BO_BONUSES_API.bonuses}?${query}`)));
    const byId = await list(`member=${member.id}`);
    expect(byId.total).toBe(2);
    expect(byId.rows.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(byId.rows[0]).toMatchObject({ status: 'active', balanceCents: 20_00 });
    expect(byId.rows[1]).toMatchObject({
      status: 'cancelled',
      balanceCents: null,
      forfeitedCents: 10_00,
    });
    // The user name in any case finds the same member.
    const byName = await list(`member=${member.userName.toUpperCase()}`, ops.finance);
    expect(byName.rows.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect((await list(`member=${member.id}&status=cancelled`)).rows.map((r) => r.id)).toEqual([
      older.id,
    ]);
    expect((await list(`member=${member.id}&source=deposit`)).total).toBe(0);
    const paged = await list(`member=${member.id}&limit=1&offset=1`);
    expect(paged).toMatchObject({ total: 2 });
    expect(paged.rows.map((row) => row.id)).toEqual([older.id]);
    expect((await list('member=no-such-member-name')).total).toBe(0);
    // Every bonus, newest first.
    const all = await list('limit=500');
    const ids = all.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expectError(
      await get(ops.admin, `${BO_BONUSES_API.bonuses}?status=unknown`),
      400,
      'request.invalid',
    );
    expectError(await get(ops.content, BO_BONUSES_API.bonuses), 403, 'bo.forbidden');

    // Each bonus's transfers are its own: the account's movements from its opening to the next's.
    const detailOf = async (id: number) =>
      BoBonusDetail.parse(okValue(await get(ops.admin, idPath(BO_BONUSES_API.bonus, id))));
    const kinds = (detail: BoBonusDetail) =>
      detail.transfers.map((tr) => [tr.kind, tr.amountCents, tr.reference]);
    expect(kinds(await detailOf(older.id))).toEqual([
      ['bonus.forfeit', -10_00, `bonus:${older.id}`],
      ['bonus.grant', 10_00, `bonus:${older.id}`],
    ]);
    expect(kinds(await detailOf(newer.id))).toEqual([['bonus.grant', 20_00, `bonus:${newer.id}`]]);
  });

  it('finds the transfers of a bonus opened by a win rather than a grant (free spins)', async () => {
    const member = await insertMember(t.database.db);
    const first = await grant(member.id, { amountCents: 10_00 });
    okValue(await send(ops.admin, idPath(BO_BONUSES_API.cancel, first.id), { reason: 'done' }));
    // A free spin's win opens a bonus of its own with a bonus.win, no grant transfer.
    const inserted = await t.database.db
      .insertInto('bonuses')
      .values({
        merchant_code: 'DEMO',
        member_id: member.id,
        source: 'freeSpins',
        promotion_id: null,
        deposit_id: null,
        grant_key: `test-free-spins:${member.id}`,
        status: 'active',
        amount_cents: 3_00,
        wagering_required_cents: 30_00,
        max_bet_cents: 1_00,
        max_conversion_cents: 100_00,
        contributions: JSON.stringify({ RNG: 100 }),
        expires_at: new Date(NOW + 86_400_000).toISOString(),
        granted_by: 'free-spins:1',
        created_at: new Date(NOW).toISOString(),
        closed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTransaction(t.database.db, (db) =>
      transfer(
        { ...ctx, db },
        {
          idempotencyKey: `test-free-spin-win:${member.id}`,
          from: { kind: 'house', name: 'game' },
          to: { kind: 'member-bonus', memberId: member.id },
          amountCents: 3_00,
          kind: 'bonus.win',
          reference: 'bgs-round:999001',
        },
      ),
    );
    const detail = BoBonusDetail.parse(
      okValue(await get(ops.admin, idPath(BO_BONUSES_API.bonus, Number(inserted.id)))),
    );
    expect(detail.bonus).toMatchObject({ source: 'freeSpins', balanceCents: 3_00 });
    expect(detail.transfers.map((tr) => [tr.kind, tr.amountCents])).toEqual([['bonus.win', 3_00]]);
    const before = BoBonusDetail.parse(
      okValue(await get(ops.admin, idPath(BO_BONUSES_API.bonus, first.id))),
    );
    expect(before.transfers.map((tr) => tr.kind)).toEqual(['bonus.forfeit', 'bonus.grant']);
    await expectLedgerBalanced(t.database.db);
  });

  it('shows a bonus with its progress, its transfers and its stakes split cash first', async () => {
    const member = await insertMemberWithBalance(t.database.db, 50_00);
    const bonus = await grant(member.id, { amountCents: 100_00, wageringMultiple: 10 });
    // 60,00: 50,00 cash then 10,00 bonus; a win of 30,00 splits 25,00 cash and 5,00 bonus.
    const round = await playRound(member.id, 60_00, 30_00);
    const detail = BoBonusDetail.parse(
      okValue(await get(ops.support, idPath(BO_BONUSES_API.bonus, bonus.id))),
    );
    expect(detail.bonus).toMatchObject({ id: bonus.id, wageredCents: 60_00, balanceCents: 95_00 });
    expect(detail.progress).toEqual({
      requiredCents: 1_000_00,
      wageredCents: 60_00,
      remainingCents: 940_00,
      percent: 6,
    });
    expect(detail.transferCount).toBe(3);
    expect(detail.transfers.map((tr) => [tr.kind, tr.amountCents, tr.balanceAfterCents])).toEqual([
      ['bonus.win', 5_00, 95_00],
      ['bonus.bet', -10_00, 90_00],
      ['bonus.grant', 100_00, 100_00],
    ]);
    expect(detail.stakeCount).toBe(1);
    expect(detail.stakes).toEqual([
      {
        stakeKey: round.key,
        reference: round.reference,
        cashCents: 50_00,
        bonusCents: 10_00,
        winCashCents: 25_00,
        winBonusCents: 5_00,
        createdAt: new Date(NOW).toISOString(),
      },
    ]);
    expectError(
      await get(ops.admin, idPath(BO_BONUSES_API.bonus, 999_999_999)),
      404,
      'bo.not.found',
    );
    await expectLedgerBalanced(t.database.db);
  });
});

describe('cancelling a bonus', () => {
  it('takes the bonus balance back to the house, never the cash, audited with the reason', async () => {
    const member = await insertMemberWithBalance(t.database.db, 50_00);
    const bonus = await grant(member.id, { amountCents: 100_00 });
    await playRound(member.id, 60_00, 30_00);
    expect(await memberBalance(t.database.db, member.id)).toBe(25_00);
    expect(await bonusBalance(ctx, member.id)).toBe(95_00);
    const houseBefore = await houseBalance(t.database.db, 'bonus');

    expectError(
      await send(ops.support, idPath(BO_BONUSES_API.cancel, bonus.id), { reason: 'abuse' }),
      403,
      'bo.forbidden',
    );
    expectError(
      await send(ops.risk, idPath(BO_BONUSES_API.cancel, bonus.id), { reason: 'x' }),
      400,
      'request.invalid',
    );
    const cancelled = BoBonusCancelValue.parse(
      okValue(
        await send(ops.risk, idPath(BO_BONUSES_API.cancel, bonus.id), {
          reason: 'Bonus abuse: matched betting',
        }),
      ),
    );
    expect(cancelled.forfeitedCents).toBe(95_00);
    expect(cancelled.bonus).toMatchObject({
      status: 'cancelled',
      forfeitedCents: 95_00,
      convertedCents: 0,
      closedAt: new Date(NOW).toISOString(),
      balanceCents: null,
    });
    expect(await memberBalance(t.database.db, member.id)).toBe(25_00);
    expect(await bonusBalance(ctx, member.id)).toBe(0);
    expect(await houseBalance(t.database.db, 'bonus')).toBe(houseBefore + 95_00);
    const detail = BoBonusDetail.parse(
      okValue(await get(ops.admin, idPath(BO_BONUSES_API.bonus, bonus.id))),
    );
    expect(detail.transfers[0]).toMatchObject({
      kind: 'bonus.forfeit',
      amountCents: -95_00,
      balanceAfterCents: 0,
    });
    const audits = await auditRows('bonus.cancel', bonus.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      operator_id: ops.risk.id,
      reason: 'Bonus abuse: matched betting',
    });
    expect(JSON.parse(audits[0]!.before_json!)).toMatchObject({
      status: 'active',
      balanceCents: 95_00,
    });

    // Once closed, it cannot be cancelled again; a new bonus may now be granted.
    expectError(
      await send(ops.risk, idPath(BO_BONUSES_API.cancel, bonus.id), { reason: 'again please' }),
      409,
      'bo.bonus.not.active',
    );
    expect(await auditRows('bonus.cancel', bonus.id)).toHaveLength(1);
    expectError(
      await send(ops.risk, idPath(BO_BONUSES_API.cancel, 999_999_999), { reason: 'nothing' }),
      404,
      'bo.not.found',
    );
    await grant(member.id, { amountCents: 5_00 });
    await expectLedgerBalanced(t.database.db);
  });
});

describe("deposit promotions' bonus terms", () => {
  const TERMS: BonusTerms = {
    percentBp: 5_000,
    maxBonusCents: 200_00,
    minDepositCents: 30_00,
    wageringMultiple: 15,
    wageringBase: 'bonus',
    maxBetCents: 10_00,
    expiryDays: 14,
    maxConversionCents: 1_000_00,
    contributions: { RNG: 100, SPORTS: 25 },
    oncePerMember: false,
  };
  const promotionId = async (code: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('promotions')
          .select('id')
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const termsUrl = (id: number) => idPath(BO_BONUSES_API.promotionTerms, id);

  it('lists the deposit promotions with their terms, sets and removes them, audited', async () => {
    const first = await promotionId('PR-first-deposit');
    const rebate = await promotionId('PR-weekly-rebate');
    const list = BoPromotionTermsList.parse(okValue(await get(ops.support, BO_BONUSES_API.terms)));
    expect(list.promotions.find((row) => row.promotionId === first)).toMatchObject({
      code: 'PR-first-deposit',
      terms: { percentBp: 10_000, wageringMultiple: 20, wageringBase: 'bonusAndDeposit' },
    });
    expect(list.promotions.find((row) => row.promotionId === rebate)).toMatchObject({
      terms: null,
    });

    expectError(
      await send(ops.content, termsUrl(rebate), { terms: TERMS, reason: 'new terms' }, 'PUT'),
      403,
      'bo.forbidden',
    );
    const set = BoPromotionTerms.parse(
      okValue(
        await send(ops.risk, termsUrl(rebate), { terms: TERMS, reason: 'Weekly 50%' }, 'PUT'),
      ),
    );
    expect(set).toEqual({ promotionId: rebate, terms: TERMS });
    expect(BoPromotionTerms.parse(okValue(await get(ops.finance, termsUrl(rebate)))).terms).toEqual(
      TERMS,
    );
    const audits = await auditRows('bonus.terms.set', rebate);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ target_type: 'promotion', reason: 'Weekly 50%' });
    expect(JSON.parse(audits[0]!.before_json!)).toBeNull();
    expect(JSON.parse(audits[0]!.after_json!)).toEqual(TERMS);

    // The same terms again change nothing and write no audit row.
    okValue(
      await send(
        ops.risk,
        termsUrl(rebate),
        { terms: { ...TERMS, contributions: { SPORTS: 25, RNG: 100 } }, reason: 'Same again' },
        'PUT',
      ),
    );
    expect(await auditRows('bonus.terms.set', rebate)).toHaveLength(1);

    const removed = BoPromotionTerms.parse(
      okValue(await send(ops.admin, termsUrl(rebate), { terms: null, reason: 'Ended' }, 'PUT')),
    );
    expect(removed).toEqual({ promotionId: rebate, terms: null });
    expect(await auditRows('bonus.terms.remove', rebate)).toHaveLength(1);
    const rows = await t.database.db
      .selectFrom('promotion_bonus_terms')
      .select('promotion_id')
      .where('promotion_id', '=', rebate)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses invalid terms, referral promotions and unknown promotions', async () => {
    const app = await promotionId('PR-app-download');
    for (const invalid of [
      { ...TERMS, percentBp: 0 },
      { ...TERMS, wageringBase: 'deposit' },
      { ...TERMS, expiryDays: 400 },
      { ...TERMS, contributions: { RNG: -1 } },
    ]) {
      expectError(
        await send(ops.risk, termsUrl(app), { terms: invalid, reason: 'invalid' }, 'PUT'),
        400,
        'request.invalid',
      );
    }
    expectError(
      await send(ops.risk, termsUrl(app), { terms: TERMS }, 'PUT'),
      400,
      'request.invalid',
    );
    expectError(
      await send(ops.risk, termsUrl(999_999_999), { terms: TERMS, reason: 'nothing' }, 'PUT'),
      404,
      'bo.not.found',
    );
    expectError(await get(ops.risk, termsUrl(999_999_999)), 404, 'bo.not.found');

    await t.database.db
      .updateTable('promotions')
      .set({ referral: 1 })
      .where('id', '=', app)
      .execute();
    expectError(
      await send(ops.risk, termsUrl(app), { terms: TERMS, reason: 'referral' }, 'PUT'),
      409,
      'bo.bonus.terms.referral',
    );
    const list = BoPromotionTermsList.parse(okValue(await get(ops.risk, BO_BONUSES_API.terms)));
    expect(list.promotions.some((row) => row.promotionId === app)).toBe(false);
    await t.database.db
      .updateTable('promotions')
      .set({ referral: 0 })
      .where('id', '=', app)
      .execute();
  });
});

describe('the bonus cost report', () => {
  it('sums granted, converted and forfeited bonus money and the active balances', async () => {
    // A bonus met at once by one round: 1x of 10,00 wagered, the win of 4,00 converts.
    const member = await insertMember(t.database.db);
    await grant(member.id, { amountCents: 10_00, wageringMultiple: 1, maxConversionCents: 3_00 });
    await playRound(member.id, 10_00, 4_00);
    expect(await memberBalance(t.database.db, member.id)).toBe(3_00);
    expect(await bonusBalance(ctx, member.id)).toBe(0);

    const sums = new Map<string, number>();
    const rows = await t.database.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'amount_cents'])
      .where('kind', 'in', ['bonus.grant', 'bonus.convert', 'bonus.forfeit'])
      .where('created_at', '>=', `${DAY}T00:00:00.000Z`)
      .execute();
    for (const row of rows)
      sums.set(row.kind, (sums.get(row.kind) ?? 0) + Number(row.amount_cents));
    const active = await t.database.db
      .selectFrom('bonuses')
      .select('member_id')
      .where('status', '=', 'active')
      .execute();
    let activeCents = 0;
    for (const row of active) activeCents += await bonusBalance(ctx, Number(row.member_id));

    const report = BonusReport.parse(
      okValue(await get(ops.finance, `${BO_REPORTS_API.bonus}?from=${DAY}&to=${DAY}&utcOffset=0`)),
    );
    expect(sums.get('bonus.convert')).toBe(3_00);
    expect(report.totals).toMatchObject({
      bonusGrantedCents: sums.get('bonus.grant'),
      bonusConvertedCents: 3_00,
      bonusForfeitedCents: sums.get('bonus.forfeit'),
    });
    expect(report.totals.totalCents).toBe(
      report.totals.rewardCents +
        report.totals.rebateCents +
        report.totals.commissionCents +
        report.totals.bonusConvertedCents,
    );
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({ day: DAY, ...report.totals });
    expect(report.activeBonuses).toEqual({ count: active.length, balanceCents: activeCents });
    // The support role reads bonuses but not the reports.
    expectError(
      await get(ops.support, `${BO_REPORTS_API.bonus}?from=${DAY}&to=${DAY}`),
      403,
      'bo.forbidden',
    );
    await expectLedgerBalanced(t.database.db);
  });
});
