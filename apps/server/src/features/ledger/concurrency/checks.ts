import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema/tables.ts';
import {
  HUGE_DEBIT_CENTS,
  creditAmount,
  creditRound,
  debitAmount,
  keyOf,
  requestBody,
  rollbackTarget,
  spinBet,
  type ClientPlan,
  type OpKind,
  type Outcome,
  type Variant,
} from './plan.ts';

/**
 * The invariants the ledger concurrency test asserts after the run, as a list of violations
 * (empty when all hold). Kept apart from the test so the test can also feed it a deliberately
 * broken ledger and see it complain: a checker that cannot fail proves nothing.
 *
 * Three sources are compared: the answers the clients got, the whole ledger as stored, and
 * the game rounds. Each check says which failure it is there to catch.
 */

export interface RunFacts {
  merchantCode: string;
  vendorCode: string;
  memberId: number;
  /** The member's balance once funded, before the first request. */
  startBalanceCents: number;
  /** The funding transfer: the member's entries after it are the run's. */
  fundingTransferId: number;
  /** Money the test paid into the wallet during the run (no answer accounts for it). */
  topUps?: { key: string; amountCents: number }[];
  plan: Pick<ClientPlan, 'betOptionsCents' | 'memberId' | 'token' | 'pools'>;
  outcomes: Outcome[];
}

export interface RunSummary {
  violations: string[];
  /** The member's balance the answers add up to (start + what each applied call moved). */
  expectedBalanceCents: number;
  /** Distinct keys that succeeded, per kind. */
  applied: Record<OpKind, number>;
}

const CONFLICT = 'ledger.idempotency.conflict';
const NO_FUNDS = 'wallet.insufficient.funds';
/**
 * The round rules' refusals (decision 028): a credit whose bet has not landed (or never will),
 * a credit beyond its round's cap (a rolled-back bet leaves none), a rollback of a paid round,
 * a bet whose rollback came first.
 */
const ROUND_REFUSALS = new Set([
  'vendor.round.unknown',
  'vendor.credit.exceeds.round',
  'vendor.rollback.round.settled',
  'vendor.bet.rolled.back',
]);
/** A refusal that moved nothing and keeps its body under the key (no answer stored). */
const refused = (o: Outcome) =>
  o.status === 409 && !o.success && (o.errorCode === NO_FUNDS || ROUND_REFUSALS.has(o.errorCode!));
/** Enough examples to see a pattern without burying the report. */
const MAX_PER_CHECK = 5;

class Violations {
  readonly list: string[] = [];
  private readonly seen = new Map<string, number>();
  add(check: string, detail: string): void {
    const count = (this.seen.get(check) ?? 0) + 1;
    this.seen.set(check, count);
    if (count <= MAX_PER_CHECK) this.list.push(`${check}: ${detail}`);
    else if (count === MAX_PER_CHECK + 1) this.list.push(`${check}: ... (more)`);
  }
}

interface SpinRound {
  roundId: number;
  betCents: number;
  winCents: number;
}

/** What one key ended up as, according to the answers. */
interface AppliedKey {
  kind: OpKind;
  n: number;
  variant: Variant;
  value: unknown;
}

function mapKey(kind: OpKind, n: number): string {
  return `${kind}:${n}`;
}

