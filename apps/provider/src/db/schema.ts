import type { PlayMode, WalletCallKind } from '@app/contracts';

export interface BrandsTable {
  code: string;
  secret: string;
  enabled: number;
  created_at: string;
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
 * or delivered; `refused`: the operator refused the stake, nothing moved; `voided`: the stake's
 * fate was unknown or the round could not finish, so its rollback is queued.
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
}
