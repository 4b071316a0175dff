import type { Dict } from './i18n.ts';
import type { PublicRound, RoundSession } from './types.ts';

/** What every game view gets from the page. */
export interface Ctx {
  session: RoundSession;
  t: Dict;
  money: (cents: number) => string;
  multiplier: (hundredths: number) => string;
  reduced: boolean;
  betCents(): number;
  /** While a round runs the bet cannot change (nor the seeds rotate). */
  lock(locked: boolean): void;
  setStatus(text: string): void;
  clearAlert(): void;
  /** Shows a refusal in the alert (or the ended-session page for a 401). */
  fail(error: unknown): void;
  /** Shows a balance; null reads it again from the session. */
  showBalance(cents: number | null): Promise<void>;
  /** A round is over on screen: its result in the status line, the balance, the history. */
  roundShown(round: PublicRound, balanceCents: number | null): Promise<void>;
}

/** The balance before a round's win: what to show while the round is still being revealed. */
export const beforeWin = (round: PublicRound, balanceCents: number | null) =>
  balanceCents === null ? null : balanceCents - (round.winCents ?? 0);
