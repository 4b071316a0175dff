import type { BonusTables } from './bonus-tables.ts';
import type { PlayerProtectionTables } from './player-protection-tables.ts';
import type { KycTables } from './kyc-tables.ts';
import type { MessagingTables } from './messaging-tables.ts';
import type { TournamentTables } from './tournament-tables.ts';
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
  register_captcha_enabled: Generated<number>;
  affiliate_required: Generated<number>;
  default_dialing_code: Generated<string>;
  /** 0: passwords never expire. */
  password_max_age_days: Generated<number>;
  /** Live-chat address (migration 014): null never configured, '' turned off. */
  chat_url: string | null;
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
  /** Uploaded image (/media/...), the fallback of the per-language ones; null: drawn art (031). */
  image_url: Generated<string | null>;
  /** Shown from / until these instants; null: no limit (031). */
  publish_at: Generated<string | null>;
  unpublish_at: Generated<string | null>;
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
  /** Migration 032: when it stops showing (null: until switched off). */
  end_date: string | null;
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
  /** 1: the referral (invite friends) programme; drives the footer's invite tab (013). */
  referral: Generated<number>;
  /** Uploaded cover (sequence 1) and banner (2) images; null: drawn art (031). */
  cover_url: Generated<string | null>;
  banner_url: Generated<string | null>;
  publish_at: Generated<string | null>;
  unpublish_at: Generated<string | null>;
  /** Operator order, ascending, before newest start first (031). */
  sequence: Generated<number>;
}

/** Images uploaded through the back office, re-encoded (migration 031, decision 044). */
export interface MediaImagesTable {
  id: Generated<number>;
  merchant_code: string;
  /** SHA-256 (hex) of `data`: the public URL names it. */
  hash: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  data: Uint8Array;
  original_name: string;
  created_at: string;
  created_by: number | null;
}

/** Help centre topics and documents (migration 013, decision 017). */
export interface HelpTopicsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  tag: string;
  device: string;
  sequence: number;
  title: string;
  content: string;
  in_menu: Generated<number>;
  enabled: Generated<number>;
  /** Migration 032: shown from / until (null: no limit). */
  publish_at: string | null;
  unpublish_at: string | null;
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
  /**
   * Migration 033: 0 hides and refuses every game of the vendor on the member site. Optional
   * (default 1) because the seed writes whole rows of this type.
   */
  enabled?: number;
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
  /** BGS slots: the slot model id (migration 006); null for every other game. */
  slot_model: string | null;
  /** BGS slots: the title's theme id (`slotThemeFor`, migration 008); null for other games. */
  slot_theme: string | null;
  /**
   * The shown name (game name, else node name) normalised for search (contracts
   * normaliseGameName, migration 009); its word-start tails are in game_search_words.
   */
  search_name: string;
  /** Migration 033: the order of the home hot list (then sort_order); optional, default 0. */
  hot_sequence?: number;
}

