import type { Kysely } from 'kysely';
import { BgsSessionValue, PLAY_API, bgsPath } from '@app/contracts';
import type { Database } from '../db/schema/tables.ts';
import { transferIn } from '../features/ledger/ledger.service.ts';
import { insertMember, sessionCookieFor } from './members.ts';
import { firstSlotGameId } from './games.ts';

/** A member funded through the ledger, signed in, and the first BGS slot's session for them. */
export interface Spinner {
  memberId: number;
  /** The house's grant of the funds. */
  fundingTransferId: number;
  cookie: string;
  gameId: number;
  /** The game session the server answered (bets, seeds, balance). */
  session: BgsSessionValue;
}

/**
 * What the spin load tests and the spin benchmark start from: a new member with `fundsCents`
 * granted by the house (one ledger transfer), a live session, and the first BGS slot's game
 * session fetched over HTTP from the running server at `baseUrl`.
 */
export async function fundedSpinner(
  db: Kysely<Database>,
  baseUrl: string,
  {
    merchantCode,
    fundsCents,
    userName,
  }: { merchantCode: string; fundsCents: number; userName?: string },
): Promise<Spinner> {
  const member = await insertMember(db, userName === undefined ? {} : { user_name: userName });
  const funding = await transferIn(db, merchantCode, {
    idempotencyKey: `fund:${member.id}`,
    from: { kind: 'house', name: 'bonus' },
    to: { kind: 'member', memberId: member.id },
    amountCents: fundsCents,
    kind: 'seed.grant',
  });
  const cookie = await sessionCookieFor(db, member.id);
  const gameId = await firstSlotGameId(db);
  const response = await fetch(baseUrl + bgsPath(PLAY_API.bgsSession, gameId), {
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`game session answered ${response.status}`);
  const session = BgsSessionValue.parse(((await response.json()) as { value: unknown }).value);
  return {
    memberId: member.id,
    fundingTransferId: funding.transferId,
    cookie,
    gameId,
    session,
  };
}
