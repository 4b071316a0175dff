import {
  formatMoney,
  formatMultiplier,
  type MoneyFormat,
  type TournamentRule,
} from '@app/contracts';

/** A score as the member reads it: money wagered, or a multiplier ("12,50x"). */
export function scoreText(rule: TournamentRule, score: number, currency: MoneyFormat): string {
  return rule === 'totalWagered'
    ? formatMoney(score, currency)
    : formatMultiplier(score, currency.locale);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A remaining time split for display: whole days, then HH:MM:SS. */
export function splitDuration(ms: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
}

/** `?id=` as a tournament id, or null when absent or not a positive whole number. */
export function tournamentIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
