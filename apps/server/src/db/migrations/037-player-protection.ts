import type { Kysely } from 'kysely';

/** Player protection (issue 23, decision 048): limits, breaks, self-exclusion, reality checks. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
