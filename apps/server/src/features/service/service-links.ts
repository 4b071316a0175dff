import type { Kysely } from 'kysely';
import { decryptServicePath, encryptServicePath } from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';

/**
 * The demo merchant's outside links (decision 037): customer service, live chat, the app
 * downloads, the Telegram and affiliate resources and the draw history. Each defaults to a
 * local page this server serves (/demo/links/<kind>), so every link of the demo opens
 * something; a real deployment names its own in SERVICE_LINKS (`kind=url|kind=url`), or edits
 * the merchant's rows, which the seed then leaves alone.
 */
export const SERVICE_LINK_KINDS = [
  'chat',
  'telegram',
  'email',
  'telegramChannel',
  'telegramGroup',
  'affiliate',
  'android',
  'ios',
  'drawHistory',
] as const;
export type ServiceLinkKind = (typeof SERVICE_LINK_KINDS)[number];

export const DEMO_LINKS_PREFIX = '/demo/links/';

/** The local page of a kind: /demo/links/live-chat style (kebab case). */
export function localLinkPath(kind: ServiceLinkKind): string {
  return `${DEMO_LINKS_PREFIX}${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The kind a local page path names, or null. */
export function kindOfSlug(slug: string): ServiceLinkKind | null {
  return (
    SERVICE_LINK_KINDS.find((kind) => localLinkPath(kind) === DEMO_LINKS_PREFIX + slug) ?? null
  );
}

/**
 * Where each link is stored: the merchant's chat address, a customer-service row (by code), a
 * download resource (by type), the merchant's draw-history address.
 */
const STORED_AT: Record<
  ServiceLinkKind,
  | { table: 'merchants'; column: 'chat_url' | 'draw_history_url' }
  | { table: 'customer_service'; code: string }
  | { table: 'download_resources'; resourceType: string }
> = {
  chat: { table: 'merchants', column: 'chat_url' },
  drawHistory: { table: 'merchants', column: 'draw_history_url' },
  telegram: { table: 'customer_service', code: 'CS-telegram' },
  email: { table: 'customer_service', code: 'CS-email' },
  telegramChannel: { table: 'download_resources', resourceType: 'TELEGRAM' },
  telegramGroup: { table: 'download_resources', resourceType: 'TELEGRAM2' },
  affiliate: { table: 'download_resources', resourceType: 'AFFILIATELINK' },
  android: { table: 'download_resources', resourceType: 'Android' },
  ios: { table: 'download_resources', resourceType: 'IOS' },
};

/** The live-chat customer-service entry carries the chat address too. */
const CHAT_SERVICE_CODE = 'CS-livechat';

/**
 * The addresses the demo was first seeded with: hosts that do not exist. A database still
 * holding one gets the local page (or the configured link) on its next start.
 */
export const FIRST_DEMO_LINKS: Readonly<Record<ServiceLinkKind, string>> = {
  chat: 'https://chat.concha.demo.example/livechat?merchant=DEMO',
  telegram: 'https://t.me/concha_demo_support',
  email: 'mailto:support@concha.demo.example',
  telegramChannel: 'https://t.me/concha_demo',
  telegramGroup: 'https://t.me/concha_demo_group',
  affiliate: 'https://affiliates.concha.demo.example',
  android: 'https://download.concha.demo.example/app/concha-play.apk',
  ios: 'https://apps.demo.example/ios/concha-play',
  drawHistory: 'https://draws.demo.example/history',
};

/**
 * SERVICE_LINKS as a map: `kind=url` pairs separated by `|`; a url is absolute (http, https,
 * mailto, tg) or a path on this site. Unknown kinds and bad addresses are configuration errors.
 */
export function parseServiceLinks(
  text: string | undefined,
): Partial<Record<ServiceLinkKind, string>> {
  const links: Partial<Record<ServiceLinkKind, string>> = {};
  if (!text?.trim()) return links;
  for (const pair of text.split('|')) {
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const url = pair.slice(index + 1).trim();
    const kind = SERVICE_LINK_KINDS.find((k) => k === name);
    if (index === -1 || !kind) throw new Error(`SERVICE_LINKS: unknown link "${name}"`);
    if (!/^(https?:\/\/[^\s]+|mailto:[^\s]+|tg:[^\s]+|\/[^\s]*)$/.test(url)) {
      throw new Error(`SERVICE_LINKS: "${url}" is not an address for ${kind}`);
    }
    links[kind] = url;
  }
  return links;
}

/**
 * Points every demo link at its configured address, else its local page, wherever the stored
 * value is still a demo default (the first external one or the local page): an operator's own
 * address stays. Idempotent; runs with every seed.
 */
export async function seedServiceLinks(
  db: Kysely<Database>,
  merchantCode: string,
  configured: Partial<Record<ServiceLinkKind, string>> = {},
): Promise<void> {
  for (const kind of SERVICE_LINK_KINDS) {
    const wanted = configured[kind] ?? localLinkPath(kind);
    const defaults = [FIRST_DEMO_LINKS[kind], localLinkPath(kind)];
    const where = STORED_AT[kind];
    if (where.table === 'merchants') {
      await db
        .updateTable('merchants')
        .set({ [where.column]: wanted })
        .where('code', '=', merchantCode)
        .where(where.column, 'in', defaults)
        .execute();
      if (kind === 'chat')
        await setServicePath(db, merchantCode, CHAT_SERVICE_CODE, wanted, defaults);
    } else if (where.table === 'customer_service') {
      await setServicePath(db, merchantCode, where.code, wanted, defaults);
    } else {
      await db
        .updateTable('download_resources')
        .set({ url: wanted })
        .where('merchant_code', '=', merchantCode)
        .where('resource_type', '=', where.resourceType)
        .where('url', 'in', defaults)
        .execute();
    }
  }
}

/** Customer-service paths are stored encrypted (decision 004): compare in the clear. */
async function setServicePath(
  db: Kysely<Database>,
  merchantCode: string,
  code: string,
  wanted: string,
  defaults: readonly string[],
): Promise<void> {
  const row = await db
    .selectFrom('customer_service')
    .select(['id', 'path_encrypted'])
    .where('merchant_code', '=', merchantCode)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) return;
  const current = decryptServicePath(row.path_encrypted);
  if (current === null || current === wanted || !defaults.includes(current)) return;
  // The key is the stored value's own last 8 characters (decision 004); keep it.
  const key = row.path_encrypted.slice(-8);
  await db
    .updateTable('customer_service')
    .set({ path_encrypted: encryptServicePath(wanted, key) })
    .where('id', '=', row.id)
    .execute();
}
