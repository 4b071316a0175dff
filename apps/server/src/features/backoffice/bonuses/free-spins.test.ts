import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BgsSessionValue,
  BgsSpinValue,
  BONUS_API,
  MemberBonusesValue,
  PLAY_API,
  bgsPath,
} from '@app/contracts';
import {
  BO_BONUSES_API,
  BO_BONUS_MAX_CENTS,
  BoFreeSpinGrant,
  BoFreeSpinPage,
  BoFreeSpinSlotList,
  type BoFreeSpinGrantBody,
  type BoFreeSpinSlot,
} from '@app/contracts/backoffice';
import { insertGames } from '../../../db/seed/search-rows.ts';
import { okValue } from '../../../testing/api.ts';
import { expectLedgerBalanced, memberBalance } from '../../../testing/ledger.ts';
import { insertMember, sessionCookieFor } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { syntheticGames } from '../../../testing/synthetic-games.ts';
import { createTestApp, testConfig, type TestApp } from '../../../testing/test-app.ts';
import { createTestVendor } from '../../../testing/vendors.ts';
import { expectError } from '../../accounts/test-support.ts';

/**
 * An operator's free spins (decision 056) on a real database (SQLite, and PostgreSQL in CI):
 * the slots offered (in-house and the game provider's, nothing else), a grant on an in-house
 * slot the member then plays through the spin API, a grant on a provider's slot, once per
 * request, audited with the reason, the grants' list; refusals (permission, not a slot, a spin
 * value the slot does not take, bad input) through the envelope, changing nothing.
 */
const NOW = Date.parse('2031-03-04T10:00:00.000Z');
const DAY_MS = 86_400_000;
/** A vendor of our game provider made for this file, and a wallet-only one. */
const PROVIDER_VENDOR = `FS${randomBytes(3).toString('hex').toUpperCase()}`;
const PROVIDER_SLOT = 991_101;
const PROVIDER_TABLE = 991_102;
const WALLET_ONLY_SLOT = 991_103;
const DISABLED_SLOT = 991_104;

let t: TestApp;
const ops = {} as Record<'admin' | 'risk' | 'support' | 'finance' | 'content', TestOperator>;
let inHouse: BoFreeSpinSlot;

