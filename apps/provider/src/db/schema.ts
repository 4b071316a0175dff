import type { PlayMode, WalletCallKind } from '@app/contracts';

export interface BrandsTable {
  code: string;
  secret: string;
  enabled: number;
  created_at: string;
  /** Migration 003 (decision 045): the secret before the last rotation, accepted until then. */
  previous_secret?: string | null;
  previous_until?: string | null;
  rotated_at?: string | null;
}

export interface GameSessionsTable {
  id: string;
  token_hash: string;
  code_hash: string;
  code_used_at: string | null;
  brand: string;
  player_id: string;
  currency: string;
  language: string;
  game_code: string;
  mode: PlayMode;
  lobby_url: string;
  /** The operator's launch token: names the player in this brand's wallet calls. */
  wallet_token: string;
  play_balance_cents: number;
  created_at: string;
  expires_at: string;
}

export interface SeedPairsTable {
  id: string;
  brand: string;
  player_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  created_at: string;
  revealed_at: string | null;
}

/**
 * `pending`: the stake's debit is on its way (unknown); `open`: staked, waiting for the
 * player (a poker draw, a crash cash-out); `settled`: the win is decided and its credit queued
 * or delivered; `refused`: the operator refused the stake (or a free round's credit), nothing
 * moved; `voided`: the stake's fate was unknown or the round could not finish, so its rollback
 * is queued.
 */
export type RoundStatus = 'pending' | 'open' | 'settled' | 'refused' | 'voided';

export interface RoundsTable {
  id: string;
  brand: string;
  player_id: string;
  session_id: string;
  game_code: string;
  engine: string;
  mode: PlayMode;
  currency: string;
  bet_cents: number;
  win_cents: number;
  jackpot_cents: number;
  status: RoundStatus;
  outcome: string;
  seed_pair_id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  created_at: string;
  settled_at: string | null;
  /** Migration 004: the operator's free-spins grant this round was played with (no stake). */
  free_rounds_id: string | null;
}

export interface WalletCallsTable {
  transaction_id: string;
  brand: string;
  kind: WalletCallKind;
  round_id: string;
  player_id: string;
  amount_cents: number;
  bet_transaction_id: string | null;
  /** The exact JSON sent (a retry sends the same bytes, so the operator sees the same call). */
  body: string;
  /** `unknown`: a debit that got no answer; its rollback settles it either way. */
  state: 'pending' | 'done' | 'refused' | 'unknown';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  done_at: string | null;
  /** Migration 004: a free round's credit names its grant (and has no bet). */
  free_rounds_id: string | null;
}

/**
 * Migration 004 (decision 061): a player's free spins on one slot, granted by the operator at
 * launch. `rounds_left` only goes down: a round takes one in the transaction that writes it.
 */
export interface FreeRoundsTable {
  brand: string;
  /** The operator's grant id (`fs-<n>`), unique within the brand. */
  grant_id: string;
  player_id: string;
  game_code: string;
  rounds_total: number;
  rounds_left: number;
  bet_cents: number;
  expires_at: string;
  created_at: string;
}

export interface JackpotPoolsTable {
  brand: string;
  currency: string;
  pool_cents: number;
  reserve_cents: number;
  updated_at: string;
}

export interface ProviderDatabase {
  brands: BrandsTable;
  game_sessions: GameSessionsTable;
  seed_pairs: SeedPairsTable;
  rounds: RoundsTable;
  wallet_calls: WalletCallsTable;
  jackpot_pools: JackpotPoolsTable;
  free_rounds: FreeRoundsTable;
  requests: RequestsTable;
  live_rounds: LiveRoundsTable;
  live_seats: LiveSeatsTable;
  live_bets: LiveBetsTable;
  pvp_tables: PvpTablesTable;
  pvp_seats: PvpSeatsTable;
  pvp_hands: PvpHandsTable;
  sport_fixtures: SportFixturesTable;
  sport_slips: SportSlipsTable;
  sport_legs: SportLegsTable;
}

