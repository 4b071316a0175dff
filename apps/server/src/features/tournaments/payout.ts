import { formatAmount } from '@app/contracts';
import { merchantCurrency, nowMs, type AppContext } from '../../lib/context.ts';
import { transfer, writeTransaction } from '../ledger/ledger.service.ts';
import { sendMessage } from '../messages/messages.service.ts';
import { computeStandings, SETTLE_MS, storeStandings } from './standings.ts';
import { prizeOf, topOfBoard } from './tournaments.service.ts';

/**
 * The tournament payout (decision 057), the `tournament-payout` scheduler job's body: every
 * active tournament whose end has settled (SETTLE_MS) is paid in a transaction of its own. The
 * transaction claims the tournament (status active → paid, so of two runs one pays), works the
 * standings out a last time from the rounds, and pays each prize of the table as a ledger
 * transfer from the house `bonus` account to the member's cash (kind `tournament.prize`, key
 * `tournament:<id>:rank:<n>`), with a message in the member's inbox. A rank with no entrant, or
 * an entrant whose every counting round lost (score 0), wins nothing.
 */

export interface PayoutSummary {
  tournaments: number;
  prizes: number;
  paidCents: number;
}

/** The ledger key of a rank's prize: a tournament pays each rank once. */
export const prizeKey = (tournamentId: number, rank: number) =>
  `tournament:${tournamentId}:rank:${rank}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pays every tournament due by the context's now; answers what it paid. */
export async function payTournaments(ctx: AppContext): Promise<PayoutSummary> {
  const now = nowMs(ctx);
  const due = await ctx.db
    .selectFrom('tournaments')
    .select('id')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('status', '=', 'active')
    .where('ends_at', '<=', new Date(now - SETTLE_MS).toISOString())
    .orderBy('ends_at')
    .orderBy('id')
    .execute();
  const summary: PayoutSummary = { tournaments: 0, prizes: 0, paidCents: 0 };
  for (const { id } of due) {
    const paid = await payTournament(ctx, Number(id), now);
    if (!paid) continue;
    summary.tournaments += 1;
    summary.prizes += paid.prizes;
    summary.paidCents += paid.paidCents;
  }
  return summary;
}

/** Pays one tournament, or answers null when another run has (or it is not due). */
export async function payTournament(
  ctx: AppContext,
  id: number,
  now: number = nowMs(ctx),
): Promise<{ prizes: number; paidCents: number } | null> {
  const nowIso = new Date(now).toISOString();
  return writeTransaction(ctx.db, async (trx) => {
    const tctx: AppContext = { ...ctx, db: trx };
    // The claim: only one run turns it paid; on PostgreSQL a second waits on the row, then
    // finds it paid.
    const claimed = await trx
      .updateTable('tournaments')
      .set({ status: 'paid', paid_at: nowIso, scored_at: nowIso })
      .where('id', '=', id)
      .where('merchant_code', '=', ctx.merchantCode)
      .where('status', '=', 'active')
      .where('ends_at', '<=', new Date(now - SETTLE_MS).toISOString())
      .returning([
        'id',
        'merchant_code',
        'title_pt',
        'title_en',
        'starts_at',
        'ends_at',
        'rule',
        'min_bet_cents',
        'status',
        'scored_at',
      ])
      .executeTakeFirst();
    if (!claimed) return null;
    const tournament = {
      ...claimed,
      id: Number(claimed.id),
      min_bet_cents: Number(claimed.min_bet_cents),
    };
    await storeStandings(trx, id, await computeStandings(trx, tournament), nowIso);

    const prizes = (
      await trx
        .selectFrom('tournament_prizes')
        .select(['from_rank', 'to_rank', 'amount_cents'])
        .where('tournament_id', '=', id)
        .orderBy('from_rank')
        .execute()
    ).map((row) => ({
      fromRank: row.from_rank,
      toRank: row.to_rank,
      amountCents: Number(row.amount_cents),
    }));
    const lastRank = Math.max(0, ...prizes.map((prize) => prize.toRank));
    const winners = await topOfBoard(trx, id, lastRank);
    const { symbol } = await merchantCurrency(trx, ctx.merchantCode);
    let paidCents = 0;
    let count = 0;
    for (const [index, winner] of winners.entries()) {
      const rank = index + 1;
      const amountCents = prizeOf(prizes, rank);
      await trx
        .updateTable('tournament_entries')
        .set({ final_rank: rank, prize_cents: amountCents })
        .where('id', '=', winner.id)
        .execute();
      if (amountCents <= 0) continue;
      await transfer(tctx, {
        idempotencyKey: prizeKey(id, rank),
        from: { kind: 'house', name: 'bonus' },
        to: { kind: 'member', memberId: winner.member_id },
        amountCents,
        kind: 'tournament.prize',
        reference: `tournament:${id}`,
        now,
      });
      const amount = {
        pt: `${symbol} ${formatAmount(amountCents, 'pt-BR')}`,
        en: `${symbol} ${formatAmount(amountCents, 'en-US')}`,
      };
      const title = { pt: escapeHtml(claimed.title_pt), en: escapeHtml(claimed.title_en) };
      await sendMessage(
        trx,
        ctx.merchantCode,
        {
          to: winner.member_id,
          code: `tournament:${id}:prize:${winner.member_id}`,
          sentAt: new Date(now),
          title: { pt: 'Você ganhou um prêmio de torneio', en: 'You won a tournament prize' },
          content: {
            pt: `<p>Você terminou o torneio ${title.pt} em ${rank}º lugar e ganhou ${amount.pt}. O prêmio já está no seu saldo.</p>`,
            en: `<p>You finished the tournament ${title.en} in place ${rank} and won ${amount.en}. The prize is already in your balance.</p>`,
          },
        },
        ctx.live,
      );
      paidCents += amountCents;
      count += 1;
    }
    return { prizes: count, paidCents };
  });
}
