import { createHash } from 'node:crypto';
import { amountToCents } from '@app/contracts';
import type { AgentTransferResult } from '@app/contracts';
import { amountDetail, AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { memberBalance, transferIn, writeTransaction } from '../ledger/ledger.service.ts';
import { refuseExcludedRecipients } from '../player-protection/index.ts';

/** One recipient as the request named it. */
export interface TransferRequestLine {
  memberId?: number | undefined;
  userName?: string | undefined;
  amount: string | number;
}

/** The ledger kind of a transfer from an agent's wallet to a downline's. */
export const AGENT_TRANSFER_KIND = 'agent.transfer';

/**
 * Transfer (multiple) downline: moves money from the agent's wallet to direct downlines in ONE
 * write transaction, so either every line moves or none does (a bad line, a duplicate or a
 * total above the balance leaves both sides as they were). Line i is keyed
 * `agent.transfer:<agent>:<requestId>:<i>` with the hash of the whole request, so a retry of
 * the same request replays the first answer, and the same id with another body is refused
 * (ledger.idempotency.conflict) before anything moves.
 */
export async function transferToDownlines(
  ctx: AppContext,
  agentId: number,
  requestId: string,
  lines: readonly TransferRequestLine[],
): Promise<AgentTransferResult> {
  const amounts = lines.map((line) => {
    const cents = amountToCents(line.amount);
    if (cents === null)
      throw new AppError('agent.transfer.amount.invalid', 400, String(line.amount));
    // The configured maximum of a line (decision 030): checked before anything moves.
    if (cents > ctx.config.MAX_AGENT_TRANSFER_CENTS) {
      throw new AppError(
        'amount.above.max',
        400,
        amountDetail(ctx.config.MAX_AGENT_TRANSFER_CENTS),
      );
    }
    return cents;
  });

  // Recipients resolve among the agent's direct downlines only: anyone else answers like an
  // unknown member (404), so the call cannot probe other teams.
  const ids = lines.flatMap((line) => (line.memberId === undefined ? [] : [line.memberId]));
  const names = lines.flatMap((line) =>
    line.memberId === undefined && line.userName !== undefined
      ? [line.userName.trim().toLowerCase()]
      : [],
  );
  const found = await ctx.db
    .selectFrom('members')
    .select(['id', 'user_name', 'user_name_key'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('upline_id', '=', agentId)
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('id', 'in', ids)] : []),
        ...(names.length ? [eb('user_name_key', 'in', names)] : []),
      ]),
    )
    .execute();
  const byId = new Map(found.map((row) => [row.id, row]));
  const byName = new Map(found.map((row) => [row.user_name_key, row]));
  const recipients = lines.map((line) => {
    const row =
      line.memberId !== undefined
        ? byId.get(line.memberId)
        : byName.get((line.userName ?? '').trim().toLowerCase());
    if (!row) throw new AppError('agent.downline.not.found', 404);
    return row;
  });
  const seen = new Set<number>();
  for (const row of recipients) {
    if (seen.has(row.id)) throw new AppError('agent.transfer.duplicate', 400, row.user_name);
    seen.add(row.id);
  }
  // A member on a break or self-excluded cannot be reached by transfers (decision 048).
  await refuseExcludedRecipients(ctx, recipients);

  const requestHash = createHash('sha256')
    .update(JSON.stringify(recipients.map((row, i) => [row.id, amounts[i]])))
    .digest('hex');
  const results = await writeTransaction(ctx.db, async (trx) => {
    const done = [];
    for (const [i, row] of recipients.entries()) {
      done.push(
        await transferIn(
          trx,
          ctx.merchantCode,
          {
            idempotencyKey: `${AGENT_TRANSFER_KIND}:${agentId}:${requestId}:${i}`,
            requestHash,
            from: { kind: 'member', memberId: agentId },
            to: { kind: 'member', memberId: row.id },
            amountCents: amounts[i]!,
            kind: AGENT_TRANSFER_KIND,
            reference: requestId,
          },
          ctx,
        ),
      );
    }
    return done;
  });

  const last = results.at(-1)?.memberBalanceCents;
  return {
    requestId,
    replayed: results.every((result) => result.replayed),
    totalCents: amounts.reduce((sum, cents) => sum + cents, 0),
    balanceCents: last ?? (await memberBalance(ctx, agentId)),
    transfers: recipients.map((row, i) => ({
      memberId: row.id,
      userName: row.user_name,
      amountCents: amounts[i]!,
      transferId: results[i]!.transferId,
    })),
  };
}
