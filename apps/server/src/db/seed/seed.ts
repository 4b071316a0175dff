import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  describeModel,
  encryptServicePath,
  REGISTER_FIELDS,
  slotModel,
  type SlotModelId,
} from '@app/contracts';
import { transferIn } from '../../features/ledger/ledger.service.ts';
import { bonusTermsRow } from '../../features/bonuses/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { chunks } from '../dialect.ts';
import type { ContentTranslationsTable, Database } from '../schema/tables.ts';
import { buildCatalogue } from './catalogue.ts';
import { LOTTERY_GAMES } from './lottery-games.ts';
import { seedPromotionsAndHelp } from './promotions-help.ts';
import { searchTailRows } from './search-rows.ts';
import { seedHomeWidgets } from './home-widgets.ts';
import { seedMessages } from './messages.ts';
import { seedAgentContracts } from './agent-contracts.ts';
import { seedAgentMoney } from './agent-money.ts';
import { seedCashier } from './cashier.ts';
import { seedMemberCentre } from './member-centre.ts';
import { seedTournaments } from './tournaments.ts';
import type { Localized } from './merchant-data.ts';
import {
  DEMO_AGENT,
  DEMO_ANNOUNCEMENTS,
  DEMO_BANNERS,
  DEMO_FLAGS,
  DEMO_GAME_MENUS,
  DEMO_MAINTENANCE_INFO,
  DEMO_MEMBER,
  DEMO_MENUS,
  DEMO_MERCHANT,
  DEMO_MERCHANT_TEXTS,
  DEMO_PROMOTIONS,
  DEMO_REGISTER_FIELDS,
  DEMO_RESOURCES,
  DEMO_SERVICE,
} from './merchant-data.ts';
import { seededMemberId } from './seeded-member.ts';
import { seedServiceLinks, type ServiceLinkKind } from '../../features/service/service-links.ts';
import {
  DEFAULT_GAME_LIMITS,
  setGameLimits,
} from '../../features/game-limits/game-limits.service.ts';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const DAY_MS = 86_400_000;

