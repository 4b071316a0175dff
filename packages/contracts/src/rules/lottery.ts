import { TIMING } from '../constants.ts';

/**
 * The lottery rules of spec shell-games-lottery section 4 and 9 that the site and the server
 * share: the countdown, the lobby's menu refresh delay, the card highlight, the weekday mapping
 * and the layout of winning numbers. Pure functions of their inputs (times in milliseconds).
 */

/** What a countdown shows when there is nothing to count (not on sale, or the time is up). */
export const COUNTDOWN_IDLE = '--:--:--';

export interface CountdownInput {
  /** Milliseconds until the draw, as the server said (its clock, not the phone's). */
  remainTime: number;
  /** The draw's time window [start, end] in milliseconds; half of it is taken off. */
  lotteryTime?: readonly [number, number];
  isSale: boolean;
  /**
   * The draw that goes on sale when this one locks (remaining time and window on the same
   * answer's clock): the countdown moves on to it at the lock instead of showing --:--:--
   * until the next answer.
   */
  following?: { remainTime: number; lotteryTime: readonly [number, number] } | undefined;
}

export interface CountdownView {
  /** Hours (under 24 when `days` is above 0), minutes and seconds; --:--:-- when idle. */
  text: string;
  /** Whole days before `text`: a wait of a day or more reads "5 d 18:32:38", not "138:32:38". */
  days: number;
  /** 5 s or less to go (spec 9): the site marks it. */
  near: boolean;
  /** Nothing left to count: sale closed, or the time is up. */
  idle: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');
const DAY_MS = 86_400_000;

/** Hours (not wrapped at 24), minutes and seconds of a positive span, rounded down to seconds. */
export function formatCountdown(ms: number): string {
  const total = Math.floor(ms / 1000);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/**
 * Spec 4, lottery countdown: not on sale shows --:--:--; otherwise it counts down from the
 * remaining time minus half the lottery time window, near at 5 s or less, --:--:-- at zero or
 * below. `elapsedMs` is the time since the server gave `remainTime` (the 500 ms tick adds it).
 */
export function countdownView(input: CountdownInput, elapsedMs = 0): CountdownView {
  if (!input.isSale) return { text: COUNTDOWN_IDLE, days: 0, near: false, idle: true };
  const toLock = (remainTime: number, [start, end]: readonly [number, number]) =>
    remainTime - Math.max(0, end - start) / 2 - elapsedMs;
  let left = toLock(input.remainTime, input.lotteryTime ?? [0, 0]);
  if (left <= 0 && input.following) {
    left = toLock(input.following.remainTime, input.following.lotteryTime);
  }
  if (left <= 0) return { text: COUNTDOWN_IDLE, days: 0, near: false, idle: true };
  const days = Math.floor(left / DAY_MS);
  return {
    text: formatCountdown(left - days * DAY_MS),
    days,
    near: left <= TIMING.countdownNearSeconds * 1000,
    idle: false,
  };
}

/**
 * The countdown input of the draw after a game's open one, on the same answer's clock (the
 * answer's server time is the open draw's time minus its remaining time); undefined when the
 * answer names no following draw.
 */
export function followingDraw(game: {
  remainTime: number;
  lockTime: number;
  drawAt: string | null;
  nextDrawAt: string | null;
  nextLockAt: string | null;
}): CountdownInput['following'] {
  if (game.drawAt === null || game.nextDrawAt === null || game.nextLockAt === null) {
    return undefined;
  }
  const nextDrawAt = Date.parse(game.nextDrawAt);
  return {
    remainTime: game.remainTime + (nextDrawAt - Date.parse(game.drawAt)),
    lotteryTime: [Date.parse(game.nextLockAt), nextDrawAt + game.lockTime * 1000],
  };
}

/**
 * Spec 4, lottery menu refresh: the smallest non-negative remaining time among the open games,
 * capped at 30,000 ms; 7,000 ms when that smallest time is 0 or less or no game is open.
 */
export function menuRefreshDelay(
  games: readonly { remainTime: number; isSale: boolean }[],
): number {
  const remaining = games
    .filter((game) => game.isSale && game.remainTime >= 0)
    .map((game) => game.remainTime);
  if (remaining.length === 0) return TIMING.lotteryMenuRefreshIdleMs;
  const smallest = Math.min(...remaining);
  return smallest <= 0
    ? TIMING.lotteryMenuRefreshIdleMs
    : Math.min(smallest, TIMING.lotteryMenuRefreshMaxMs);
}

/** Spec 2: a lobby card is highlighted while its time to lock is above 0 and under 24 hours. */
export function isLockSoon(msToLock: number): boolean {
  return msToLock > 0 && msToLock < TIMING.lotteryHighlightWindowMs;
}

/** Spec 9: Sunday is 1, Monday 2 ... Saturday 7 (JavaScript's getDay() plus one). */
export function lotteryWeekday(date: Date, utcOffsetMinutes = 0): number {
  const local = new Date(date.getTime() + utcOffsetMinutes * 60_000);
  return local.getUTCDay() + 1;
}

/** A game's drawDayOfWeek ("1,4,7") as weekday numbers 1 to 7, anything else left out. */
export function drawDays(drawDayOfWeek: string | null | undefined): number[] {
  const days = new Set<number>();
  for (const part of (drawDayOfWeek ?? '').split(',')) {
    const day = Number(part.trim());
    if (Number.isInteger(day) && day >= 1 && day <= 7) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

/** The row labels of a regional Vietnamese result (spec 2): the special prize, then G1 to G9. */
export const PRIZE_ROW_LABELS = ['GB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9'];

/** Rows of a winning-number string; the spec leaves the separator unnamed, we use "|". */
export const WINNING_ROW_SEPARATOR = '|';

export interface WinningRow {
  /** GB, G1 ... G9 for a multi-row result; null for a single row. */
  label: string | null;
  cells: string[];
}

function cellsOf(row: string, perCharacter: boolean): string[] {
  const trimmed = row.trim();
  if (trimmed === '') return [];
  if (trimmed.includes(',')) return trimmed.split(',').map((cell) => cell.trim());
  if (trimmed.includes('~')) return trimmed.split('~').map((cell) => cell.trim());
  // A single-row result of digit games is one ball per character ("38172" is five balls); a
  // prize row of a regional result is one number ("12345" is the special prize).
  return perCharacter ? [...trimmed.replace(/\s+/g, '')] : [trimmed];
}

/**
 * Spec 2, winning numbers: rows by the separator, labelled GB and G1 to G9 when there are
 * several; cells by commas, else by tildes, else (a single row) one per character.
 */
export function winningNumberRows(value: string | null | undefined): WinningRow[] {
  const rows = (value ?? '').split(WINNING_ROW_SEPARATOR).filter((row) => row.trim() !== '');
  if (rows.length === 0) return [];
  if (rows.length === 1) return [{ label: null, cells: cellsOf(rows[0]!, true) }];
  return rows.map((row, index) => ({
    label: PRIZE_ROW_LABELS[index] ?? `G${index}`,
    cells: cellsOf(row, false),
  }));
}
