import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  BO_MESSAGE_LANGUAGES,
  type BoMessageLanguage,
  type BoMessageTexts,
  type BoPublicationStatus,
} from '@app/contracts/backoffice';
import type { Database } from '../../../db/schema/tables.ts';
import type { TranslationEntity } from '../../../lib/content-language.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';

/**
 * The texts of the messages area's items (decision 002's content_translations): one row per
 * entity, field and language; the entity's own column keeps the EN text (else PT) as the
 * fallback the site shows in a language without a row. Content is operator HTML, cleaned by
 * sanitizeHtml here, where it is stored; titles and summaries are plain text.
 */
export type TextField = 'title' | 'summary' | 'content';
type Db = Kysely<Database>;

/** The texts as they will be stored: HTML cleaned, plain text trimmed. */
export function cleanTexts(
  texts: BoMessageTexts,
): Record<BoMessageLanguage, Record<TextField, string>> {
  const clean = (language: BoMessageLanguage) => {
    const given = texts[language];
    const content = given.content.trim() === '' ? '' : sanitizeHtml(given.content);
    return { title: given.title.trim(), summary: (given.summary ?? '').trim(), content };
  };
  return { PT: clean('PT'), EN: clean('EN') };
}

/** The entity's own column for a field: the EN text, else the PT one. */
export function fallbackText(
  texts: Record<BoMessageLanguage, Record<TextField, string>>,
  field: TextField,
): string {
  return texts.EN.title !== '' ? texts.EN[field] : texts.PT[field];
}

/** Writes each field's text per language; an empty text removes that language's row. */
export async function writeTexts(
  db: Db,
  merchantCode: string,
  entity: TranslationEntity,
  entityId: number,
  texts: Record<BoMessageLanguage, Record<TextField, string>>,
  fields: readonly TextField[],
): Promise<void> {
  for (const language of BO_MESSAGE_LANGUAGES) {
    for (const field of fields) {
      const text = texts[language][field];
      const key = { merchant_code: merchantCode, entity, entity_id: entityId, field, language };
      if (text === '' && !(field === 'summary' && texts[language].title !== '')) {
        await db
          .deleteFrom('content_translations')
          .where('merchant_code', '=', merchantCode)
          .where('entity', '=', entity)
          .where('entity_id', '=', entityId)
          .where('field', '=', field)
          .where('language', '=', language)
          .execute();
        continue;
      }
      await db
        .insertInto('content_translations')
        .values({ ...key, text })
        .onConflict((oc) =>
          oc
            .columns(['merchant_code', 'entity', 'language', 'entity_id', 'field'])
            .doUpdateSet({ text }),
        )
        .execute();
    }
  }
}

/**
 * The texts of some entities in both languages: a language without a row reads '' (EN falls
 * back to the entity's own columns, which hold the EN text or, with none, the PT one).
 */
export async function readTexts<F extends TextField>(
  db: Db,
  merchantCode: string,
  entity: TranslationEntity,
  rows: readonly ({ id: number } & Record<F, string>)[],
  fields: readonly F[],
): Promise<Map<number, Record<BoMessageLanguage, Record<F, string>>>> {
  const result = new Map<number, Record<BoMessageLanguage, Record<F, string>>>();
  if (rows.length === 0) return result;
  const found = await db
    .selectFrom('content_translations')
    .select(['entity_id', 'field', 'language', 'text'])
    .where('merchant_code', '=', merchantCode)
    .where('entity', '=', entity)
    .where('entity_id', 'in', [...new Set(rows.map((row) => row.id))])
    .where('language', 'in', [...BO_MESSAGE_LANGUAGES])
    .execute();
  const empty = () => Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
  for (const row of rows) {
    const own = found.filter((t) => t.entity_id === row.id);
    const texts = { PT: empty(), EN: empty() };
    for (const t of own) {
      if ((fields as readonly string[]).includes(t.field)) {
        texts[t.language as BoMessageLanguage][t.field as F] = t.text;
      }
    }
    // No translation rows at all for a language: EN reads the row's own columns (older rows).
    const hasEn = own.some((t) => t.language === 'EN');
    const hasPt = own.some((t) => t.language === 'PT');
    if (!hasEn && !hasPt) for (const field of fields) texts.EN[field] = row[field];
    result.set(row.id, texts);
  }
  return result;
}

/** Where an item stands at `nowIso`. */
export function publicationStatus(
  enabled: boolean,
  publishAt: string | null,
  unpublishAt: string | null,
  nowIso: string,
): BoPublicationStatus {
  if (!enabled) return 'off';
  if (publishAt !== null && publishAt > nowIso) return 'scheduled';
  if (unpublishAt !== null && unpublishAt <= nowIso) return 'ended';
  return 'live';
}

/** An instant as stored (UTC, millisecond ISO), so text comparison is time order. */
export const toStoredInstant = (value: string) => new Date(value).toISOString();
export const toStoredInstantOrNull = (value: string | null) =>
  value === null ? null : toStoredInstant(value);

/** A natural key for an item made in the back office (the seed's codes name its own rows). */
export const newCode = (prefix: string) =>
  `${prefix}-bo-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