beforeAll(async () => {
  t = await createTestApp({
    clock: () => NOW,
    config: {
      GAME_PROVIDER_VENDORS: `${testConfig().GAME_PROVIDER_VENDORS},${PROVIDER_VENDOR}`,
    },
  });
  const db = t.database.db;
  for (const role of ['admin', 'risk', 'support', 'finance', 'content'] as const) {
    ops[role] = await signedInOperator(db, role, new Date(NOW));
  }
  await createTestVendor(db, { vendorCode: PROVIDER_VENDOR });
  const walletOnly = await createTestVendor(db);
  for (const code of [PROVIDER_VENDOR, walletOnly.vendorCode]) {
    await db
      .insertInto('vendors')
      .values({
        code,
        display_name: `Vendor ${code}`,
        category: 'RNG',
        is_inhouse: 0,
        sequence: 999,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  const [slot, table, walletSlot, disabled] = syntheticGames(4);
  await insertGames(db, [
    {
      ...slot!,
      game_id: PROVIDER_SLOT,
      node_id: String(PROVIDER_SLOT),
      vendor_code: PROVIDER_VENDOR,
      game_code: 'FS_SLOT',
      game_name: 'Provider Fortune',
      game_type: 'RNG',
    },
    {
      ...table!,
      game_id: PROVIDER_TABLE,
      node_id: String(PROVIDER_TABLE),
      vendor_code: PROVIDER_VENDOR,
      game_code: 'FS_TABLE',
      game_type: 'LIVE',
    },
    {
      ...walletSlot!,
      game_id: WALLET_ONLY_SLOT,
      node_id: String(WALLET_ONLY_SLOT),
      vendor_code: walletOnly.vendorCode,
      game_code: 'WO_SLOT',
      game_type: 'RNG',
    },
    {
      ...disabled!,
      game_id: DISABLED_SLOT,
      node_id: String(DISABLED_SLOT),
      vendor_code: PROVIDER_VENDOR,
      game_code: 'FS_OFF',
      game_type: 'RNG',
      enabled: 0,
    },
  ]);
  const slots = await slotList(ops.risk);
  inHouse = slots.find((s) => s.inHouse && s.vendorCode === 'BGS')!;
});
afterAll(async () => t.cleanup());

const get = (operator: TestOperator, url: string) =>
  t.app.inject({ method: 'GET', url, headers: operator.headers });
const post = (operator: TestOperator, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: BO_BONUSES_API.freeSpins,
    headers: operator.headers,
    payload,
  });

async function slotList(operator: TestOperator) {
  return BoFreeSpinSlotList.parse(okValue(await get(operator, BO_BONUSES_API.freeSpinSlots))).slots;
}

function body(memberId: number, overrides: Partial<BoFreeSpinGrantBody> = {}): BoFreeSpinGrantBody {
  return {
    memberId,
    gameId: inHouse.gameId,
    spins: 20,
    spinValueCents: inHouse.minBetCents!,
    wageringMultiple: 10,
    maxConversionCents: 100_00,
    expiryDays: 7,
    reason: 'Goodwill after a failed deposit',
    requestId: randomUUID(),
    ...overrides,
  };
}

const grantsOf = (memberId: number) =>
  t.database.db
    .selectFrom('free_spin_grants')
    .selectAll()
    .where('member_id', '=', memberId)
    .execute();

const auditRows = (targetId: number | string) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'bonus.freespins.grant')
    .where('target_id', '=', String(targetId))
    .execute();

const memberView = async (cookie: string) =>
  MemberBonusesValue.parse(
    okValue(await t.app.inject({ method: 'GET', url: BONUS_API.bonuses, headers: { cookie } })),
  );

describe('the slots an operator may choose', () => {
  it('lists the active in-house slots and the provider’s slots, nothing else', async () => {
    const slots = await slotList(ops.support);
    const ids = new Set(slots.map((slot) => slot.gameId));
    // In-house first, each with the bets its spins keep to.
    expect(slots[0]!.inHouse).toBe(true);
    const firstProvider = slots.findIndex((slot) => !slot.inHouse);
    expect(slots.slice(firstProvider).every((slot) => !slot.inHouse)).toBe(true);
    for (const slot of slots.filter((s) => s.inHouse)) {
      expect(slot.vendorCode).toBe('BGS');
      expect(slot.minBetCents! % slot.betStepCents!).toBe(0);
    }
    // The in-house list (game type INHOUSE) is slots too: the welcome pack's Shell Riches.
    expect(slots.find((slot) => slot.name === 'Shell Riches')).toMatchObject({
      inHouse: true,
      vendorCode: 'BGS',
    });
    expect(slots.find((slot) => slot.gameId === PROVIDER_SLOT)).toEqual({
      gameId: PROVIDER_SLOT,
      name: 'Provider Fortune',
      vendorCode: PROVIDER_VENDOR,
      vendorName: `Vendor ${PROVIDER_VENDOR}`,
      inHouse: false,
      minBetCents: null,
      betStepCents: null,
    });
    // A provider's table, a wallet-only vendor's slot and a switched-off slot are not offered.
    for (const id of [PROVIDER_TABLE, WALLET_ONLY_SLOT, DISABLED_SLOT])
      expect(ids.has(id)).toBe(false);
    const types = await t.database.db
      .selectFrom('games')
      .select(['game_id', 'game_type'])
      .where(
        'game_id',
        'in',
        slots.filter((slot) => !slot.inHouse).map((slot) => slot.gameId),
      )
      .execute();
    expect(new Set(types.map((row) => row.game_type))).toEqual(new Set(['RNG']));
    expectError(await get(ops.content, BO_BONUSES_API.freeSpinSlots), 403, 'bo.forbidden');
  });
});

describe('granting free spins', () => {
  it('grants on an in-house slot once per request, audited; the member plays them', async () => {
    const member = await insertMember(t.database.db);
    const request = body(member.id, { spins: 3, wageringMultiple: 5, maxConversionCents: 50_00 });
    const grant = BoFreeSpinGrant.parse(okValue(await post(ops.risk, request)));
    expect(grant).toMatchObject({
      memberId: member.id,
      userName: member.userName,
      gameId: inHouse.gameId,
      gameName: inHouse.name,
      vendorCode: 'BGS',
      promotionId: null,
      promotionTitle: '',
      status: 'active',
      spinsTotal: 3,
      spinsLeft: 3,
      spinValueCents: inHouse.minBetCents,
      winningsCents: 0,
      wageringMultiple: 5,
      maxConversionCents: 50_00,
      expiresAt: new Date(NOW + 7 * DAY_MS).toISOString(),
      createdAt: new Date(NOW).toISOString(),
      closedAt: null,
      grantedBy: ops.risk.username,
    });
    const rows = await grantsOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.grant_key).toBe(`operator:${ops.risk.id}:${request.requestId}`);

    // A retry answers the same grant and writes nothing more.
    const again = BoFreeSpinGrant.parse(okValue(await post(ops.risk, request)));
    expect(again).toEqual(grant);
    expect(await grantsOf(member.id)).toHaveLength(1);
    const audits = await auditRows(grant.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      operator_id: ops.risk.id,
      operator_name: ops.risk.username,
      target_type: 'free_spin_grant',
      reason: 'Goodwill after a failed deposit',
    });
    expect(JSON.parse(audits[0]!.after_json!)).toMatchObject({
      memberId: member.id,
      gameId: inHouse.gameId,
      inHouse: true,
      spins: 3,
      spinValueCents: inHouse.minBetCents,
      wageringMultiple: 5,
      expiryDays: 7,
      requestId: request.requestId,
    });
    // The same request id for other spins is another request: refused, nothing written.
    expectError(await post(ops.risk, { ...request, spins: 4 }), 409, 'ledger.idempotency.conflict');
    expectError(
      await post(ops.risk, { ...request, expiryDays: 8 }),
      409,
      'ledger.idempotency.conflict',
    );
    expect(await grantsOf(member.id)).toHaveLength(1);

    // The member has them and plays them through the spin API, staking nothing.
    const cookie = await sessionCookieFor(t.database.db, member.id);
    expect((await memberView(cookie)).freeSpins).toEqual([
      expect.objectContaining({ id: grant.id, title: '', gameId: inHouse.gameId, spinsLeft: 3 }),
    ]);
    const session = BgsSessionValue.parse(
      okValue(
        await t.app.inject({
          method: 'GET',
          url: bgsPath(PLAY_API.bgsSession, inHouse.gameId),
          headers: { cookie },
        }),
      ),
    );
    expect(session.freeSpins).toMatchObject({ grantId: grant.id, spinsLeft: 3 });
    const spin = BgsSpinValue.parse(
      okValue(
        await t.app.inject({
          method: 'POST',
          url: bgsPath(PLAY_API.bgsSpin, inHouse.gameId),
          headers: { cookie },
          payload: {
            idempotencyKey: randomUUID(),
            betCents: inHouse.minBetCents,
            freeSpinGrantId: grant.id,
          },
        }),
      ),
    );
    expect(spin.freeSpins?.spinsLeft).toBe(2);
    expect(await memberBalance(t.database.db, member.id)).toBe(0);
    await expectLedgerBalanced(t.database.db);
  });

  it('grants on a provider’s slot at any positive value, the same grant row', async () => {
    const member = await insertMember(t.database.db);
    const request = body(member.id, { gameId: PROVIDER_SLOT, spins: 500, spinValueCents: 7 });
    const grant = BoFreeSpinGrant.parse(okValue(await post(ops.admin, request)));
    expect(grant).toMatchObject({
      gameId: PROVIDER_SLOT,
      gameName: 'Provider Fortune',
      vendorCode: PROVIDER_VENDOR,
      vendorName: `Vendor ${PROVIDER_VENDOR}`,
      spinsTotal: 500,
      spinsLeft: 500,
      spinValueCents: 7,
      grantedBy: ops.admin.username,
    });
    const [row] = await grantsOf(member.id);
    expect(row).toMatchObject({
      game_id: PROVIDER_SLOT,
      promotion_id: null,
      status: 'active',
      grant_key: `operator:${ops.admin.id}:${request.requestId}`,
    });
    expect(JSON.parse((await auditRows(grant.id))[0]!.after_json!)).toMatchObject({
      vendorCode: PROVIDER_VENDOR,
      inHouse: false,
    });
    const cookie = await sessionCookieFor(t.database.db, member.id);
    expect((await memberView(cookie)).freeSpins).toEqual([
      expect.objectContaining({ id: grant.id, gameId: PROVIDER_SLOT, spinsLeft: 500 }),
    ]);
  });

  it('lists the grants newest first, by member and status', async () => {
    const member = await insertMember(t.database.db, { user_name: `FreeSpinList${Date.now()}` });
    const first = BoFreeSpinGrant.parse(okValue(await post(ops.admin, body(member.id))));
    const second = BoFreeSpinGrant.parse(
      okValue(
        await post(ops.admin, body(member.id, { gameId: PROVIDER_SLOT, spinValueCents: 50 })),
      ),
    );
    await t.database.db
      .updateTable('free_spin_grants')
      .set({ status: 'expired', closed_at: new Date(NOW).toISOString() })
      .where('id', '=', first.id)
      .execute();
    const list = async (query: string, operator = ops.finance) =>
      BoFreeSpinPage.parse(okValue(await get(operator, `${BO_BONUSES_API.freeSpins}?${query}`)));
    const byId = await list(`member=${member.id}`);
    expect(byId.total).toBe(2);
    expect(byId.rows.map((row) => [row.id, row.status])).toEqual([
      [second.id, 'active'],
      [first.id, 'expired'],
    ]);
    expect((await list(`member=${member.userName.toUpperCase()}`)).total).toBe(2);
    expect((await list(`member=${member.id}&status=expired`)).rows.map((r) => r.id)).toEqual([
      first.id,
    ]);
    expect((await list(`member=${member.id}&limit=1&offset=1`)).rows.map((r) => r.id)).toEqual([
      first.id,
    ]);
    // The welcome pack's grants are there too, under their promotion.
    const welcome = await t.database.db
      .selectFrom('promotion_free_spin_terms as f')
      .innerJoin('promotions as p', 'p.id', 'f.promotion_id')
      .select(['f.promotion_id', 'f.game_id', 'p.title'])
      .executeTakeFirstOrThrow();
    const registered = await insertMember(t.database.db);
    await t.database.db
      .insertInto('free_spin_grants')
      .values({
        merchant_code: 'DEMO',
        member_id: registered.id,
        promotion_id: Number(welcome.promotion_id),
        game_id: Number(welcome.game_id),
        grant_key: `promotion:${welcome.promotion_id}:member:${registered.id}`,
        status: 'active',
        spins_total: 50,
        spins_left: 50,
        spin_value_cents: 20,
        wagering_multiple: 10,
        max_conversion_cents: 100_00,
        expires_at: new Date(NOW + 7 * DAY_MS).toISOString(),
        granted_by: 'registration',
        created_at: new Date(NOW).toISOString(),
        closed_at: null,
      })
      .execute();
    expect((await list(`member=${registered.id}`)).rows).toEqual([
      expect.objectContaining({
        promotionId: Number(welcome.promotion_id),
        promotionTitle: welcome.title,
        grantedBy: 'registration',
        spinsLeft: 50,
      }),
    ]);
    const all = await list('limit=500', ops.support);
    const ids = all.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expectError(
      await get(ops.admin, `${BO_BONUSES_API.freeSpins}?status=unknown`),
      400,
      'request.invalid',
    );
    expectError(await get(ops.content, BO_BONUSES_API.freeSpins), 403, 'bo.forbidden');
  });
});