/** Migration 009: one row per word-start tail of a game's search name (decision 012). */
export interface GameSearchWordsTable {
  tail: string;
  game_id: number;
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

/** See migration 003 for the accounts tables. */
export interface MembersTable {
  id: Generated<number>;
  merchant_code: string;
  user_name: string;
  user_name_key: string;
  password_hash: string;
  type: number;
  status: Generated<string>;
  nickname: Generated<string>;
  country_dialing_code: Generated<string>;
  mobile_num: Generated<string>;
  mobile_key: string | null;
  email: Generated<string>;
  payee_name: Generated<string>;
  profile: Generated<string>;
  payment_password_hash: string | null;
  upline_id: number | null;
  affiliate_code: Generated<string>;
  register_method: Generated<string>;
  register_url: Generated<string>;
  domain: Generated<string>;
  first_time_login: Generated<number>;
  password_changed_at: string;
  password_expires_at: string | null;
  temp_password_hash: string | null;
  temp_password_expires_at: string | null;
  avatar: Generated<string>;
  avatar_type: Generated<string>;
  labels: Generated<string>;
  club_label: string | null;
  last_login_at: string | null;
  created_at: string;
  /** Migration 016: an agent's rebate ceiling, or the rebate a link gave (basis points). */
  rebate_bps: Generated<number>;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  member_id: number;
  merchant_code: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
  ip: Generated<string>;
  user_agent: Generated<string>;
  /** Migration 037: the start on the app clock (session limit) and the next reality check. */
  rg_started_at: Generated<string | null>;
  rg_reality_due_at: Generated<string | null>;
}

/** Migration 023 (decision 029): one-time codes a page URL carries, exchanged for a session. */
export interface HandoffCodesTable {
  code_hash: string;
  member_id: number;
  merchant_code: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Migration 027 (decision 039): one-time launch tokens the game provider consumes. */
export interface LaunchTokensTable {
  token_hash: string;
  merchant_code: string;
  member_id: number;
  session_id: string;
  vendor_code: string;
  game_code: string;
  language: string;
  free_play: number;
  created_at: string;
  expires_at: string;
  verified_at: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  key: string;
  failed_at: string;
}

export interface CaptchasTable {
  key: string;
  answer: string;
  kind: string;
  ip: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  merchant_code: string;
  channel: string;
  target: string;
  purpose: string;
  code_hash: string;
  checks: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  ip: Generated<string>;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  merchant_code: string;
  channel: string;
  to_address: string;
  subject: Generated<string>;
  body: string;
  created_at: string;
}

export interface AffiliateCodesTable {
  merchant_code: string;
  code: string;
  member_id: number;
  domain: string | null;
  enabled: Generated<number>;
  created_at: string;
  /** Migration 016: the rebate (basis points) a member registering through this link gets. */
  default_rebate_bps: Generated<number>;
  /** Migration 016: deleted by its agent (the row stays so the code is never reused). */
  deleted_at: string | null;
}

/** Migration 026 (decision 035): a member's personal invite code, one per member. */
export interface MemberReferralCodesTable {
  merchant_code: string;
  code: string;
  member_id: number;
  created_at: string;
}

/** Migration 026: a member who registered with another member's invite code. */
export interface MemberReferralsTable {
  /** The friend who registered. */
  member_id: number;
  merchant_code: string;
  referrer_id: number;
  code: string;
  created_at: string;
  /** Migration 043 (decision 058): pending, rewarded, review, refused. */
  status: Generated<'pending' | 'rewarded' | 'review' | 'refused'>;
  /** Comma-separated self-referral signals found: sameDevice, sameAddress, samePayee. */
  signals: Generated<string>;
  decided_at: Generated<string | null>;
  decided_by: Generated<string>;
}

export interface RegisterFieldsTable {
  merchant_code: string;
  field: string;
  enabled: number;
  required: number;
  reg_exp: string;
  message_key: string;
}

/** Migration 004: the double-entry ledger. */
export interface LedgerAccountsTable {
  id: Generated<number>;
  merchant_code: string;
  /** 'member' | 'house' | 'vendor'. */
  kind: string;
  /** 'member:<id>', 'house:<name>' or 'vendor:<code>'. */
  owner_key: string;
  member_id: number | null;
  name: Generated<string>;
  currency_code: string;
  balance_cents: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  merchant_code: string;
  idempotency_key: string;
  request_hash: Generated<string>;
  kind: string;
  reference: Generated<string>;
  amount_cents: number;
  from_account_id: number;
  to_account_id: number;
  member_balance_cents: number | null;
  created_at: string;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  account_id: number;
  transfer_id: number;
  /** Signed: negative on the side the money leaves. */
  amount_cents: number;
  balance_after_cents: number;
  created_at: string;
}

/** Migration 005: per-vendor HMAC secrets of the seamless wallet API. */
export interface VendorCredentialsTable {
  vendor_code: string;
  secret: string;
  active: Generated<number>;
  /** 1: a publicly known development secret (migration 022 switched every one off). */
  demo: Generated<number>;
  created_at: string;
  /** Migration 022: a round's credits are at most its stakes times this. */
  max_multiplier: Generated<number>;
  /** Migration 034 (decision 045): the secret before the last rotation, accepted until then. */
  previous_secret: string | null;
  previous_until: string | null;
  /** Migration 034: set by a back-office rotation; the demo's secrets file no longer applies. */
  rotated_at: string | null;
}

/** Migration 005: every vendor money call with the answer it got. */
export interface VendorTransactionsTable {
  id: Generated<number>;
  merchant_code: string;
  vendor_code: string;
  /** 'debit' | 'credit' | 'rollback'. */
  type: string;
  transaction_id: string;
  round_id: string | null;
  related_transaction_id: string | null;
  member_id: number | null;
  amount_cents: Generated<number>;
  request_hash: string;
  /** The JSON value answered the first time ('' for a refused call). */
  response: string;
  created_at: string;
  /**
   * Migration 022: 1 for a refused call, which keeps only its request hash (the id may be
   * retried with the same body); the accepted retry turns it into an answer.
   */
  refused: Generated<number>;
}

/** Migration 022: a vendor's round of one member, its live stakes and paid credits. */
export interface VendorRoundsTable {
  id: Generated<number>;
  merchant_code: string;
  vendor_code: string;
  round_id: string;
  member_id: number;
  /** Debits of the round not rolled back. */
  stake_cents: Generated<number>;
  credit_cents: Generated<number>;
  /** Credits answered, including those of 0. */
  credit_count: Generated<number>;
  /** Migration 044: the bonus whose money the round's live stakes hold, and how much. */
  bonus_id: Generated<number | null>;
  bonus_stake_cents: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface AnnouncementReadsTable {
  member_id: number;
  announcement_id: number;
  read_at: string;
}

/** Migration 006: a member's provably fair seed pair (the server seed stays secret until rotated). */
export interface PlayerSeedsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  game_id: Generated<number>;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  created_at: string;
  revealed_at: string | null;
}

/** Migration 006: one in-house slot round (real or play money). */
export interface GameRoundsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  game_id: number;
  model_id: string;
  idempotency_key: string;
  bet_cents: number;
  win_cents: number;
  seed_id: number;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  /** JSON RoundStops. */
  stops: string;
  free_spins: Generated<number>;
  bet_transfer_id: number | null;
  win_transfer_id: number | null;
  play_money: Generated<number>;
  created_at: string;
  /** Migration 024: the engine's win before the cap (null on older rounds: the paid win). */
  outcome_win_cents: number | null;
  /** Migration 024: 1 when the paid win_cents is the game's maximum win, below the outcome. */
  win_capped: Generated<number>;
  /** Migration 041: the free-spin grant this round's spin came from (null: a staked round). */
  free_spin_grant_id: Generated<number | null>;
}

/** Migration 024: maximum stake and win per round; game_id 0 holds the kind's limits. */
export interface GameLimitsTable {
  merchant_code: string;
  game_kind: string;
  game_id: Generated<number>;
  max_stake_cents: number;
  max_win_cents: number;
  updated_at: string;
}

/** Migration 006: the play-money balance of one session (free play). */
export interface PlayWalletsTable {
  session_id: string;
  member_id: number;
  balance_cents: number;
  updated_at: string;
}

/** Migration 007: the member's recently launched games. */
export interface RecentGamesTable {
  member_id: number;
  game_id: number;
  launched_at: string;
}

/** Migration 010: the member's favourite games. */
export interface FavouriteGamesTable {
  member_id: number;
  game_id: number;
  created_at: string;
}

/** Migration 011 (issue 6, decision 015): the lottery. */
export interface LotteryGamesTable {
  game_id: number;
  code: string;
  name_en: string;
  name_pt: string;
  name_vi: string;
  game_type: string;
  vendor_code: string;
  game_group_id: number;
  play_type: string;
  layout: string;
  prize_mode: string;
  draw_days: string;
  draw_time: string | null;
  interval_minutes: number | null;
  utc_offset: number;
  lock_seconds: number;
  tag: string;
  menu_tag: string;
  sort_order: number;
  enabled: Generated<number>;
}

export interface LotteryDrawsTable {
  id: Generated<number>;
  game_id: number;
  numero: string;
  draw_at: string;
  lock_at: string;
  seed_hash: string;
  seed: string;
  result: string | null;
  drawn_at: string | null;
  settled_at: string | null;
  created_at: string;
  /** Migration 035: voided by an operator (never drawn; its open bets refunded). */
  voided_at: Generated<string | null>;
  void_reason: Generated<string | null>;
}

export interface LotteryBetsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  draw_id: number;
  game_id: number;
  numero: string;
  request_id: string;
  line_no: number;
  prize_mode: string;
  bet_type: string;
  position: number | null;
  picks: string;
  unit_stake_cents: number;
  cost_cents: number;
  status: Generated<string>;
  hits: Generated<number>;
  payout_cents: Generated<number>;
  created_at: string;
  settled_at: string | null;
}

