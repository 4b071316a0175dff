/**
 * The workload of the ledger concurrency test, shared by the test (which checks the answers)
 * and the client processes (which send the requests). Every body is a pure function of its key
 * number and variant, so the test knows what each answered request asked for without the
 * client having to send it back, and two processes that pick the same key send the same body.
 * No imports from the app: the client is a plain Node process run by type stripping.
 */

export type OpKind = 'spin' | 'debit' | 'credit' | 'rollback';
export const OP_KINDS: readonly OpKind[] = ['spin', 'debit', 'credit', 'rollback'];

/** 'canonical' is the body every repeat sends; 'other' reuses the key with a changed body. */
export type Variant = 'canonical' | 'other';

export interface ClientPlan {
  /** Full URLs, built by the test from the contracts (the client imports nothing of the app). */
  urls: Record<OpKind, string>;
  /** Header names of the vendor signature, from the contracts. */
  signatureHeader: string;
  timestampHeader: string;
  cookie: string;
  /** The session token inside the cookie: vendor debits need the live launch token. */
  token: string;
  memberId: number;
  gameId: number;
  betOptionsCents: number[];
  vendorCode: string;
  vendorSecret: string;
  worker: number;
  seed: number;
  /** Requests this process sends. */
  requests: number;
  /** Requests each process keeps in flight at once. */
  inFlight: number;
  /** How many key numbers each kind draws from (smaller than its request count: keys repeat). */
  pools: Record<OpKind, number>;
  /** Where the client writes its outcomes (JSON). */
  outFile: string;
}

/** One answered request as the client saw it. */
export interface Outcome {
  kind: OpKind;
  n: number;
  variant: Variant;
  status: number;
  success: boolean;
  errorCode: string | null;
  value: unknown;
}

/** Share of each kind among the requests (sums to 1). */
export const MIX: Record<OpKind, number> = { spin: 0.55, debit: 0.2, credit: 0.12, rollback: 0.13 };
/** Share of requests that reuse a key with a changed body (must be refused as a conflict). */
export const OTHER_BODY_SHARE = 0.1;
/** Share of requests sent as two identical calls at the same moment (a retry racing itself). */
export const TWIN_SHARE = 0.1;
/**
 * Every this many debit numbers is a stake far beyond any balance the run can reach, yet within
 * the contracts' ceiling of one vendor amount (VENDOR_AMOUNT_CEILING_CENTS, 10^10) even with
 * the other variant's extra cent, so it is refused for funds, not as invalid.
 */
export const HUGE_DEBIT_EVERY = 8;
export const HUGE_DEBIT_CENTS = 9_000_000_000;

export function spinKey(n: number): string {
  return `spin-${n}`;
}
export function debitId(n: number): string {
  return `d-${n}`;
}
export function creditId(n: number): string {
  return `c-${n}`;
}
export function rollbackId(n: number): string {
  return `rb-${n}`;
}

/** The key the outcome is about, as the server names it before the ledger prefixes it. */
export function keyOf(kind: OpKind, n: number): string {
  switch (kind) {
    case 'spin':
      return spinKey(n);
    case 'debit':
      return debitId(n);
    case 'credit':
      return creditId(n);
    case 'rollback':
      return rollbackId(n);
  }
}

export function spinBet(plan: Pick<ClientPlan, 'betOptionsCents'>, n: number, variant: Variant) {
  const options = plan.betOptionsCents;
  return options[(n + (variant === 'other' ? 1 : 0)) % options.length]!;
}

export function debitAmount(n: number, variant: Variant): number {
  const base = n % HUGE_DEBIT_EVERY === 0 ? HUGE_DEBIT_CENTS : 100 + ((n * 37) % 900);
  return base + (variant === 'other' ? 1 : 0);
}

/** Wins are smaller than stakes on average, so the wallet drains and the run spends much of
 * its time near zero, where a debit that checks the balance wrongly would take it below. */
export function creditAmount(n: number, variant: Variant): number {
  return 50 + ((n * 53) % 600) + (variant === 'other' ? 1 : 0);
}

/**
 * Debit numbers of this remainder (mod 4) are the rollbacks' bets: their rounds get no win, so
 * a rollback is not refused because its round was paid (decision 028), and none is a huge
 * stake (those are multiples of HUGE_DEBIT_EVERY).
 */
const REVERSED = 1;

/**
 * The debit whose round credit n pays (credit n pays round vr-n of debit n, sent a little after
 * it), or null: the credits of the rollbacks' rounds name a round no bet opened.
 */
export function creditRound(n: number): number | null {
  return n % 4 === REVERSED ? null : n;
}

/**
 * The debit number a rollback number reverses: four rollback ids name the same bet, one of the
 * rounds credits leave alone. Debit n goes out at about n / pools.debit of the run and rollback
 * n at n / pools.rollback, later (the debit pool is the larger), so a bet is mostly in before
 * its rollbacks: a rollback that comes first cancels its bet (decision 028).
 */
export function rollbackTarget(pools: ClientPlan['pools'], n: number, variant: Variant): number {
  const slots = Math.max(1, Math.floor(pools.debit / 4));
  return 4 * ((Math.floor(n / 4) + (variant === 'other' ? 1 : 0)) % slots) + REVERSED;
}

export function requestBody(
  plan: Pick<ClientPlan, 'betOptionsCents' | 'memberId' | 'token' | 'pools'>,
  kind: OpKind,
  n: number,
  variant: Variant,
): Record<string, unknown> {
  const playerId = String(plan.memberId);
  switch (kind) {
    case 'spin':
      return { betCents: spinBet(plan, n, variant), idempotencyKey: spinKey(n) };
    case 'debit':
      return {
        token: plan.token,
        transactionId: debitId(n),
        roundId: `vr-${n}`,
        amountCents: debitAmount(n, variant),
      };
    case 'credit':
      return {
        playerId,
        transactionId: creditId(n),
        roundId: creditRound(n) === null ? `no-bet-${n}` : `vr-${n}`,
        amountCents: creditAmount(n, variant),
      };
    case 'rollback':
      return {
        playerId,
        transactionId: rollbackId(n),
        betTransactionId: debitId(rollbackTarget(plan.pools, n, variant)),
      };
  }
}

/** A small seeded generator (mulberry32): runs repeat, and Math.random stays off limits. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
