import type { Generated } from 'kysely';

/**
 * Row types of every table. Flags are 0/1 integers and instants ISO-8601 text in both SQLite
 * and PostgreSQL, so one set of queries reads the same values on either database.
 */
export interface MerchantsTable {
  code: string;
  name: string;
  currency_code: string;
  currency_symbol: string;
  /** Comma-separated language codes, first is not implied default (see default_language). */
  languages: string;
  default_language: string;
  default_game_language: string;
  template_member_centre: string;
  template_deposit_function: string;
  app_background: string;
  app_desc: string;
  app_desc_font_color: string;
  main_domain: string;
  /** JSON arrays / objects kept as text: small, read whole, never queried inside. */
  image_cdns: string;
  domain_routes: string;
  paths: string;
  module_ids: string;
  licence: string;
  draw_history_url: string;
  register_username_enabled: number;
  register_mobile_enabled: number;
  referral_enabled: number;
  vip_benefit_enabled: number;
  dividend_enabled: number;
  app_window_enabled: number;
  download_bar_needs_login: number;
  created_at: string;
}

export interface MerchantWhitelabelTable {
  merchant_code: string;
  /** 'flag' (feature flags such as CBS3) or 'menu' (side-menu values such as rewardCenter). */
  kind: string;
  key: string;
  enabled: number;
}

export interface MerchantStatusTable {
  merchant_code: string;
  maintenance: number;
  maintenance_info: string;
  /** JSON array of CIDR strings. */
  blocked_ranges: string;
  updated_at: string;
}

export interface BannersTable {
  id: Generated<number>;
  merchant_code: string;
  /** Natural key that makes seeding idempotent. */
  code: string;
  group_name: string;
  title: string;
  link: string;
  sequence: number;
  platform: string;
  enabled: number;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  type: string;
  title: string;
  content: string;
  start_date: string;
  platform: string;
  enabled: number;
}

export interface PromotionsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  title: string;
  category: string;
  start_date: string;
  end_date: string | null;
  no_expiry: number;
  content: string;
  /** Banner (group m_promotion) whose art is the cover; same art doubles as banner image. */
  banner_id: number | null;
  platform: string;
  enabled: number;
}

export interface CustomerServiceTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  title: string;
  cs_type: string;
  /** Stored already encrypted (contracts encryptServicePath), sent as is. */
  path_encrypted: string;
  sequence: number;
}

export interface DownloadResourcesTable {
  merchant_code: string;
  resource_type: string;
  url: string;
  label_name_en: string;
}

export interface VendorsTable {
  code: string;
  display_name: string;
  category: string;
  is_inhouse: number;
  sequence: number;
}

export interface GamesTable {
  /** The provider's game id, not generated: art URLs and favourites stay stable across seeds. */
  game_id: number;
  node_id: string;
  room_id: string | null;
  node_name: string;
  game_name: string | null;
  display_name: string;
  game_code: string;
  game_group_id: number | null;
  game_type: string;
  vendor_code: string;
  is_game_h5: string | null;
  support_play: number;
  freeplay: number;
  classification: string | null;
  lotto_mode: string | null;
  is_top: number;
  is_new: number;
  min_bet_cents: number;
  sort_order: number;
  enabled: number;
}

export interface GameMenusTable {
  merchant_code: string;
  key: string;
  game_type: string | null;
  sequence: number;
}

/** See migration 002: one field of one entity in one language (PT, EN). */
export interface ContentTranslationsTable {
  merchant_code: string;
  /** 'banner', 'announcement', 'promotion', 'customer_service', 'merchant', 'merchant_status'. */
  entity: string;
  /** The entity's id; 0 for merchant-level texts. */
  entity_id: number;
  field: string;
  language: string;
  text: string;
}

export interface Database {
  merchants: MerchantsTable;
  merchant_whitelabel: MerchantWhitelabelTable;
  merchant_status: MerchantStatusTable;
  banners: BannersTable;
  announcements: AnnouncementsTable;
  promotions: PromotionsTable;
  customer_service: CustomerServiceTable;
  download_resources: DownloadResourcesTable;
  vendors: VendorsTable;
  games: GamesTable;
  game_menus: GameMenusTable;
  content_translations: ContentTranslationsTable;
}
