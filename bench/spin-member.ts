/**
 * The player of the bench's spin scenario: a member written straight into the running server's
 * database (the same file or schema), funded through the ledger with more than the run can
 * spend, with a live session. Returns what the load generator needs to spin as that member.
 */
import { PLAY_API, bgsPath } from '@app/contracts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { fundedSpinner } from '../apps/server/src/testing/spinner.ts';
import type { DatabaseEnv } from '../e2e/support/server.ts';

/** 100 million in cents: millions of minimum-bet spins cannot run it dry. */
const FUNDS_CENTS = 10_000_000_000;

export interface SpinPlayer {
  cookie: string;
  gameId: number;
  betCents: number;
  path: string;
}

export async function spinPlayer(
  baseUrl: string,
  database: DatabaseEnv,
  merchantCode = 'DEMO',
): Promise<SpinPlayer> {
  const opened = await openDatabase(database);
  try {
    const db = opened.db;
    const { cookie, gameId, session } = await fundedSpinner(db, baseUrl, {
      merchantCode,
      fundsCents: FUNDS_CENTS,
      userName: `bench${Date.now()}`,
    });
    return {
      cookie,
      gameId,
      betCents: session.minBetCents,
      path: bgsPath(PLAY_API.bgsSpin, gameId),
    };
  } finally {
    await opened.destroy();
  }
}