/** Migration 015 (issue 7, decision 020): the home's hot matches and hot news. */
export interface HotMatchesTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  league: string;
  home_team: string;
  away_team: string;
  kick_off_at: string;
  /** Demo fixtures roll forward by this many days at read time; null: shown until kick-off. */
  repeat_days: number | null;
  odds_home: number;
  odds_draw: number;
  odds_away: number;
  enabled: Generated<number>;
}

export interface NewsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  art: string;
  published_at: string;
  enabled: Generated<number>;
  /** Migration 032: when it stops showing (null: until switched off). */
  unpublish_at: string | null;
}

/** Feedback for the operator (migration 014): plain text, never HTML. */
export interface FeedbackTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  type: number;
  content: string;
  status: Generated<string>;
  created_at: string;
  /** Migration 029: the operator it is assigned to, and the reply sent to the member's inbox. */
  assigned_to: number | null;
  reply: string | null;
  replied_at: string | null;
  replied_by: number | null;
}

/** Migration 012 (issue 7, decision 016): the member inbox; member_id null is a broadcast. */
export interface MemberMessagesTable {
  id: Generated<number>;
  merchant_code: string;
  code: string | null;
  member_id: number | null;
  title: string;
  content: string;
  sent_at: string;
  enabled: Generated<number>;
  /** Migration 032: when it leaves the inbox (null: never). */
  expires_at: string | null;
  /** Migration 032: the segment's JSON when sent to a segment (recipients listed apart). */
  segment: string | null;
}