function serviceKey(): string {
  let key = '';
  for (let i = 0; i < 8; i += 1) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/**
 * Seeds the demo merchant and the game catalogue. Every row has a fixed natural key and is
 * inserted only when absent, so running it on every start never duplicates or overwrites
 * (an operator's later edits, e.g. the status CLI, survive restarts).
 */
export async function seedDatabase(
  db: Kysely<Database>,
  merchantCode: string,
  now: Date = new Date(),
  options: { serviceLinks?: Partial<Record<ServiceLinkKind, string>> } = {},
): Promise<void> {
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const { vendors, games } = buildCatalogue();

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('merchants')
      .values({ code: merchantCode, ...DEMO_MERCHANT, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    // Issue 7: databases made before migration 014 get the demo chat address once (null means
    // never configured; an operator's '' or own address is kept).
    await trx
      .updateTable('merchants')
      .set({ chat_url: DEMO_MERCHANT.chat_url })
      .where('code', '=', merchantCode)
      .where('chat_url', 'is', null)
      .execute();
    // The defaults written out, so the operator sees and edits them (decision 030).
    for (const kind of ['slot', 'lottery'] as const) {
      await setGameLimits(trx, merchantCode, kind, DEFAULT_GAME_LIMITS[kind], 0, {
        overwrite: false,
      });
    }

    await trx
      .insertInto('merchant_whitelabel')
      .values([
        ...Object.entries(DEMO_FLAGS).map(([key, enabled]) => ({
          merchant_code: merchantCode,
          kind: 'flag',
          key,
          enabled: enabled ? 1 : 0,
        })),
        ...Object.entries(DEMO_MENUS).map(([key, enabled]) => ({
          merchant_code: merchantCode,
          kind: 'menu',
          key,
          enabled: enabled ? 1 : 0,
        })),
      ])
      .onConflict((oc) => oc.columns(['merchant_code', 'kind', 'key']).doNothing())
      .execute();

    await trx
      .insertInto('merchant_status')
      .values({
        merchant_code: merchantCode,
        maintenance: 0,
        maintenance_info: DEMO_MAINTENANCE_INFO.en,
        blocked_ranges: '[]',
        updated_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('merchant_code').doNothing())
      .execute();

    const sequenceInGroup = new Map<string, number>();
    const bannerRows = DEMO_BANNERS.map((banner) => {
      const sequence = (sequenceInGroup.get(banner.group) ?? 0) + 1;
      sequenceInGroup.set(banner.group, sequence);
      return {
        merchant_code: merchantCode,
        code: `${banner.group}-${sequence}`,
        group_name: banner.group,
        title: banner.title.en,
        link: banner.link,
        sequence,
        platform: 'M',
        enabled: 1,
      };
    });
    await trx
      .insertInto('banners')
      .values(bannerRows)
      .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
      .execute();

    await trx
      .insertInto('announcements')
      .values(
        DEMO_ANNOUNCEMENTS.map((a) => ({
          merchant_code: merchantCode,
          code: a.code,
          type: a.type,
          title: a.title.en,
          content: sanitizeHtml(a.content.en),
          start_date: iso(a.daysAgo),
          platform: 'M',
          enabled: 1,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
      .execute();

    const promotionBanners = await trx
      .selectFrom('banners')
      .select(['id', 'title'])
      .where('merchant_code', '=', merchantCode)
      .where('group_name', '=', 'm_promotion')
      .execute();
    await trx
      .insertInto('promotions')
      .values(
        DEMO_PROMOTIONS.map((p) => ({
          merchant_code: merchantCode,
          code: p.code,
          title: p.title.en,
          category: p.category,
          start_date: iso(p.daysAgo),
          end_date: p.lastsDays === null ? null : iso(p.daysAgo - p.lastsDays),
          no_expiry: p.lastsDays === null ? 1 : 0,
          content: sanitizeHtml(p.content.en),
          banner_id: promotionBanners.find((b) => b.title === p.bannerTitle)?.id ?? null,
          platform: 'M',
          enabled: 1,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
      .execute();
    const promotionIds = await trx
      .selectFrom('promotions')
      .select(['id', 'code'])
      .where('merchant_code', '=', merchantCode)
      .execute();
    for (const promotion of DEMO_PROMOTIONS) {
      const id = promotionIds.find((row) => row.code === promotion.code)?.id;
      if (!promotion.bonus || id === undefined) continue;
      await trx
        .insertInto('promotion_bonus_terms')
        .values(bonusTermsRow(merchantCode, Number(id), promotion.bonus))
        .onConflict((oc) => oc.column('promotion_id').doNothing())
        .execute();
    }

    await trx
      .insertInto('customer_service')
      .values(
        DEMO_SERVICE.map((s, index) => ({
          merchant_code: merchantCode,
          code: s.code,
          title: s.title.en,
          cs_type: s.csType,
          path_encrypted: encryptServicePath(s.path, serviceKey()),
          sequence: index + 1,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
      .execute();

    await trx
      .insertInto('download_resources')
      .values(
        Object.entries(DEMO_RESOURCES).map(([resourceType, r]) => ({
          merchant_code: merchantCode,
          resource_type: resourceType,
          url: r.url,
          label_name_en: r.label,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_code', 'resource_type']).doNothing())
      .execute();

    await trx
      .insertInto('game_menus')
      .values(
        DEMO_GAME_MENUS.map((m, index) => ({
          merchant_code: merchantCode,
          key: m.key,
          game_type: m.gameType,
          sequence: index + 1,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_code', 'key']).doNothing())
      .execute();

    await seedTranslations(trx, merchantCode, {
      banners: new Map(bannerRows.map((row, i) => [row.code, { title: DEMO_BANNERS[i]!.title }])),
      announcements: new Map(
        DEMO_ANNOUNCEMENTS.map((a) => [a.code, { title: a.title, content: a.content }]),
      ),
      promotions: new Map(
        DEMO_PROMOTIONS.map((p) => [
          p.code,
          {
            title: p.title,
            content: { en: sanitizeHtml(p.content.en), pt: sanitizeHtml(p.content.pt) },
          },
        ]),
      ),
      service: new Map(DEMO_SERVICE.map((s) => [s.code, { title: s.title }])),
    });
    // The other promotions (seven categories, one ended, one upcoming) and the help centre.
    await seedPromotionsAndHelp(trx, merchantCode, now);

    await trx
      .insertInto('vendors')
      .values(vendors)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    // 100 rows x 20 columns stays well under both databases' bound-parameter limits.
    for (const batch of chunks(games, 100)) {
      await trx
        .insertInto('games')
        .values(batch)
        .onConflict((oc) => oc.column('game_id').doNothing())
        .execute();
    }
    await seedWelcomeFreeSpins(trx, merchantCode);
    // Name search (decision 012): the word-start tails of every seeded game's search name.
    for (const batch of chunks(searchTailRows(games), 500)) {
      await trx
        .insertInto('game_search_words')
        .values(batch)
        .onConflict((oc) => oc.columns(['tail', 'game_id']).doNothing())
        .execute();
    }
    // The lottery games behind the LTN and ELX tiles (decision 015); an operator's later
    // changes (a game disabled, another lock time) survive restarts.
    await trx
      .insertInto('lottery_games')
      .values([...LOTTERY_GAMES])
      .onConflict((oc) => oc.column('game_id').doNothing())
      .execute();
  });

  await seedAccounts(db, merchantCode, now);
  // Home widgets (issue 7, decision 020): hot matches and hot news.
  await seedHomeWidgets(db, merchantCode, now);
  await seedMessages(db, merchantCode, now);
  await seedAgentContracts(db, merchantCode, now);
  // Issue 8: the demo agent's rebate rates and opening balance (decision 022).
  await seedAgentMoney(db, merchantCode, now);
  await seedCashier(db, merchantCode);
  await seedMemberCentre(db, merchantCode, now);
  // Issue 25: the demo tournament (decision 057).
  await seedTournaments(db, merchantCode, now);
  // Decision 037: the outside links open local pages unless configured (SERVICE_LINKS).
  await seedServiceLinks(db, merchantCode, options.serviceLinks);
}

/**
 * Registration field rules and the demo accounts (agent01 with affiliate code DEMO2026 on
 * invite.demo.local; demo with a mobile, an e-mail and an opening balance paid through the
 * ledger under a fixed idempotency key). Passwords are hashed only for accounts not there yet,
 * outside the transaction, so a normal start does no Argon2 work and holds no lock while hashing.
 */
async function seedAccounts(db: Kysely<Database>, merchantCode: string, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const existing = await db
    .selectFrom('members')
    .select('user_name_key')
    .where('merchant_code', '=', merchantCode)
    .where('user_name_key', 'in', [DEMO_AGENT.userName, DEMO_MEMBER.userName])
    .execute();
  const present = new Set(existing.map((row) => row.user_name_key));
  const hashes = new Map<string, string>();
  for (const account of [DEMO_AGENT, DEMO_MEMBER]) {
    if (!present.has(account.userName)) {
      hashes.set(account.userName, await hashPassword(account.password));
    }
  }

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('register_fields')
      .values(
        REGISTER_FIELDS.map((field) => {
          const rule = DEMO_REGISTER_FIELDS[field];
          return {
            merchant_code: merchantCode,
            field,
            enabled: rule.enabled ? 1 : 0,
            required: rule.required ? 1 : 0,
            reg_exp: rule.regExp,
            message_key: `validation.${field}`,
          };
        }),
      )
      .onConflict((oc) => oc.columns(['merchant_code', 'field']).doNothing())
      .execute();

    const memberId = (userName: string) => seededMemberId(trx, merchantCode, userName);

    const agentHash = hashes.get(DEMO_AGENT.userName);
    if (agentHash) {
      await trx
        .insertInto('members')
        .values({
          merchant_code: merchantCode,
          user_name: DEMO_AGENT.userName,
          user_name_key: DEMO_AGENT.userName,
          password_hash: agentHash,
          type: DEMO_AGENT.type,
          nickname: DEMO_AGENT.nickname,
          register_method: 'H5',
          password_changed_at: nowIso,
          created_at: nowIso,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'user_name_key']).doNothing())
        .execute();
    }
    const agentId = await memberId(DEMO_AGENT.userName);
    if (agentId === undefined) return;
    await trx
      .insertInto('affiliate_codes')
      .values({
        merchant_code: merchantCode,
        code: DEMO_AGENT.affiliateCode,
        member_id: agentId,
        domain: DEMO_AGENT.affiliateDomain,
        enabled: 1,
        created_at: nowIso,
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
      .execute();

    const memberHash = hashes.get(DEMO_MEMBER.userName);
    if (memberHash) {
      await trx
        .insertInto('members')
        .values({
          merchant_code: merchantCode,
          user_name: DEMO_MEMBER.userName,
          user_name_key: DEMO_MEMBER.userName,
          password_hash: memberHash,
          type: DEMO_MEMBER.type,
          nickname: DEMO_MEMBER.nickname,
          country_dialing_code: DEMO_MEMBER.countryDialingCode,
          mobile_num: DEMO_MEMBER.mobileNum,
          mobile_key: `${DEMO_MEMBER.countryDialingCode}${DEMO_MEMBER.mobileNum}`,
          email: DEMO_MEMBER.email,
          upline_id: agentId,
          affiliate_code: DEMO_AGENT.affiliateCode,
          register_method: 'H5',
          password_changed_at: nowIso,
          created_at: nowIso,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    // Absent only when someone else already holds its name or mobile number: leave it out.
    const demoId = await memberId(DEMO_MEMBER.userName);
    if (demoId === undefined) return;
    await transferIn(trx, merchantCode, {
      from: { kind: 'house', name: 'bonus' },
      to: { kind: 'member', memberId: demoId },
      amountCents: DEMO_MEMBER.openingBalanceCents,
      kind: 'seed.grant',
      idempotencyKey: `seed:${merchantCode}:${DEMO_MEMBER.userName}:opening`,
      reference: 'Demo opening balance',
    });
  });
}

type FieldTexts = Record<string, Localized>;

/** Content languages: the site's two (VI reads English). */
const CONTENT_LANGUAGES = ['PT', 'EN'] as const;

/**
 * Both languages of every demo text, keyed by the entity's id looked up from its natural code:
 * a database seeded before translations existed gets them on its next start, and a repeated
 * seed adds nothing (insert-if-absent on the full key).
 */
async function seedTranslations(
  trx: Kysely<Database>,
  merchantCode: string,
  texts: {
    banners: Map<string, FieldTexts>;
    announcements: Map<string, FieldTexts>;
    promotions: Map<string, FieldTexts>;
    service: Map<string, FieldTexts>;
  },
): Promise<void> {
  const rows: ContentTranslationsTable[] = [];
  const add = (entity: string, entityId: number, fields: FieldTexts) => {
    for (const [field, text] of Object.entries(fields)) {
      for (const language of CONTENT_LANGUAGES) {
        rows.push({
          merchant_code: merchantCode,
          entity,
          entity_id: entityId,
          field,
          language,
          // Operator HTML is cleaned when stored (titles pass through: they are shown as text).
          text:
            field === 'content'
              ? sanitizeHtml(language === 'PT' ? text.pt : text.en)
              : language === 'PT'
                ? text.pt
                : text.en,
        });
      }
    }
  };
  const byCode = async (
    table: 'banners' | 'announcements' | 'promotions' | 'customer_service',
    entity: string,
    map: Map<string, FieldTexts>,
  ) => {
    const found = await trx
      .selectFrom(table)
      .select(['id', 'code'])
      .where('merchant_code', '=', merchantCode)
      .execute();
    for (const row of found) {
      const fields = map.get(row.code);
      if (fields) add(entity, row.id, fields);
    }
  };
  await byCode('banners', 'banner', texts.banners);
  await byCode('announcements', 'announcement', texts.announcements);
  await byCode('promotions', 'promotion', texts.promotions);
  await byCode('customer_service', 'customer_service', texts.service);
  add('merchant', 0, DEMO_MERCHANT_TEXTS);
  add('merchant_status', 0, { maintenance_info: DEMO_MAINTENANCE_INFO });

  for (const batch of chunks(rows, 100)) {
    await trx
      .insertInto('content_translations')
      .values(batch)
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'entity', 'language', 'entity_id', 'field']).doNothing(),
      )
      .execute();
  }
}

/**
 * The welcome pack's promise (promotion-content.ts): 50 free spins of R$ 0,20 on Shell Riches
 * when registration is finished, expiring after 7 days, winnings under 10x wagering (decision
 * 056). The spin value is raised to the game's smallest bet if that is higher.
 */
async function seedWelcomeFreeSpins(trx: Kysely<Database>, merchantCode: string): Promise<void> {
  const promotion = await trx
    .selectFrom('promotions')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('code', '=', 'PR-welcome-pack')
    .executeTakeFirst();
  const game = await trx
    .selectFrom('games')
    .select(['game_id', 'slot_model', 'min_bet_cents'])
    .where('vendor_code', '=', 'BGS')
    .where('slot_model', 'is not', null)
    .orderBy(sql`case when node_name = 'Shell Riches' then 0 else 1 end`)
    .orderBy('game_id')
    .executeTakeFirst();
  if (!promotion || !game?.slot_model) return;
  const step = describeModel(slotModel(game.slot_model as SlotModelId)).betStep;
  const spinValue = Math.ceil(Math.max(20, Number(game.min_bet_cents), step) / step) * step;
  await trx
    .insertInto('promotion_free_spin_terms')
    .values({
      promotion_id: Number(promotion.id),
      merchant_code: merchantCode,
      trigger: 'registration',
      spins: 50,
      spin_value_cents: spinValue,
      game_id: game.game_id,
      wagering_multiple: 10,
      max_conversion_cents: 100_00,
      expiry_days: 7,
    })
    .onConflict((oc) => oc.column('promotion_id').doNothing())
    .execute();
}
