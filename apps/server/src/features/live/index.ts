import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import { afterCommit } from '../ledger/write-transaction.ts';
import type { EventBus, LiveMessage } from './event-bus.ts';

/** Live events' public entry (issue 26, decision 062). */
export { localBus, redisBus, type EventBus, type LiveMessage } from './event-bus.ts';
export { registerLiveRoutes } from './live.routes.ts';

/**
 * Publishes once what `db`'s write transaction did is visible: a page that refetches on the
 * event must read the new figures. A transaction writeTransaction did not open hides its end;
 * its event goes at once (registration's opening credit is the one such money write).
 */
export function publishAfterCommit(
  db: Kysely<Database>,
  live: EventBus | undefined,
  message: LiveMessage,
): void {
  if (!live) return;
  if (!afterCommit(db, () => live.publish(message))) live.publish(message);
}
