import type { Generated } from 'kysely';

/** A tournament (decision 057); instants are ISO-8601 text, money cents (bigint). */
export interface TournamentsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  title_pt: string;
  title_en: string;
  starts_at: string;
  ends_at: string;
  rule: 'totalWagered' | 'biggestMultiplier';
  min_bet_cents: Generated<number>;
  status: 'active' | 'paid' | 'cancelled';
  scored_at: string | null;
  paid_at: string | null;
  created_at: string;
}

/** The in-house slots whose rounds count. */
export interface TournamentGamesTable {
  tournament_id: number;
  game_id: number;
}

/** The prize table: every rank from from_rank to to_rank wins amount_cents. */
export interface TournamentPrizesTable {
  tournament_id: number;
  from_rank: number;
  to_rank: number;
  amount_cents: number;
}

export interface TournamentEntriesTable {
  id: Generated<number>;
  tournament_id: number;
  member_id: number;
  entered_at: string;
  score: Generated<number>;
  reached_at: string | null;
  rounds: Generated<number>;
  wagered_cents: Generated<number>;
  best_multiplier_bp: Generated<number>;
  updated_at: string;
  final_rank: number | null;
  prize_cents: Generated<number>;
}

/** Migration 042 (issue 25, decision 057): tournaments. */
export interface TournamentTables {
  tournaments: TournamentsTable;
  tournament_games: TournamentGamesTable;
  tournament_prizes: TournamentPrizesTable;
  tournament_entries: TournamentEntriesTable;
}
