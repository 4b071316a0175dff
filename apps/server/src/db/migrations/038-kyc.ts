import type { Kysely } from 'kysely';

/** Identity checks (issue 23, decision 049): documents, reviews, verified identity. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