export interface MemberMessageReadsTable {
  member_id: number;
  message_id: number;
  read_at: string;
}

/** Migration 032: who a segment message reached (a snapshot taken when it was sent). */
export interface MemberMessageRecipientsTable {
  message_id: number;
  member_id: number;
}

/** Migration 019 (issue 8, decision 024): agent contracts, their audit trail and payouts. */
export interface AgentContractsTable {
  id: Generated<number>;
  merchant_code: string;
  kind: string;
  /** Null: offered by the house (the back office, migration 036). */
  upline_id: number | null;
  member_id: number;
  /** JSON terms of the kind. */
  terms: string;
  status: Generated<string>;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
  ended_at: string | null;
}

export interface AgentContractAuditTable {
  id: Generated<number>;
  contract_id: number;
  action: string;
  actor_id: number | null;
  at: string;
  from_status: string | null;
  to_status: string;
  note: Generated<string>;
}

export interface AgentContractPayoutsTable {
  id: Generated<number>;
  merchant_code: string;
  contract_id: number;
  kind: string;
  member_id: number;
  period_start: string;
  period_end: string;
  valid_bet_cents: number | string;
  net_loss_cents: number | string;
  rate_bp: number;
  amount_cents: number | string;
  transfer_id: number | null;
  paid_at: string;
}

/** Migration 017 (issue 8, decision 022): rebate rates in basis points per game type. */
export interface AgentRebatesTable {
  member_id: number;
  game_type: string;
  rate_bp: number;
  updated_at: string;
  updated_by: number | null;
}