describe('refusals change nothing', () => {
  it('refuses roles without bonuses.write, bad input, unknown members and games that are not slots', async () => {
    const member = await insertMember(t.database.db);
    for (const role of ['support', 'finance', 'content'] as const) {
      expectError(await post(ops[role], body(member.id)), 403, 'bo.forbidden');
    }
    for (const invalid of [
      { spins: 0 },
      { spins: 501 },
      { spins: 1.5 },
      { spinValueCents: 0 },
      { spinValueCents: BO_BONUS_MAX_CENTS + 1 },
      { wageringMultiple: 0 },
      { maxConversionCents: 0 },
      { expiryDays: 0 },
      { expiryDays: 91 },
      { reason: '  ' },
      { requestId: 'short' },
      { gameId: 0 },
    ]) {
      expectError(
        await post(ops.admin, { ...body(member.id), ...invalid }),
        400,
        'request.invalid',
      );
    }
    const withoutReason: Partial<BoFreeSpinGrantBody> = body(member.id);
    delete withoutReason.reason;
    expectError(await post(ops.admin, withoutReason), 400, 'request.invalid');
    expectError(await post(ops.admin, body(999_999_999)), 404, 'bo.not.found');

    // Not a slot (a provider's table, a lottery tile), not the provider's, switched off, unknown.
    const lottery = await t.database.db
      .selectFrom('games')
      .select('game_id')
      .where('game_type', '=', 'LOTT')
      .executeTakeFirstOrThrow();
    for (const gameId of [
      PROVIDER_TABLE,
      Number(lottery.game_id),
      WALLET_ONLY_SLOT,
      DISABLED_SLOT,
      999_999_999,
    ]) {
      const refused = expectError(
        await post(ops.admin, body(member.id, { gameId, spinValueCents: 100 })),
        400,
        'bo.bonus.freespins.game',
      );
      expect(refused.message).toMatch(/^Giros grátis/);
    }

    // An in-house slot's spin is one of its bets: below the smallest, between steps, above the top.
    const step = inHouse.betStepCents!;
    const min = inHouse.minBetCents!;
    const offStep = step > 1 ? [min + 1] : [];
    for (const spinValueCents of [
      min - step,
      ...offStep,
      Math.floor(BO_BONUS_MAX_CENTS / step) * step,
    ]) {
      if (spinValueCents <= 0) continue;
      const refused = expectError(
        await post(ops.admin, body(member.id, { spinValueCents })),
        400,
        'bo.bonus.freespins.value',
      );
      expect(refused.value).toMatchObject({ minBetCents: min, betStepCents: step });
    }
    // In English for an operator whose back office is in English.
    const en = await t.app.inject({
      method: 'POST',
      url: BO_BONUSES_API.freeSpins,
      headers: { ...ops.admin.headers, 'accept-language': 'en' },
      payload: body(member.id, { gameId: PROVIDER_TABLE }),
    });
    expect(expectError(en, 400, 'bo.bonus.freespins.game').message).toMatch(/^Free spins/);

    expect(await grantsOf(member.id)).toEqual([]);
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'bonus.freespins.grant')
      .where('after_json', 'like', `%"memberId":${member.id},%`)
      .execute();
    expect(audits).toEqual([]);
  });
});
