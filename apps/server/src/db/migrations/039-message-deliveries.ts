import type { Kysely } from 'kysely';

/** Real messaging (issue 23, decision 050): every SMS and e-mail delivery attempt. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
