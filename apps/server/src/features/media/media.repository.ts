import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import type { ProcessedImage } from './media.service.ts';

const LISTED = [
  'id',
  'hash',
  'content_type',
  'width',
  'height',
  'byte_size',
  'original_name',
  'created_at',
] as const;

/** Stores a processed image once (merchant + hash); answers its row, new or already there. */
export async function storeImage(
  db: Kysely<Database>,
  merchantCode: string,
  image: ProcessedImage,
  meta: { originalName: string; createdAt: string; createdBy: number | null },
) {
  await db
    .insertInto('media_images')
    .values({
      merchant_code: merchantCode,
      hash: image.hash,
      content_type: image.contentType,
      width: image.width,
      height: image.height,
      byte_size: image.data.length,
      data: image.data,
      original_name: meta.originalName,
      created_at: meta.createdAt,
      created_by: meta.createdBy,
    })
    .onConflict((oc) => oc.columns(['merchant_code', 'hash']).doNothing())
    .execute();
  return db
    .selectFrom('media_images')
    .select(LISTED)
    .where('merchant_code', '=', merchantCode)
    .where('hash', '=', image.hash)
    .executeTakeFirstOrThrow();
}

export function listImages(db: Kysely<Database>, merchantCode: string, limit: number) {
  return db
    .selectFrom('media_images')
    .select(LISTED)
    .where('merchant_code', '=', merchantCode)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findImageData(db: Kysely<Database>, merchantCode: string, hash: string) {
  return db
    .selectFrom('media_images')
    .select(['content_type', 'data'])
    .where('merchant_code', '=', merchantCode)
    .where('hash', '=', hash)
    .executeTakeFirst();
}

/** The hashes among `hashes` that name a stored image. */
export async function existingHashes(
  db: Kysely<Database>,
  merchantCode: string,
  hashes: readonly string[],
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('media_images')
    .select('hash')
    .where('merchant_code', '=', merchantCode)
    .where('hash', 'in', [...new Set(hashes)])
    .execute();
  return new Set(rows.map((row) => row.hash));
}