/** Answers alone: every answer is one the rules allow, and repeats agree with the first. */
function checkAnswers(facts: RunFacts, v: Violations): Map<string, AppliedKey> {
  const byKey = new Map<string, Outcome[]>();
  for (const outcome of facts.outcomes) {
    const key = mapKey(outcome.kind, outcome.n);
    const list = byKey.get(key) ?? [];
    list.push(outcome);
    byKey.set(key, list);
  }
  const applied = new Map<string, AppliedKey>();
  for (const [key, outcomes] of byKey) {
    const successes = outcomes.filter((o) => o.status === 200 && o.success);
    for (const o of outcomes) {
      const refusedAsAllowed =
        (o.status === 409 && !o.success && o.errorCode === CONFLICT) || refused(o);
      // Anything else (a 500, a lock timeout surfacing as an error, a 400) is a bug under load.
      if (!(o.status === 200 && o.success) && !refusedAsAllowed) {
        v.add('unexpected answer', `${key} ${o.variant}: ${o.status} ${o.errorCode ?? ''}`);
      }
    }
    const variants = new Set(successes.map((o) => o.variant));
    // One key, two bodies both accepted: the request hash did not guard the key.
    if (variants.size > 1) v.add('key accepted with two bodies', key);
    const first = successes[0];
    if (first) {
      const comparable = (o: Outcome) =>
        o.kind === 'spin' ? (o.value as { round: unknown }).round : o.value;
      for (const o of successes.slice(1)) {
        // A repeat must return the first result (same round, same stored answer), not a new one.
        if (!isDeepStrictEqual(comparable(o), comparable(first))) {
          v.add('repeat answered differently', `${key}: ${JSON.stringify(comparable(o))}`);
        }
      }
      applied.set(key, {
        kind: first.kind,
        n: first.n,
        variant: first.variant,
        value: first.value,
      });
    }
    for (const o of outcomes) {
      // A conflict is only right when the key was taken by the other body: accepted, or refused
      // (a refusal keeps its body so the key is retried with it only).
      const taken = outcomes.some((s) => s.variant !== o.variant && (s.success || refused(s)));
      if (o.errorCode === CONFLICT && !taken) {
        v.add('conflict without a different accepted or refused body', `${key} ${o.variant}`);
      }
    }
    if (outcomes[0]!.kind === 'debit') {
      const n = outcomes[0]!.n;
      // A stake beyond any balance the run can reach must always be refused.
      if (debitAmount(n, 'canonical') >= HUGE_DEBIT_CENTS && successes.length > 0) {
        v.add('debit beyond the balance accepted', key);
      }
    }
  }
  return applied;
}

interface TransferRow {
  id: number;
  key: string;
  kind: string;
  amount: number;
  from: number;
  to: number;
  memberBalance: number | null;
}
interface EntryRow {
  id: number;
  account: number;
  transfer: number;
  amount: number;
  balanceAfter: number;
}
interface AccountRow {
  id: number;
  kind: string;
  ownerKey: string;
  balance: number;
}

async function loadLedger(db: Kysely<Database>, merchantCode: string) {
  const accounts: AccountRow[] = (
    await db
      .selectFrom('ledger_accounts')
      .select(['id', 'kind', 'owner_key', 'balance_cents'])
      .where('merchant_code', '=', merchantCode)
      .execute()
  ).map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    ownerKey: r.owner_key,
    balance: Number(r.balance_cents),
  }));
  const transfers: TransferRow[] = (
    await db
      .selectFrom('ledger_transfers')
      .select([
        'id',
        'idempotency_key',
        'kind',
        'amount_cents',
        'from_account_id',
        'to_account_id',
        'member_balance_cents',
      ])
      .where('merchant_code', '=', merchantCode)
      .orderBy('id')
      .execute()
  ).map((r) => ({
    id: Number(r.id),
    key: r.idempotency_key,
    kind: r.kind,
    amount: Number(r.amount_cents),
    from: Number(r.from_account_id),
    to: Number(r.to_account_id),
    memberBalance: r.member_balance_cents === null ? null : Number(r.member_balance_cents),
  }));
  const entries: EntryRow[] = (
    await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['e.id', 'e.account_id', 'e.transfer_id', 'e.amount_cents', 'e.balance_after_cents'])
      .where('a.merchant_code', '=', merchantCode)
      .orderBy('e.id')
      .execute()
  ).map((r) => ({
    id: Number(r.id),
    account: Number(r.account_id),
    transfer: Number(r.transfer_id),
    amount: Number(r.amount_cents),
    balanceAfter: Number(r.balance_after_cents),
  }));
  return { accounts, transfers, entries };
}

