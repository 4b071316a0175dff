import type { Kysely } from 'kysely';

// Placeholder registered ahead of its content (issue 5); filled in by its feature.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