/** Migration 017: one paid rebate per agent, settled day and game type. */
export interface AgentRebatePayoutsTable {
  id: Generated<number>;
  merchant_code: string;
  agent_id: number;
  /** YYYY-MM-DD, a UTC day. */
  day: string;
  game_type: string;
  valid_bet_cents: number;
  rate_bp: number;
  amount_cents: number;
  transfer_id: number | null;
  created_at: string;
}

export interface Database
  extends PlayerProtectionTables, KycTables, MessagingTables, BonusTables, TournamentTables {
  merchants: MerchantsTable;
  merchant_whitelabel: MerchantWhitelabelTable;
  merchant_status: MerchantStatusTable;
  banners: BannersTable;
  announcements: AnnouncementsTable;
  promotions: PromotionsTable;
  media_images: MediaImagesTable;
  help_topics: HelpTopicsTable;
  customer_service: CustomerServiceTable;
  download_resources: DownloadResourcesTable;
  vendors: VendorsTable;
  games: GamesTable;
  game_search_words: GameSearchWordsTable;
  game_menus: GameMenusTable;
  content_translations: ContentTranslationsTable;
  members: MembersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  handoff_codes: HandoffCodesTable;
  launch_tokens: LaunchTokensTable;
  captchas: CaptchasTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  affiliate_codes: AffiliateCodesTable;
  member_referral_codes: MemberReferralCodesTable;
  member_referrals: MemberReferralsTable;
  register_fields: RegisterFieldsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  announcement_reads: AnnouncementReadsTable;
  player_seeds: PlayerSeedsTable;
  game_rounds: GameRoundsTable;
  game_limits: GameLimitsTable;
  play_wallets: PlayWalletsTable;
  vendor_credentials: VendorCredentialsTable;
  vendor_transactions: VendorTransactionsTable;
  vendor_rounds: VendorRoundsTable;
  recent_games: RecentGamesTable;
  favourite_games: FavouriteGamesTable;
  lottery_games: LotteryGamesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_bets: LotteryBetsTable;
  hot_matches: HotMatchesTable;
  news: NewsTable;
  feedback: FeedbackTable;
  member_messages: MemberMessagesTable;
  member_message_recipients: MemberMessageRecipientsTable;
  member_message_reads: MemberMessageReadsTable;
  agent_contracts: AgentContractsTable;
  agent_contract_audit: AgentContractAuditTable;
  agent_contract_payouts: AgentContractPayoutsTable;
  // Issue 8: agent money (migration 017).
  agent_rebates: AgentRebatesTable;
  agent_rebate_payouts: AgentRebatePayoutsTable;
  // Cashier (issue 9, decision 025).
  payment_channels: PaymentChannelsTable;
  deposits: DepositsTable;
  payee_accounts: PayeeAccountsTable;
  withdrawals: WithdrawalsTable;
  cashier_audit: CashierAuditTable;
  member_security_answers: MemberSecurityAnswersTable;
  vip_levels: VipLevelsTable;
  member_rewards: MemberRewardsTable;
  // The back office (issue 21, migration 029, decision 043).
  operators: OperatorsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  operator_sessions: OperatorSessionsTable;
  operator_api_keys: OperatorApiKeysTable;
  audit_log: AuditLogTable;
  approvals: ApprovalsTable;
  member_notes: MemberNotesTable;
  member_tags: MemberTagsTable;
  // The job scheduler (issue 21, migration 030, decision 042).
  job_claims: JobClaimsTable;
  job_runs: JobRunsTable;
}

// The back office (issue 21, migration 029, decision 043).
export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  role: string;
  language: Generated<string>;
  password_hash: string | null;
  totp_secret: string | null;
  totp_enabled: Generated<number>;
  totp_last_step: Generated<number>;
  setup_token_hash: string | null;
  setup_expires_at: string | null;
  failed_logins: Generated<number>;
  locked_until: string | null;
  disabled: Generated<number>;
  created_at: string;
  created_by: number | null;
  last_login_at: string | null;
}

export interface OperatorRecoveryCodesTable {
  id: Generated<number>;
  operator_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  stage: 'totp' | 'enrol' | 'full';
  ip: string;
  user_agent: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
}