/** The stored ledger alone, every account of the merchant, not only the test member's. */
function checkLedger(ledger: Awaited<ReturnType<typeof loadLedger>>, v: Violations): void {
  const { accounts, transfers, entries } = ledger;
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  const entriesByTransfer = new Map<number, EntryRow[]>();
  for (const e of entries) {
    const list = entriesByTransfer.get(e.transfer) ?? [];
    list.push(e);
    entriesByTransfer.set(e.transfer, list);
  }
  const keys = new Map<string, number>();
  for (const t of transfers) {
    // The unique index should make this impossible; checked here so dropping it cannot pass.
    keys.set(t.key, (keys.get(t.key) ?? 0) + 1);
    const own = entriesByTransfer.get(t.id) ?? [];
    const debit = own.find((e) => e.amount < 0);
    const credit = own.find((e) => e.amount > 0);
    // Double entry: one side out of `from`, one side into `to`, the same amount, nothing else.
    if (
      own.length !== 2 ||
      t.amount <= 0 ||
      debit?.account !== t.from ||
      credit?.account !== t.to ||
      debit.amount !== -t.amount ||
      credit.amount !== t.amount
    ) {
      v.add('transfer not two balanced entries', `transfer ${t.id} (${t.key})`);
    }
    // The balance a replay answers with is the one stored on the transfer: it must be the entry's.
    const memberSide = own.find((e) => accountById.get(e.account)?.kind === 'member');
    if (memberSide && t.memberBalance !== memberSide.balanceAfter) {
      v.add('stored member balance differs from its entry', `transfer ${t.id} (${t.key})`);
    }
  }
  for (const [key, count] of keys) {
    if (count > 1) v.add('idempotency key applied more than once', `${key} x${count}`);
  }
  // A closed system: money only moves between accounts, so everything sums to zero.
  const entrySum = entries.reduce((sum, e) => sum + e.amount, 0);
  if (entrySum !== 0) v.add('entries do not sum to zero', String(entrySum));
  const balanceSum = accounts.reduce((sum, a) => sum + a.balance, 0);
  if (balanceSum !== 0) v.add('account balances do not sum to zero', String(balanceSum));

  const running = new Map<number, number>();
  for (const e of entries) {
    const account = accountById.get(e.account);
    const before = running.get(e.account) ?? 0;
    const after = before + e.amount;
    running.set(e.account, after);
    // In id order each entry must continue its account's running balance: a lost update or
    // two transfers reading the same old balance breaks the chain.
    if (e.balanceAfter !== after) {
      v.add(
        'balance chain broken',
        `entry ${e.id} of ${account?.ownerKey}: ${e.balanceAfter} != ${after}`,
      );
    }
    // A member's wallet never goes below zero, at any moment, not only at the end.
    if (account?.kind === 'member' && e.balanceAfter < 0) {
      v.add('member balance below zero', `entry ${e.id} of ${account.ownerKey}: ${e.balanceAfter}`);
    }
  }
  for (const a of accounts) {
    // The balance column is a cache of the entries: it must equal their sum.
    if (a.balance !== (running.get(a.id) ?? 0)) {
      v.add(
        'balance differs from its entries',
        `${a.ownerKey}: ${a.balance} != ${running.get(a.id) ?? 0}`,
      );
    }
    if (a.kind === 'member' && a.balance < 0) v.add('member balance below zero', a.ownerKey);
  }
}

/** What one applied key must have moved, from the answer and the body its variant sends. */
function expectedTransfers(
  facts: RunFacts,
  key: AppliedKey,
  debitsApplied: Map<number, number>,
  v: Violations,
): Array<{ key: string; amount: number; memberDelta: number }> {
  const prefix = `vendor:${facts.vendorCode}`;
  switch (key.kind) {
    case 'spin': {
      const round = (key.value as { round: SpinRound }).round;
      const bet = spinBet(facts.plan, key.n, key.variant);
      // The round must be of the bet that was asked for.
      if (round.betCents !== bet) v.add('round bet differs from the request', `spin ${key.n}`);
      const base = `bgs:${facts.memberId}:${keyOf('spin', key.n)}`;
      const moves = [{ key: base, amount: bet, memberDelta: -bet }];
      if (round.winCents > 0) {
        moves.push({ key: `${base}:win`, amount: round.winCents, memberDelta: round.winCents });
      }
      return moves;
    }
    case 'debit': {
      const amount = debitAmount(key.n, key.variant);
      return [{ key: `${prefix}:debit:${keyOf('debit', key.n)}`, amount, memberDelta: -amount }];
    }
    case 'credit': {
      const amount = creditAmount(key.n, key.variant);
      return [{ key: `${prefix}:credit:${keyOf('credit', key.n)}`, amount, memberDelta: amount }];
    }
    case 'rollback': {
      const status = (key.value as { status: string }).status;
      if (status !== 'ok') return [];
      const target = rollbackTarget(facts.plan.pools, key.n, key.variant);
      const amount = debitsApplied.get(target);
      // A reversal of a bet that never moved money would create money.
      if (amount === undefined) {
        v.add('rollback of a bet that was not applied', `rollback ${key.n} -> debit ${target}`);
        return [];
      }
      return [{ key: `${prefix}:rollback:${keyOf('debit', target)}`, amount, memberDelta: amount }];
    }
  }
}

