import { drawDays, lotteryWeekday, type LotteryGame } from '@app/contracts';
import { favouritesFirst } from '../../../components/lottery/lottery-favourites.ts';

/** Spec 9: Sunday 1, Monday 2 ... Saturday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface ScheduleColumn<G> {
  weekday: number;
  today: boolean;
  games: G[];
}

type ScheduleGame = Pick<LotteryGame, 'gameId' | 'drawDayOfWeek' | 'drawTime' | 'remark'>;

/** Trad games by draw time, then the every-few-minutes games, each by name. */
function byDrawTime(a: ScheduleGame, b: ScheduleGame): number {
  if (a.drawTime !== b.drawTime) {
    if (a.drawTime === null) return 1;
    if (b.drawTime === null) return -1;
    return a.drawTime.localeCompare(b.drawTime);
  }
  return a.remark.localeCompare(b.remark);
}

/**
 * The weekly schedule (spec 2): seven columns starting today, each with the games drawing that
 * weekday (drawDayOfWeek; the ent games list every day), favourites first, the most recently
 * favourited first, the rest by draw time.
 */
export function scheduleColumns<G extends ScheduleGame>(
  games: readonly G[],
  today: number,
  favourites: readonly number[],
): ScheduleColumn<G>[] {
  const order = [...WEEKDAYS.slice(today - 1), ...WEEKDAYS.slice(0, today - 1)];
  return order.map((weekday) => ({
    weekday,
    today: weekday === today,
    games: favouritesFirst(
      games.filter((game) => drawDays(game.drawDayOfWeek).includes(weekday)).sort(byDrawTime),
      favourites,
    ),
  }));
}

/** Today's weekday on the games' clock (their draw days are Vietnam's), else the phone's. */
export function todayOf(
  games: readonly Pick<LotteryGame, 'utcOffset'>[],
  serverNow: number,
): number {
  const offset = games[0]?.utcOffset ?? -new Date(serverNow).getTimezoneOffset();
  return lotteryWeekday(new Date(serverNow), offset);
}

/** A weekday's name in a language: 1 is Sunday (4 January 2026 was a Sunday). */
export function weekdayName(weekday: number, locale: string): string {
  const sunday = Date.UTC(2026, 0, 4);
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(sunday + (weekday - 1) * 86_400_000),
  );
  // "segunda-feira", "thứ hai": a column heading starts with a capital.
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** "GMT+7" for 420 minutes east of UTC: a trad game's draw time is on its own clock. */
export function zoneLabel(utcOffsetMinutes: number): string {
  const sign = utcOffsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(utcOffsetMinutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}
