import type { Kysely, Selectable } from 'kysely';
import type { Database, MerchantsTable } from '../../db/schema/tables.ts';
import { parseJsonColumn } from '../../lib/context.ts';

export type MerchantRow = Selectable<MerchantsTable>;

export interface MerchantStatusRow {
  maintenance: boolean;
  maintenanceInfo: string;
  blockedRanges: string[];
  updatedAt: string;
}

export function findMerchant(db: Kysely<Database>, code: string): Promise<MerchantRow | undefined> {
  return db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findWhitelabel(
  db: Kysely<Database>,
  code: string,
): Promise<{ flags: Map<string, boolean>; menus: Map<string, boolean> }> {
  const rows = await db
    .selectFrom('merchant_whitelabel')
    .select(['kind', 'key', 'enabled'])
    .where('merchant_code', '=', code)
    .execute();
  const flags = new Map<string, boolean>();
  const menus = new Map<string, boolean>();
  for (const row of rows) (row.kind === 'menu' ? menus : flags).set(row.key, row.enabled === 1);
  return { flags, menus };
}

/** Read fresh on every call: the status CLI must take effect on a running server at once. */
export async function findStatus(
  db: Kysely<Database>,
  code: string,
): Promise<MerchantStatusRow | undefined> {
  const row = await db
    .selectFrom('merchant_status')
    .selectAll()
    .where('merchant_code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    maintenance: row.maintenance === 1,
    maintenanceInfo: row.maintenance_info,
    blockedRanges: parseJsonColumn<unknown>(row.blocked_ranges, []) as string[],
    updatedAt: row.updated_at,
  };
}

export async function updateStatus(
  db: Kysely<Database>,
  code: string,
  change: { maintenance?: boolean; blockedRanges?: string[] },
): Promise<number> {
  const result = await db
    .updateTable('merchant_status')
    .set({
      ...(change.maintenance === undefined ? {} : { maintenance: change.maintenance ? 1 : 0 }),
      ...(change.blockedRanges === undefined
        ? {}
        : { blocked_ranges: JSON.stringify(change.blockedRanges) }),
      updated_at: new Date().toISOString(),
    })
    .where('merchant_code', '=', code)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function listCustomerService(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('customer_service')
    .select(['id', 'path_encrypted as path', 'title', 'cs_type as csType'])
    .where('merchant_code', '=', code)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
}

export function listResources(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('download_resources')
    .select(['resource_type as resourceType', 'url', 'label_name_en as labelNameEn'])
    .where('merchant_code', '=', code)
    .orderBy('resource_type')
    .execute();
}
