import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  PLAY_API,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VendorBalanceValue,
  WalletBalance,
  bgsPath,
} from '@app/contracts';
import type { Database } from '../../../db/schema/tables.ts';
import { fundedSpinner } from '../../../testing/spinner.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { createTestVendor, type TestVendor } from '../../../testing/vendors.ts';
import { signVendorRequest } from '@app/contracts/signing';
import { memberBalance, transfer } from '../ledger.service.ts';
import { checkRun, type RunFacts } from './checks.ts';
import {
  HUGE_DEBIT_CENTS,
  MIX,
  OP_KINDS,
  debitAmount,
  type ClientPlan,
  type OpKind,
  type Outcome,
} from './plan.ts';

/**
 * Issue 4 "Tests and benchmarks": several processes bet at one wallet over real HTTP at once,
 * with repeated keys, conflicting bodies, twin retries and stakes beyond the balance; afterwards
 * the ledger's invariants must hold exactly (see checks.ts for each one and why). The app
 * listens on a real port in this process; the clients are separate Node processes, so the
 * requests really overlap, and on SQLite the database is a file (WAL and locks are real).
 * Runs on SQLite or PostgreSQL like every server test (DATABASE_URL).
 */

const WORKERS = 4;
const REQUESTS_PER_WORKER = 600;
const IN_FLIGHT = 4;
/**
 * The wallet starts with one top stake (20.00). The run must meet the empty wallet (spins and
 * ordinary debits refused for funds), and slot results are a random walk whose spread over
 * hundreds of spins dwarfs its drift: from 100.00 an early run of wins kept the wallet above
 * every stake for the whole run in 2 of 8 runs logged. From one stake, the sixteen requests in
 * flight at the start find it empty unless the very first rounds pay many times their stake.
 */
const START_CENTS = 2_000;
/**
 * Money the test pays into the wallet while the run goes on (decision 028). A vendor's win now
 * needs a bet of its round, so wins no longer bring money from nowhere and an empty wallet
 * would stay empty for the rest of the run. A small top-up whenever the wallet is below it
 * keeps the wallet near zero, where a debit that checks the balance wrongly would take it
 * below, however fast the machine runs the requests.
 */
const TOP_UP_CENTS = 300;
const TOP_UP_EVERY_MS = 20;
const CLIENT = path.join(import.meta.dirname, 'client.ts');

function runClient(plan: ClientPlan): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', CLIENT], {
      env: { ...process.env, CONCURRENCY_PLAN: JSON.stringify(plan) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4_000);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`client ${plan.worker} exited with ${code}:\n${stderr}`)),
    );
  });
}

/** Throws away whatever `tamper` wrote, after letting `look` see it. */
async function inRolledBack<T>(
  db: Kysely<Database>,
  tamper: (trx: Kysely<Database>) => Promise<void>,
  look: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const undo = new Error('undo');
  let seen: T | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      await tamper(trx);
      seen = await look(trx);
      throw undo;
    });
  } catch (error) {
    if (error !== undo) throw error;
  }
  return seen as T;
}

