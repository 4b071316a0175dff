import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema/tables.ts';
import { AppError } from '../errors.ts';
import type { AppMetrics } from './metrics.ts';
import type { EventBus } from '../features/live/event-bus.ts';

/** What every feature's routes receive: no globals, so tests build isolated apps. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  merchantCode: string;
  /**
   * Epoch milliseconds now. The lottery's lock and draw times are read on this clock, so tests
   * can move time instead of waiting for it (buildApp's `clock` option; Date.now otherwise).
   */
  clock?: () => number;
  /**
   * The wall clock under that (never moved by POST /dev/clock): what an authenticator app, a
   * setup link's expiry and an operator session's idle time are read on (buildApp's `clock`
   * option, else Date.now).
   */
  wallClock?: () => number;
  /** The app's metrics (decision 060); absent in commands and with METRICS_TOKEN unset. */
  metrics?: AppMetrics | null;
  /**
   * Live events to every instance (decision 062): a member's balance or inbox changed, a draw
   * moved. Absent in commands and seeds, which nobody watches live.
   */
  live?: EventBus;
}

/** Epoch ms on the wall clock (see AppContext.wallClock). */
export function wallMs(ctx: Pick<AppContext, 'wallClock'>): number {
  return ctx.wallClock ? ctx.wallClock() : Date.now();
}

/** Epoch ms on the context's clock. */
export function nowMs(ctx: Pick<AppContext, 'clock'>): number {
  return ctx.clock ? ctx.clock() : Date.now();
}

/**
 * One server serves one merchant (MERCHANT_CODE). A call naming another merchant gets 404
 * instead of that merchant's look-alike data.
 */
export function assertMerchant(ctx: AppContext, merchantCode: string | undefined): void {
  if (merchantCode !== undefined && merchantCode.toUpperCase() !== ctx.merchantCode.toUpperCase()) {
    throw new AppError('merchant.not.found', 404, merchantCode);
  }
}

/** Parses a JSON text column, falling back when an operator left it broken. */
export function parseJsonColumn<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The merchant's currency (code and symbol), as its settings name it. */
export async function merchantCurrency(
  db: Kysely<Database>,
  merchantCode: string,
): Promise<{ code: string; symbol: string }> {
  const row = await db
    .selectFrom('merchants')
    .select(['currency_code', 'currency_symbol'])
    .where('code', '=', merchantCode)
    .executeTakeFirst();
  if (!row) throw new AppError('merchant.not.found', 404, merchantCode);
  return { code: row.currency_code, symbol: row.currency_symbol };
}