/** A client's bet, action or slip by its idempotency key: the first answer, once known. */
export interface RequestsTable {
  session_id: string;
  key: string;
  kind: string;
  answer: string | null;
  created_at: string;
}

/** `betting` -> `closed` (no more bets; blackjack decisions) -> `settled`, or `voided`. */
export type LiveRoundStatus = 'betting' | 'closed' | 'settled' | 'voided';

export interface LiveRoundsTable {
  id: string;
  table_code: string;
  number: number;
  family: string;
  status: LiveRoundStatus;
  server_seed: string;
  server_seed_hash: string;
  result: string | null;
  opens_at: string;
  closes_at: string;
  result_at: string;
  settled_at: string | null;
  bet_count: number;
}

export interface LiveSeatsTable {
  /** Also the wallet round id of this player's bets in the round. */
  id: string;
  round_id: string;
  table_code: string;
  brand: string;
  player_id: string;
  session_id: string;
  mode: PlayMode;
  currency: string;
  /** Blackjack: the player's decisions, JSON; other games: []. */
  actions: string;
  staked_cents: number;
  win_cents: number | null;
  status: 'open' | 'settled' | 'voided';
  created_at: string;
  settled_at: string | null;
}

export interface LiveBetsTable {
  id: string;
  seat_id: string;
  round_id: string;
  spot: string;
  stake_cents: number;
  payout_cents: number | null;
  /** The wallet debit that took this stake (one per request). */
  debit_id: string | null;
  status: 'pending' | 'accepted' | 'refused' | 'voided' | 'settled';
  created_at: string;
}

export interface PvpTablesTable {
  id: string;
  game_code: string;
  brand: string;
  family: string;
  mode: PlayMode;
  currency: string;
  stake_cents: number;
  max_seats: number;
  hand_number: number;
  /** The hand in play (the engine's state, JSON), or null between hands. */
  state: string | null;
  turn_deadline: string | null;
  next_hand_at: string | null;
  version: number;
  created_at: string;
}

export interface PvpSeatsTable {
  /** Also the wallet round of the seat: buy-in debit, stack credit at leaving. */
  id: string;
  table_id: string;
  seat: number;
  brand: string;
  player_id: string;
  session_id: string | null;
  name: string;
  mode: PlayMode;
  bot: number;
  buy_in_cents: number;
  stack_cents: number;
  /** `pending`: the buy-in's debit is on its way; `seated`; `left` (stack paid back). */
  status: 'pending' | 'seated' | 'left';
  missed_turns: number;
  joined_at: string;
  left_at: string | null;
}

export interface PvpHandsTable {
  id: string;
  table_id: string;
  number: number;
  seats: string;
  summary: string;
  deltas: string;
  rake_cents: number;
  started_at: string;
  ended_at: string;
}

export type FixtureStatus = 'scheduled' | 'live' | 'ended' | 'settled' | 'cancelled';

export interface SportFixturesTable {
  id: string;
  sport: string;
  competition: string;
  home: string;
  away: string;
  kickoff_at: string;
  ends_at: string;
  strength: string;
  server_seed: string;
  server_seed_hash: string;
  timeline: string;
  status: FixtureStatus;
  final_score: string | null;
  settled_at: string | null;
  created_at: string;
}

export type SlipStatus = 'pending' | 'open' | 'won' | 'lost' | 'void' | 'refused' | 'voided';

export interface SportSlipsTable {
  id: string;
  brand: string;
  player_id: string;
  session_id: string;
  game_code: string;
  mode: PlayMode;
  currency: string;
  stake_cents: number;
  odds_hundredths: number;
  potential_cents: number;
  payout_cents: number | null;
  status: SlipStatus;
  created_at: string;
  settled_at: string | null;
}

export interface SportLegsTable {
  slip_id: string;
  leg: number;
  fixture_id: string;
  market: string;
  selection: string;
  label: string;
  odds_hundredths: number;
  outcome: 'won' | 'lost' | 'void' | null;
}
