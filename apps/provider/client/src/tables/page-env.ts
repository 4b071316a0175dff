import type { Dict } from '../i18n.ts';
import type { Session } from '../types.ts';

/** What a table or sportsbook page gets from the game page around it. */
export interface PageEnv {
  session: Session;
  t: Dict;
  money: (cents: number) => string;
  /** Shows a balance; null reads it again from the session. */
  showBalance(cents: number | null): Promise<void>;
  /** Shows a refusal in the page's alert (or the ended-session page for a 401). */
  fail(error: unknown): void;
  /** The game session ended: the ended page with the way back. */
  ended(): void;
}
