import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import type { AppContext } from '../../lib/context.ts';
import { transferIn, writeTransaction } from '../ledger/ledger.service.ts';
import { sendMessage } from '../messages/messages.service.ts';

/**
 * Voiding a lottery draw (issue 22, the back office). Only a draw with no result can be voided:
 * once drawn, its bets are settled by the rules, and taking winnings back could push a balance
 * below zero. The void claims the draw by a conditional update (`result IS NULL AND voided_at
 * IS NULL`), the same row the draw step writes its result to under `voided_at IS NULL`, so of a
 * void and a draw racing exactly one happens; placing a bet re-reads the draw as not voided in
 * its own transaction (a share lock on PostgreSQL), so no bet joins a voided draw unrefunded.
 *
 * Every open bet of a voided draw is then refunded in its own transaction: the update
 * `open -> voided` and the ledger credit house:lottery -> member (key `lottery:void:<betId>`)
 * commit together, so however many callers (the operator's request, every instance's sweep)
 * refund at once, each stake comes back exactly once; settlement never touches these bets (it
 * settles only bets of drawn draws). A voided draw with no open bet left gets `settled_at`,
 * which takes it off the sweep's pending scans.
 */

type Db = Kysely<Database>;

/** The ledger key of a voided bet's refund: one per bet, whoever refunds it. */
export function voidRefundKey(betId: number): string {
  return `lottery:void:${betId}`;
}

export type VoidClaim = 'voided' | 'not-found' | 'drawn' | 'already-voided';

/** Claims the draw as voided; says why not when it cannot be. */
export async function claimDrawVoid(
  db: Db,
  drawId: number,
  reason: string,
  nowIso: string,
): Promise<VoidClaim> {
  return writeTransaction(db, async (trx) => {
    const moved = await trx
      .updateTable('lottery_draws')
      .set({ voided_at: nowIso, void_reason: reason })
      .where('id', '=', drawId)
      .where('result', 'is', null)
      .where('voided_at', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0) return 'voided';
    const row = await trx
      .selectFrom('lottery_draws')
      .select(['result', 'voided_at'])
      .where('id', '=', drawId)
      .executeTakeFirst();
    if (!row) return 'not-found';
    return row.voided_at !== null ? 'already-voided' : 'drawn';
  });
}

interface VoidedBet {
  id: number;
  member_id: number;
  merchant_code: string;
  draw_id: number;
  numero: string;
  cost_cents: number | string;
  name_pt: string;
  name_en: string;
}

const PAGE = 500;

function openBetsOfDraw(db: Db, drawId: number, afterId: number): Promise<VoidedBet[]> {
  return db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_games as g', 'g.game_id', 'b.game_id')
    .select([
      'b.id',
      'b.member_id',
      'b.merchant_code',
      'b.draw_id',
      'b.numero',
      'b.cost_cents',
      'g.name_pt',
      'g.name_en',
    ])
    .where('b.draw_id', '=', drawId)
    .where('b.status', '=', 'open')
    .where('b.id', '>', afterId)
    .orderBy('b.id')
    .limit(PAGE)
    .execute();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Refunds one bet of a voided draw; true when this call refunded it. */
async function refundBet(ctx: AppContext, bet: VoidedBet, nowIso: string): Promise<boolean> {
  return writeTransaction(ctx.db, async (trx) => {
    const moved = await trx
      .updateTable('lottery_bets')
      .set({ status: 'voided', hits: 0, payout_cents: 0, settled_at: nowIso })
      .where('id', '=', bet.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    const cost = Number(bet.cost_cents);
    if (cost > 0) {
      await transferIn(
        trx,
        bet.merchant_code,
        {
          idempotencyKey: voidRefundKey(bet.id),
          from: { kind: 'house', name: 'lottery' },
          to: { kind: 'member', memberId: Number(bet.member_id) },
          amountCents: cost,
          kind: 'rollback',
          reference: `lottery:void:${bet.numero}`,
        },
        ctx,
      );
    }
    // One inbox note per member and draw (a natural key), with the member's first refund.
    const game = { pt: escapeHtml(bet.name_pt), en: escapeHtml(bet.name_en) };
    await sendMessage(
      trx,
      bet.merchant_code,
      {
        to: Number(bet.member_id),
        code: `lottery:void:${bet.draw_id}:${bet.member_id}`,
        sentAt: new Date(nowIso),
        title: { pt: 'Sorteio anulado: aposta devolvida', en: 'Draw voided: stake returned' },
        content: {
          pt: `<p>O sorteio ${escapeHtml(bet.numero)} de ${game.pt} foi anulado pelo operador. O valor de cada aposta sua neste sorteio voltou para o seu saldo.</p>`,
          en: `<p>Draw ${escapeHtml(bet.numero)} of ${game.en} was voided by the operator. The stake of every bet you placed on it is back in your balance.</p>`,
        },
      },
      ctx.live,
    );
    return true;
  });
}

/** Marks the voided draw settled once no bet of it is open. */
async function markVoidedSettled(db: Db, drawId: number, nowIso: string): Promise<void> {
  await db
    .updateTable('lottery_draws')
    .set({ settled_at: nowIso })
    .where('id', '=', drawId)
    .where('voided_at', 'is not', null)
    .where('settled_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lottery_bets')
            .select(sql`1`.as('one'))
            .whereRef('lottery_bets.draw_id', '=', 'lottery_draws.id')
            .where('lottery_bets.status', '=', 'open'),
        ),
      ),
    )
    .execute();
}

/**
 * Refunds every open bet of a voided draw; returns how many this call refunded. A bet that
 * fails does not hold up the others: the first error is thrown after the rest are done.
 */
export async function refundVoidedDraw(
  ctx: AppContext,
  drawId: number,
  nowIso: string,
): Promise<number> {
  let refunded = 0;
  let failure: unknown = null;
  for (let afterId = 0; ;) {
    const page = await openBetsOfDraw(ctx.db, drawId, afterId);
    for (const bet of page) {
      try {
        if (await refundBet(ctx, { ...bet, id: Number(bet.id) }, nowIso)) refunded += 1;
      } catch (error) {
        failure ??= error;
      }
    }
    if (page.length < PAGE) break;
    afterId = Number(page[page.length - 1]!.id);
  }
  await markVoidedSettled(ctx.db, drawId, nowIso);
  if (failure) throw failure;
  return refunded;
}

/**
 * The sweep's step: finishes the refunds of every voided draw not yet settled (after a crash
 * between the void and its refunds, or a bet that failed). Voided draws leave the pending index
 * (settled_at) once refunded, so this reads only the few still pending.
 */
export async function refundVoidedDraws(ctx: AppContext, now: number): Promise<number> {
  const nowIso = new Date(now).toISOString();
  const draws = await ctx.db
    .selectFrom('lottery_draws')
    .select('id')
    .where('settled_at', 'is', null)
    .where('voided_at', 'is not', null)
    .execute();
  let refunded = 0;
  let failure: unknown = null;
  for (const draw of draws) {
    try {
      refunded += await refundVoidedDraw(ctx, Number(draw.id), nowIso);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return refunded;
}
