import type { Generated } from 'kysely';

/** Migration 037 (issue 23, decision 048): player protection. */
export interface RgSettingsTable {
  member_id: number;
  merchant_code: string;
  session_limit_minutes: number | null;
  /** A pending session-limit change (null: removal), applying at session_limit_pending_at. */
  session_limit_pending: number | null;
  session_limit_pending_at: string | null;
  reality_check_minutes: number | null;
  /** 'timeout' | 'self' | null. */
  exclusion_kind: string | null;
  exclusion_duration: string | null;
  exclusion_started_at: string | null;
  /** End of the chosen period; null when permanent. */
  exclusion_until: string | null;
  exclusion_end_requested_at: string | null;
  exclusion_ends_at: string | null;
  updated_at: string;
}

export interface RgLimitsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  kind: string;
  period: string;
  amount_cents: number;
  /** With pending_at set: the value it takes then (null: the limit goes). */
  pending_amount_cents: number | null;
  pending_at: string | null;
  updated_at: string;
}

export interface RgHistoryTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  at: string;
  what: string;
  from_value: string | null;
  to_value: string | null;
  effective_at: string | null;
}

export interface PlayerProtectionTables {
  rg_settings: RgSettingsTable;
  rg_limits: RgLimitsTable;
  rg_history: RgHistoryTable;
}
