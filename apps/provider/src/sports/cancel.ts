import type { ProviderDb } from '../db/database.ts';

/**
 * Calls off a match that has not ended (an incident, a data failure): the sportsbook's next
 * sweep makes its selections void, returns the stake of a slip whose every match is void
 * (rolled back) and settles the others at odds 1.00 for that leg. Answers whether it did.
 */
export async function cancelFixture(db: ProviderDb, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sport_fixtures')
    .set({ status: 'cancelled' })
    .where('id', '=', id)
    .where('status', 'in', ['scheduled', 'live'])
    .where('ends_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