describe('ledger under concurrent HTTP load from several processes', () => {
  let t: TestApp;
  let baseUrl: string;
  let outDir: string;
  let facts: RunFacts;
  let vendor: TestVendor;

  beforeAll(async () => {
    // The huge stakes must reach the wallet's funds check, not the vendor amount limit.
    t = await createTestApp({ config: { VENDOR_MAX_AMOUNT_CENTS: String(HUGE_DEBIT_CENTS + 1) } });
    vendor = await createTestVendor(t.database.db, { maxMultiplier: 100 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    outDir = mkdtempSync(path.join(os.tmpdir(), 'ledger-concurrency-'));
  });
  afterAll(async () => {
    rmSync(outDir, { recursive: true, force: true });
    await t?.cleanup();
  });

  it('keeps every ledger invariant exactly while four processes bet at one wallet', async () => {
    const db = t.database.db;
    const merchantCode = t.config.MERCHANT_CODE;
    const spinner = await fundedSpinner(db, baseUrl, { merchantCode, fundsCents: START_CENTS });
    const member = { id: spinner.memberId };
    const funding = { transferId: spinner.fundingTransferId };
    const { cookie, session } = spinner;
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const game = { game_id: spinner.gameId };
    // The four largest stakes up to 20.00: spins move real money and meet the empty wallet too.
    const bets = session.betOptionsCents.filter((b) => b <= 2_000).slice(-4);
    expect(bets.length).toBeGreaterThanOrEqual(2);

    const total = WORKERS * REQUESTS_PER_WORKER;
    // About two uses per key: with the sliding window that is well over 30% repeats.
    const pools = Object.fromEntries(
      OP_KINDS.map((kind) => [kind, Math.max(8, Math.round((total * MIX[kind]) / 2))]),
    ) as Record<OpKind, number>;
    const vendorUrl = (p: string) => baseUrl + p.replace(':vendorCode', vendor.vendorCode);
    const plans: ClientPlan[] = Array.from({ length: WORKERS }, (_, worker) => ({
      urls: {
        spin: baseUrl + bgsPath(PLAY_API.bgsSpin, game.game_id),
        debit: vendorUrl(API.vendorWalletDebit),
        credit: vendorUrl(API.vendorWalletCredit),
        rollback: vendorUrl(API.vendorWalletRollback),
      },
      signatureHeader: VENDOR_SIGNATURE_HEADER,
      timestampHeader: VENDOR_TIMESTAMP_HEADER,
      cookie,
      token,
      memberId: member.id,
      gameId: game.game_id,
      betOptionsCents: bets,
      vendorCode: vendor.vendorCode,
      vendorSecret: vendor.secret,
      worker,
      seed: 4,
      requests: REQUESTS_PER_WORKER,
      inFlight: IN_FLIGHT,
      pools,
      outFile: path.join(outDir, `worker-${worker}.json`),
    }));
    const topUps: { key: string; amountCents: number }[] = [];
    let running = true;
    const ctx = { config: t.config, db, merchantCode };
    const feeding = (async () => {
      for (let i = 0; running; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, TOP_UP_EVERY_MS));
        if ((await memberBalance(ctx, member.id)) >= TOP_UP_CENTS) continue;
        const key = `test:topup:${member.id}:${i}`;
        await transfer(ctx, {
          idempotencyKey: key,
          from: { kind: 'house', name: 'game' },
          to: { kind: 'member', memberId: member.id },
          amountCents: TOP_UP_CENTS,
          kind: 'seed.grant',
        });
        topUps.push({ key, amountCents: TOP_UP_CENTS });
      }
    })();
    try {
      await Promise.all(plans.map(runClient));
    } finally {
      running = false;
      await feeding;
    }
    const outcomes = plans.flatMap(
      (plan) => JSON.parse(readFileSync(plan.outFile, 'utf8')) as Outcome[],
    );
    expect(outcomes).toHaveLength(total);

    // The issue asks for at least 30% of the bets to reuse a key another request used.
    const distinct = new Set(outcomes.map((o) => `${o.kind}:${o.n}`)).size;
    const repeatShare = (total - distinct) / total;
    expect(repeatShare).toBeGreaterThanOrEqual(0.3);

    facts = {
      merchantCode,
      vendorCode: vendor.vendorCode,
      memberId: member.id,
      startBalanceCents: START_CENTS,
      fundingTransferId: funding.transferId,
      topUps,
      plan: plans[0]!,
      outcomes,
    };
    const summary = await checkRun(db, facts);
    expect(summary.violations).toEqual([]);

    // The balance the API reports, to the member and to a vendor, is the ledger's.
    const wallet = await fetch(baseUrl + API.walletBalance, { headers: { cookie } });
    const walletValue = WalletBalance.parse(((await wallet.json()) as { value: unknown }).value);
    expect(walletValue.sumBalance).toBe(summary.expectedBalanceCents);
    const body = JSON.stringify({ playerId: String(member.id) });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const vendorBalance = await fetch(vendorUrl(API.vendorWalletBalance), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENDOR_TIMESTAMP_HEADER]: timestamp,
        [VENDOR_SIGNATURE_HEADER]: signVendorRequest(vendor.secret, timestamp, body),
      },
      body,
    });
    const vendorValue = VendorBalanceValue.parse(
      ((await vendorBalance.json()) as { value: unknown }).value,
    );
    expect(vendorValue.balanceCents).toBe(summary.expectedBalanceCents);

    // The run must have exercised what it claims to test, or a green result means little.
    const count = (pick: (o: Outcome) => boolean) => outcomes.filter(pick).length;
    const conflicts = (kind: OpKind) =>
      count((o) => o.kind === kind && o.errorCode === 'ledger.idempotency.conflict');
    const successes = count((o) => o.success);
    const appliedKeys = Object.values(summary.applied).reduce((a, b) => a + b, 0);
    const stats = {
      repeatShare: Number(repeatShare.toFixed(2)),
      applied: summary.applied,
      repeatedSuccesses: successes - appliedKeys,
      spinConflicts: conflicts('spin'),
      vendorConflicts: conflicts('debit') + conflicts('credit') + conflicts('rollback'),
      insufficientFunds: count((o) => o.errorCode === 'wallet.insufficient.funds'),
      spinsRefusedForFunds: count(
        (o) => o.kind === 'spin' && o.errorCode === 'wallet.insufficient.funds',
      ),
      ordinaryDebitsRefusedForFunds: count(
        (o) =>
          o.kind === 'debit' &&
          o.errorCode === 'wallet.insufficient.funds' &&
          debitAmount(o.n, o.variant) < HUGE_DEBIT_CENTS,
      ),
      roundRefusals: count((o) => o.errorCode === 'vendor.round.unknown'),
      alreadyRolledBack: count(
        (o) =>
          o.kind === 'rollback' &&
          (o.value as { status?: string })?.status === 'already_rolled_back',
      ),
      finalBalanceCents: summary.expectedBalanceCents,
    };
    console.info(`ledger concurrency (${t.database.kind}): ${JSON.stringify(stats)}`);
    expect(stats.repeatedSuccesses).toBeGreaterThan(0);
    expect(stats.spinConflicts).toBeGreaterThan(0);
    expect(stats.vendorConflicts).toBeGreaterThan(0);
    expect(stats.insufficientFunds).toBeGreaterThan(0);
    // The wallet ran dry during the run: the zero floor was tested under concurrent debits.
    expect(stats.spinsRefusedForFunds).toBeGreaterThan(0);
    expect(stats.ordinaryDebitsRefusedForFunds).toBeGreaterThan(0);
    expect(stats.alreadyRolledBack).toBeGreaterThan(0);
    // Wins of rounds whose bet was refused (every huge stake's) were refused in turn.
    expect(stats.roundRefusals).toBeGreaterThan(0);
    expect(summary.applied.spin).toBeGreaterThan(0);
    expect(summary.applied.rollback).toBeGreaterThan(0);
  }, 180_000);

  // The checker must be able to fail: each case breaks the ledger the way a bug would, inside
  // a transaction that is rolled back, and expects the named violation.
  describe('the checks catch a broken ledger', () => {
    const memberAccount = (db: Kysely<Database>) =>
      db
        .selectFrom('ledger_accounts')
        .select(['id', 'balance_cents'])
        .where('owner_key', '=', `member:${facts.memberId}`)
        .executeTakeFirstOrThrow();

    it('a call applied twice (the same credit moved again under another key)', async () => {
      const violations = await inRolledBack(
        t.database.db,
        async (trx) => {
          const credit = await trx
            .selectFrom('ledger_transfers')
            .selectAll()
            .where('idempotency_key', 'like', `vendor:${facts.vendorCode}:credit:%`)
            .orderBy('id')
            .executeTakeFirstOrThrow();
          const member = await memberAccount(trx);
          const vendor = await trx
            .selectFrom('ledger_accounts')
            .select(['id', 'balance_cents'])
            .where('id', '=', credit.from_account_id)
            .executeTakeFirstOrThrow();
          const amount = Number(credit.amount_cents);
          const memberAfter = Number(member.balance_cents) + amount;
          const vendorAfter = Number(vendor.balance_cents) - amount;
          // A perfectly double-entry transfer: only the answers can tell it should not exist.
          const again = await trx
            .insertInto('ledger_transfers')
            .values({
              merchant_code: facts.merchantCode,
              idempotency_key: `${credit.idempotency_key}:again`,
              request_hash: credit.request_hash,
              kind: credit.kind,
              reference: credit.reference,
              amount_cents: amount,
              from_account_id: vendor.id,
              to_account_id: member.id,
              member_balance_cents: memberAfter,
              created_at: new Date().toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const now = new Date().toISOString();
          await trx
            .insertInto('ledger_entries')
            .values([
              {
                account_id: vendor.id,
                transfer_id: again.id,
                amount_cents: -amount,
                balance_after_cents: vendorAfter,
                created_at: now,
              },
              {
                account_id: member.id,
                transfer_id: again.id,
                amount_cents: amount,
                balance_after_cents: memberAfter,
                created_at: now,
              },
            ])
            .execute();
          await trx
            .updateTable('ledger_accounts')
            .set({ balance_cents: memberAfter })
            .where('id', '=', member.id)
            .execute();
          await trx
            .updateTable('ledger_accounts')
            .set({ balance_cents: vendorAfter })
            .where('id', '=', vendor.id)
            .execute();
        },
        async (trx) => (await checkRun(trx, facts)).violations,
      );
      expect(violations.join('\n')).toContain('transfer no answer accounts for');
      expect(violations.join('\n')).toContain('wallet is not what the answers add up to');
    });

    it('a balance changed without an entry (a lost or doubled update)', async () => {
      const violations = await inRolledBack(
        t.database.db,
        async (trx) => {
          const member = await memberAccount(trx);
          await trx
            .updateTable('ledger_accounts')
            .set({ balance_cents: Number(member.balance_cents) + 1 })
            .where('id', '=', member.id)
            .execute();
        },
        async (trx) => (await checkRun(trx, facts)).violations,
      );
      expect(violations.join('\n')).toContain('balance differs from its entries');
      expect(violations.join('\n')).toContain('account balances do not sum to zero');
    });

    it('a wallet that went below zero on the way', async () => {
      const violations = await inRolledBack(
        t.database.db,
        async (trx) => {
          const member = await memberAccount(trx);
          const entry = await trx
            .selectFrom('ledger_entries')
            .select('id')
            .where('account_id', '=', member.id)
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('ledger_entries')
            .set({ balance_after_cents: -1 })
            .where('id', '=', entry.id)
            .execute();
        },
        async (trx) => (await checkRun(trx, facts)).violations,
      );
      expect(violations.join('\n')).toContain('member balance below zero');
      expect(violations.join('\n')).toContain('balance chain broken');
    });

    it('a repeat that returned a different round', async () => {
      const spins = facts.outcomes.filter((o) => o.kind === 'spin' && o.success);
      const repeated = spins.find((o) => spins.filter((s) => s.n === o.n).length > 1)!;
      const changed = facts.outcomes.map((o) =>
        o === repeated ? { ...o, value: { ...(o.value as object), round: { roundId: -1 } } } : o,
      );
      const { violations } = await checkRun(t.database.db, { ...facts, outcomes: changed });
      expect(violations.join('\n')).toContain('repeat answered differently');
    });
  });
});
