/**
 * The player of the bench's spin scenario: a member written straight into the running server's
 * database (the same file or schema), funded through the ledger with more than the run can
 * spend, with a live session. Returns what the load generator needs to spin as that member.
 */
import { BgsSessionValue, PLAY_API, bgsPath } from '@app/contracts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { transferIn } from '../apps/server/src/features/ledger/ledger.service.ts';
import { insertMember, sessionCookieFor } from '../apps/server/src/testing/members.ts';
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
    const member = await insertMember(db, { user_name: `bench${Date.now()}` });
    await transferIn(db, merchantCode, {
      idempotencyKey: `bench:fund:${member.id}`,
      from: { kind: 'house', name: 'bonus' },
      to: { kind: 'member', memberId: member.id },
      amountCents: FUNDS_CENTS,
      kind: 'seed.grant',
    });
    const cookie = await sessionCookieFor(db, member.id);
    const game = await db
      .selectFrom('games')
      .select('game_id')
      .where('vendor_code', '=', 'BGS')
      .where('slot_model', 'is not', null)
      .orderBy('game_id')
      .executeTakeFirstOrThrow();
    const response = await fetch(baseUrl + bgsPath(PLAY_API.bgsSession, game.game_id), {
      headers: { cookie },
    });
    if (!response.ok) throw new Error(`game session answered ${response.status}`);
    const session = BgsSessionValue.parse(((await response.json()) as { value: unknown }).value);
    return {
      cookie,
      gameId: game.game_id,
      betCents: session.minBetCents,
      path: bgsPath(PLAY_API.bgsSpin, game.game_id),
    };
  } finally {
    await opened.destroy();
  }
}
