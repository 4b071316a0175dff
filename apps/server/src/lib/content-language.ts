import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/tables.ts';
import {
  askedLanguage,
  LANGUAGE_COOKIE,
  rawQueryLanguage,
  readCookie,
  toLanguage,
} from './request-language.ts';

/**
 * Merchant content (banners, announcements, promotions, licence, service titles...) exists in
 * PT and EN. VI (a full site language, but merchants write no VI content) reads English;
 * anything else the merchant's default language.
 */
export type ContentLanguage = 'PT' | 'EN';

/** PT, EN (any case) or VI (read as EN); null for anything else. */
export function toContentLanguage(value: unknown): ContentLanguage | null {
  const language = toLanguage(value);
  return language === 'VI' ? 'EN' : language;
}

/** The site's remembered language (cookie), or null without a usable one. */
export function cookieLanguage(request: FastifyRequest): ContentLanguage | null {
  return toContentLanguage(readCookie(request.headers.cookie, LANGUAGE_COOKIE));
}

/** The `language` query parameter as a content language (lib/request-language.ts). */
export function queryLanguage(request: FastifyRequest): ContentLanguage | null {
  return toContentLanguage(rawQueryLanguage(request));
}

/**
 * The content language a request asks for (lib/request-language.ts's one reading, VI as EN);
 * null means "the merchant's default" (resolve with merchantLanguage).
 */
export function requestContentLanguage(request: FastifyRequest): ContentLanguage | null {
  return toContentLanguage(askedLanguage(request));
}

/**
 * A language texts may be stored in: the two content languages, and VI for texts that have a
 * Vietnamese version (our own texts, the demo promotions). A missing VI text falls back to
 * English. Our own texts take the request's language as asked (askedLanguage, VI kept).
 */
export type TextLanguage = ContentLanguage | 'VI';

/** The merchant's default content language (merchants.default_language; PT if unusable). */
export async function merchantLanguage(
  db: Kysely<Database>,
  merchantCode: string,
): Promise<ContentLanguage> {
  const row = await db
    .selectFrom('merchants')
    .select('default_language')
    .where('code', '=', merchantCode)
    .executeTakeFirst();
  return toContentLanguage(row?.default_language) ?? 'PT';
}

export type TranslationEntity =
  | 'banner'
  | 'announcement'
  | 'promotion'
  | 'customer_service'
  | 'merchant'
  | 'merchant_status'
  // Home widgets (migration 015).
  | 'hot_match'
  | 'news'
  | 'member_message'
  // Help centre (migration 013).
  | 'help_topic'
  // Cashier (migration 020): the channels' names and instructions.
  | 'payment_channel';

/** Texts of the given entities in one language: id -> field -> text. */
export async function loadTranslations(
  db: Kysely<Database>,
  merchantCode: string,
  entity: TranslationEntity,
  language: TextLanguage,
  ids: readonly number[],
): Promise<Map<number, Map<string, string>>> {
  const result = new Map<number, Map<string, string>>();
  if (ids.length === 0) return result;
  const rows = await db
    .selectFrom('content_translations')
    .select(['entity_id', 'field', 'text'])
    .where('merchant_code', '=', merchantCode)
    .where('entity', '=', entity)
    .where('language', '=', language)
    .where('entity_id', 'in', [...new Set(ids)])
    .execute();
  for (const row of rows) {
    let fields = result.get(row.entity_id);
    if (!fields) result.set(row.entity_id, (fields = new Map()));
    fields.set(row.field, row.text);
  }
  return result;
}

/**
 * Replaces the listed fields of each row by their translation where one exists; the row's own
 * column (the original text) stays as the fallback.
 */
export async function localizeRows<T extends { id: number }, K extends keyof T & string>(
  db: Kysely<Database>,
  merchantCode: string,
  entity: TranslationEntity,
  language: TextLanguage,
  rows: T[],
  fields: readonly K[],
): Promise<T[]> {
  const translations = await loadTranslations(
    db,
    merchantCode,
    entity,
    language,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const texts = translations.get(row.id);
    if (!texts) return row;
    const copy = { ...row };
    for (const field of fields) {
      const text = texts.get(field);
      if (text !== undefined) (copy as Record<string, unknown>)[field] = text;
    }
    return copy;
  });
}