export async function checkRun(db: Kysely<Database>, facts: RunFacts): Promise<RunSummary> {
  const v = new Violations();
  const applied = checkAnswers(facts, v);
  const ledger = await loadLedger(db, facts.merchantCode);
  checkLedger(ledger, v);

  const debitsApplied = new Map<number, number>();
  for (const key of applied.values()) {
    if (key.kind === 'debit') debitsApplied.set(key.n, debitAmount(key.n, key.variant));
  }
  // Each bet is reversed by exactly one rollback id answered 'ok'; the others say it was done.
  const okRollbacks = new Map<number, number>();
  for (const key of applied.values()) {
    if (key.kind !== 'rollback') continue;
    const status = (key.value as { status: string }).status;
    const target = rollbackTarget(facts.plan.pools, key.n, key.variant);
    if (status === 'ok') okRollbacks.set(target, (okRollbacks.get(target) ?? 0) + 1);
  }
  for (const [target, count] of okRollbacks) {
    if (count > 1) v.add('bet reversed by more than one rollback', `debit ${target} x${count}`);
  }
  for (const key of applied.values()) {
    if (key.kind !== 'rollback') continue;
    const status = (key.value as { status: string }).status;
    const target = rollbackTarget(facts.plan.pools, key.n, key.variant);
    if (status === 'already_rolled_back' && !okRollbacks.has(target)) {
      v.add('already_rolled_back but no rollback applied', `rollback ${key.n} -> debit ${target}`);
    }
  }
  // A win needs the bet of its round (credit n pays round vr-n of debit n), still standing: a
  // rollback after the win is refused, and after a rollback the round has no stake to pay.
  for (const key of applied.values()) {
    if (key.kind !== 'credit') continue;
    const bet = creditRound(key.n);
    if (bet === null || !debitsApplied.has(bet)) {
      v.add('credit without a bet in its round', `credit ${key.n}`);
    } else if (okRollbacks.has(bet)) v.add('credit in a round whose bet was reversed', `${bet}`);
  }

  const expected = new Map<string, number>();
  let expectedBalance = facts.startBalanceCents;
  const appliedCounts: Record<OpKind, number> = { spin: 0, debit: 0, credit: 0, rollback: 0 };
  for (const key of applied.values()) {
    appliedCounts[key.kind] += 1;
    for (const move of expectedTransfers(facts, key, debitsApplied, v)) {
      expected.set(move.key, move.amount);
      expectedBalance += move.memberDelta;
    }
  }

  for (const topUp of facts.topUps ?? []) {
    expected.set(topUp.key, topUp.amountCents);
    expectedBalance += topUp.amountCents;
  }

  const member = ledger.accounts.find((a) => a.ownerKey === `member:${facts.memberId}`);
  if (!member) {
    v.add('member account missing', String(facts.memberId));
    return { violations: v.list, expectedBalanceCents: expectedBalance, applied: appliedCounts };
  }
  const runTransfers = ledger.transfers.filter(
    (t) => t.id > facts.fundingTransferId && (t.from === member.id || t.to === member.id),
  );
  const seen = new Set<string>();
  for (const t of runTransfers) {
    seen.add(t.key);
    const amount = expected.get(t.key);
    // Money moved that no answer accounts for: a key applied twice, or a refused call that
    // moved money anyway.
    if (amount === undefined) {
      v.add('transfer no answer accounts for', `${t.key} (${t.amount}) ${askedFor(facts, t.key)}`);
    } else if (amount !== t.amount)
      v.add('transfer amount differs from the answer', `${t.key}: ${t.amount} != ${amount}`);
  }
  for (const key of expected.keys()) {
    // An answer that said "done" without money moving.
    if (!seen.has(key)) v.add('answered transfer missing from the ledger', key);
  }

  const runEntries = ledger.entries.filter(
    (e) => e.account === member.id && e.transfer > facts.fundingTransferId,
  );
  const fromEntries = facts.startBalanceCents + runEntries.reduce((sum, e) => sum + e.amount, 0);
  // The wallet is its start plus its entries, and that is what the answers add up to.
  if (member.balance !== fromEntries) {
    v.add('wallet is not start plus its entries', `${member.balance} != ${fromEntries}`);
  }
  if (member.balance !== expectedBalance) {
    v.add('wallet is not what the answers add up to', `${member.balance} != ${expectedBalance}`);
  }

  await checkRounds(db, facts, applied, ledger.transfers, v);
  return { violations: v.list, expectedBalanceCents: expectedBalance, applied: appliedCounts };
}