export interface OperatorApiKeysTable {
  id: Generated<number>;
  operator_id: number;
  name: string;
  role: string;
  key_hash: string;
  key_prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  operator_id: number | null;
  operator_name: string;
  via: string;
  ip: string;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
}

export interface ApprovalsTable {
  id: Generated<number>;
  kind: string;
  target_type: string;
  target_id: string;
  amount_cents: number;
  payload_json: string;
  reason: string;
  status: 'pending' | 'confirmed' | 'rejected';
  requested_by: number;
  requested_at: string;
  decided_by: number | null;
  decided_at: string | null;
  result_json: string | null;
}

export interface MemberNotesTable {
  id: Generated<number>;
  member_id: number;
  operator_id: number;
  body: string;
  created_at: string;
}

export interface MemberTagsTable {
  member_id: number;
  tag: string;
  operator_id: number;
  created_at: string;
}

// Cashier (issue 9, migration 020, decision 025).
export interface PaymentChannelsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  direction: string;
  kind: string;
  provider: Generated<string>;
  display_name: string;
  instructions: Generated<string>;
  min_cents: number;
  max_cents: number;
  sequence: Generated<number>;
  enabled: Generated<number>;
}

export interface DepositsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  channel_code: string;
  kind: string;
  provider: Generated<string>;
  amount_cents: number;
  status: Generated<string>;
  reference: Generated<string>;
  provider_tx_id: string | null;
  promotion_id: number | null;
  reason: Generated<string>;
  decided_by: Generated<string>;
  created_at: string;
  decided_at: string | null;
}

export interface PayeeAccountsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  bank_name: string;
  account_number: string;
  holder_name: string;
  created_at: string;
  updated_at: string;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  request_id: string;
  amount_cents: number;
  status: Generated<string>;
  bank_name: string;
  account_number: string;
  holder_name: string;
  reason: Generated<string>;
  decided_by: Generated<string>;
  created_at: string;
  decided_at: string | null;
}

export interface CashierAuditTable {
  id: Generated<number>;
  merchant_code: string;
  actor: string;
  action: string;
  target: string;
  note: Generated<string>;
  at: string;
}

// Member centre (issue 9, migration 021).
export interface MemberSecurityAnswersTable {
  member_id: number;
  question_code: string;
  answer_hash: string;
  created_at: string;
}

export interface VipLevelsTable {
  id: Generated<number>;
  merchant_code: string;
  level: number;
  code: string;
  name_en: string;
  name_pt: string;
  deposit_required_cents: Generated<number>;
  valid_bet_required_cents: Generated<number>;
  daily_withdrawal_limit_cents: Generated<number>;
  birthday_bonus_cents: Generated<number>;
  rebate_boost_bp: Generated<number>;
  upgrade_bonus_cents: Generated<number>;
}

export interface MemberRewardsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  code: string;
  title_en: string;
  title_pt: string;
  amount_cents: number;
  source: string;
  status: Generated<string>;
  granted_at: string;
  expires_at: string | null;
  claimed_at: string | null;
}

// The job scheduler (issue 21, migration 030, decision 042).
/** The scheduler's claim of one job's period: unique per merchant, job and period. */
export interface JobClaimsTable {
  id: Generated<number>;
  merchant_code: string;
  job: string;
  period_key: string;
  /** running | ok | failed */
  status: string;
  /** Bumped by each take-over of a failed or stale claim. */
  attempt: number;
  claimed_at: string;
  claimed_by: string;
  finished_at: string | null;
}

/** One run of a job for a period, the scheduler's or an operator's. */
export interface JobRunsTable {
  id: Generated<number>;
  merchant_code: string;
  job: string;
  period_key: string;
  /** 'scheduler' or 'operator:<id>' */
  triggered_by: string;
  instance_id: string;
  started_at: string;
  finished_at: string | null;
  /** running | ok | failed */
  outcome: string;
  /** JSON object of what the run did. */
  detail: Generated<string>;
  error: string | null;
}
