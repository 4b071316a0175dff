import type { ProviderDb } from '../db/database.ts';
import { ProviderError } from '../http.ts';

/**
 * Idempotent requests (a table bet, a card action, a bet slip): the client names each request
 * by a key it keeps until it has an answer. The first request with a key claims it and its
 * answer is stored; a retry (a dropped connection, a double tap) gets the stored answer, or
 * 409 `request.in.progress` while the first is still running, and never moves money twice.
 */
export async function onceByKey<T>(
  db: ProviderDb,
  sessionId: string,
  key: string,
  kind: string,
  run: () => Promise<T>,
): Promise<T> {
  const claimed = await db
    .insertInto('requests')
    .values({
      session_id: sessionId,
      key,
      kind,
      answer: null,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['session_id', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) {
    const known = await db
      .selectFrom('requests')
      .select(['answer', 'kind'])
      .where('session_id', '=', sessionId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!known || known.kind !== kind) throw new ProviderError('request.invalid', 400);
    if (known.answer === null) throw new ProviderError('request.in.progress', 409);
    const stored = JSON.parse(known.answer) as {
      error?: { code: string; status: number };
      value?: T;
    };
    if (stored.error) throw new ProviderError(stored.error.code, stored.error.status);
    return stored.value as T;
  }
  try {
    const value = await run();
    await store(db, sessionId, key, { value });
    return value;
  } catch (error) {
    // A refusal is an answer too (a retry of a refused bet is refused again); a crash frees
    // the key, since nothing it started can have been kept without an answer to store.
    const code = (error as { code?: unknown }).code;
    const status = (error as { status?: unknown }).status;
    if (typeof code === 'string' && typeof status === 'number' && status < 500) {
      await store(db, sessionId, key, { error: { code, status } });
    } else {
      await db
        .deleteFrom('requests')
        .where('session_id', '=', sessionId)
        .where('key', '=', key)
        .execute();
    }
    throw error;
  }
}

async function store(db: ProviderDb, sessionId: string, key: string, answer: unknown) {
  await db
    .updateTable('requests')
    .set({ answer: JSON.stringify(answer) })
    .where('session_id', '=', sessionId)
    .where('key', '=', key)
    .execute();
}
