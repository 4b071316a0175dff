import type { TFunction } from 'i18next';
import type { BoLotteryGame } from '@app/contracts/backoffice';

/** "Mon, Wed at 18:15", "Every day at 16:15" or "Every 3 min", in the operator's language. */
export function scheduleText(t: TFunction<'lottery'>, game: BoLotteryGame): string {
  const days =
    game.drawDays.length === 7
      ? t('everyDay')
      : game.drawDays.map((day) => t(`days.${day}` as 'days.1')).join(', ');
  if (game.playType === 'trad') return t('games.at', { days, time: game.drawTime ?? '—' });
  const every = t('games.every', { count: game.intervalMinutes ?? 0 });
  return game.drawDays.length === 7 ? every : `${every} · ${days}`;
}

/** Minutes east of UTC as "+07:00". */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