/** The answers of the requests that asked for this ledger key, to show what moved the money. */
function askedFor(facts: RunFacts, ledgerKey: string): string {
  const answers = facts.outcomes
    .filter((o) => {
      const body = requestBody(facts.plan, o.kind, o.n, o.variant);
      const prefix = `vendor:${facts.vendorCode}`;
      switch (o.kind) {
        case 'spin':
          return ledgerKey.startsWith(`bgs:${facts.memberId}:${body.idempotencyKey}`);
        case 'rollback':
          return ledgerKey === `${prefix}:rollback:${body.betTransactionId}`;
        default:
          return ledgerKey === `${prefix}:${o.kind}:${body.transactionId}`;
      }
    })
    .map(
      (o) =>
        `${o.kind} ${o.n} ${o.variant}: ${o.status} ${o.errorCode ?? (o.value as { status?: string } | null)?.status ?? ''}`,
    );
  return `asked by [${answers.join('; ')}]`;
}

/** One real-money round per applied spin key, the one the answers named, with its transfers. */
async function checkRounds(
  db: Kysely<Database>,
  facts: RunFacts,
  applied: Map<string, AppliedKey>,
  transfers: TransferRow[],
  v: Violations,
): Promise<void> {
  const rounds = await db
    .selectFrom('game_rounds')
    .select(['id', 'idempotency_key', 'seed_id', 'nonce', 'bet_transfer_id', 'win_transfer_id'])
    .where('merchant_code', '=', facts.merchantCode)
    .where('member_id', '=', facts.memberId)
    .where('play_money', '=', 0)
    .execute();
  const transferByKey = new Map(transfers.map((t) => [t.key, t.id]));
  const spins = [...applied.values()].filter((k) => k.kind === 'spin');
  // A spin refused for funds must leave no round behind; an accepted one exactly one.
  if (rounds.length !== spins.length) {
    v.add('rounds differ from accepted spins', `${rounds.length} != ${spins.length}`);
  }
  const roundByKey = new Map(rounds.map((r) => [r.idempotency_key, r]));
  for (const spin of spins) {
    const key = keyOf('spin', spin.n);
    const round = roundByKey.get(key);
    const answered = (spin.value as { round: SpinRound }).round;
    const ledgerKey = `bgs:${facts.memberId}:${key}`;
    if (!round || Number(round.id) !== answered.roundId) {
      v.add('round differs from the answer', key);
      continue;
    }
    // The round points at the money it moved.
    const bet = transferByKey.get(ledgerKey);
    const win = transferByKey.get(`${ledgerKey}:win`) ?? null;
    if (Number(round.bet_transfer_id) !== bet || (round.win_transfer_id ?? null) !== win) {
      v.add('round not linked to its transfers', key);
    }
  }
  // Provably fair: each nonce of a seed serves one round only.
  const nonces = new Set(rounds.map((r) => `${r.seed_id}:${r.nonce}`));
  if (nonces.size !== rounds.length)
    v.add('nonce used by two rounds', `${rounds.length - nonces.size}`);
}
