import type { AppContext } from '../../lib/context.ts';
import { localizeRows, type ContentLanguage } from '../../lib/content-language.ts';

/**
 * A title lookup for the promotions these rows came from, in the member's language: '' for a
 * row of no promotion (an operator's grant) or of one since deleted.
 */
export async function promotionTitles(
  ctx: AppContext,
  rows: readonly { promotion_id: number | null }[],
  language: ContentLanguage,
): Promise<(row: { promotion_id: number | null }) => string> {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.promotion_id === null ? [] : [row.promotion_id]))),
  ];
  const promotions =
    ids.length === 0
      ? []
      : await ctx.db
          .selectFrom('promotions')
          .select(['id', 'title'])
          .where('merchant_code', '=', ctx.merchantCode)
          .where('id', 'in', ids)
          .execute();
  const titled = await localizeRows(ctx.db, ctx.merchantCode, 'promotion', language, promotions, [
    'title',
  ]);
  const titles = new Map(titled.map((row) => [Number(row.id), row.title]));
  return (row) => (row.promotion_id === null ? '' : (titles.get(row.promotion_id) ?? ''));
}
