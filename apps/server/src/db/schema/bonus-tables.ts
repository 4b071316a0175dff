import type { Generated } from 'kysely';

/** A deposit promotion's bonus terms (decision 056); money columns are cents (bigint). */
export interface PromotionBonusTermsTable {
  promotion_id: number;
  merchant_code: string;
  percent_bp: number;
  max_bonus_cents: number;
  min_deposit_cents: number;
  wagering_multiple: number;
  wagering_base: 'bonus' | 'bonusAndDeposit';
  max_bet_cents: number;
  expiry_days: number;
  max_conversion_cents: number;
  /** JSON: game type -> percent. */
  contributions: string;
  once_per_member: Generated<number>;
}

export interface BonusesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  source: 'deposit' | 'operator' | 'freeSpins';
  promotion_id: number | null;
  deposit_id: number | null;
  grant_key: string;
  status: 'active' | 'converted' | 'forfeited' | 'expired' | 'cancelled' | 'spent';
  amount_cents: number;
  deposit_cents: Generated<number>;
  wagering_required_cents: number;
  wagered_cents: Generated<number>;
  max_bet_cents: number;
  max_conversion_cents: number;
  contributions: string;
  expires_at: string;
  granted_by: string;
  note: Generated<string>;
  created_at: string;
  closed_at: string | null;
  converted_cents: Generated<number>;
  forfeited_cents: Generated<number>;
}

export interface BonusStakesTable {
  merchant_code: string;
  stake_key: string;
  bonus_id: number;
  cash_cents: number;
  bonus_cents: number;
  /** Migration 044: what the stake added to its bonus's wagering. */
  counted_cents: Generated<number>;
  created_at: string;
}

export interface PromotionFreeSpinTermsTable {
  promotion_id: number;
  merchant_code: string;
  trigger: 'registration';
  spins: number;
  spin_value_cents: number;
  game_id: number;
  wagering_multiple: number;
  max_conversion_cents: number;
  expiry_days: number;
}

export interface FreeSpinGrantsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  promotion_id: number | null;
  game_id: number;
  grant_key: string;
  status: 'active' | 'used' | 'expired' | 'cancelled';
  spins_total: number;
  spins_left: number;
  spin_value_cents: number;
  wagering_multiple: number;
  max_conversion_cents: number;
  winnings_cents: Generated<number>;
  expires_at: string;
  granted_by: string;
  created_at: string;
  closed_at: string | null;
}

/** Migrations 040 and 041 (issue 25, decision 056): bonuses and free spins. */
export interface BonusTables {
  promotion_bonus_terms: PromotionBonusTermsTable;
  bonuses: BonusesTable;
  bonus_stakes: BonusStakesTable;
  promotion_free_spin_terms: PromotionFreeSpinTermsTable;
  free_spin_grants: FreeSpinGrantsTable;
}
