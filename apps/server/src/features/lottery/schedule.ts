import { drawDays } from '@app/contracts';

/**
 * When a lottery game draws (decision 015, "Numeros"). Pure functions of the game's schedule and
 * an instant, so every instance that opens a draw agrees on its time and numero.
 *
 * Trad games draw on their draw days (1 = Sunday ... 7 = Saturday) at HH:mm; ent games every
 * `intervalMinutes` from 00:00 of each draw day. Both on the game's own clock (`utcOffset`
 * minutes east of UTC), which also dates the numero: trad `YYYYMMDD`, ent `YYYYMMDD-NNNN` with
 * NNNN the draw's place in its day from 0001.
 */

export interface DrawSchedule {
  playType: 'trad' | 'ent';
  /** "2,7": 1 = Sunday ... 7 = Saturday. */
  drawDays: string;
  /** Trad: HH:mm on the game's clock. */
  drawTime: string | null;
  /** Ent: minutes between draws. */
  intervalMinutes: number | null;
  /** Minutes east of UTC. */
  utcOffset: number;
  lockSeconds: number;
}

export interface PlannedDraw {
  numero: string;
  /** Epoch ms. */
  drawAt: number;
  /** Epoch ms: no bet is taken from here on. */
  lockAt: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DRAW_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function dayNumero(localDayStart: number): string {
  const day = new Date(localDayStart);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}`;
}

/** Minutes after local midnight of each draw of a day, or null when the schedule is unusable. */
function drawMinutes(game: DrawSchedule): number[] | null {
  if (game.playType === 'trad') {
    const match = DRAW_TIME.exec(game.drawTime ?? '');
    if (!match) return null;
    return [Number(match[1]) * 60 + Number(match[2])];
  }
  const interval = game.intervalMinutes ?? 0;
  if (!Number.isInteger(interval) || interval < 1 || interval > 1440) return null;
  return Array.from({ length: Math.ceil(1440 / interval) }, (_, index) => index * interval);
}

/**
 * The game's first draw strictly after `after` (epoch ms), or null when its schedule names no
 * draw day or no usable time.
 */
export function nextDraw(game: DrawSchedule, after: number): PlannedDraw | null {
  const days = new Set(drawDays(game.drawDays));
  const minutes = drawMinutes(game);
  if (days.size === 0 || !minutes) return null;
  const offsetMs = game.utcOffset * MINUTE_MS;
  // Midnight of `after`'s day on the game's clock, as if that clock were UTC.
  const today = Math.floor((after + offsetMs) / DAY_MS) * DAY_MS;
  // Eight days reach the same weekday next week even when today's draw has passed.
  for (let day = 0; day <= 7; day += 1) {
    const localDay = today + day * DAY_MS;
    if (!days.has(new Date(localDay).getUTCDay() + 1)) continue;
    for (let index = 0; index < minutes.length; index += 1) {
      const drawAt = localDay + minutes[index]! * MINUTE_MS - offsetMs;
      if (drawAt <= after) continue;
      const numero =
        game.playType === 'trad'
          ? dayNumero(localDay)
          : `${dayNumero(localDay)}-${String(index + 1).padStart(4, '0')}`;
      return { numero, drawAt, lockAt: drawAt - game.lockSeconds * 1000 };
    }
  }
  return null;
}
