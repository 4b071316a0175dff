import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { splitDuration } from '../lib/format.ts';

/**
 * What is left of `ms` (counted by the server when it answered at `since`, the page's time of
 * the answer), ticking every second on the page's own clock: a phone whose clock is off still
 * counts the server's time. `label` is a text key taking `{{time}}`.
 */
export function Countdown({
  ms,
  since,
  label,
  className,
}: {
  ms: number;
  since: number;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { days, clock } = splitDuration(ms - Math.max(0, now - since));
  const time = days > 0 ? t('tournaments.time.days', { count: days, clock }) : clock;
  return (
    <p className={className} role="timer">
      {t(label, { time })}
    </p>
  );
}

/** A live tournament's time to its end, an upcoming one's to its start; nothing once ended. */
export function PhaseCountdown({
  tournament,
  since,
  className,
}: {
  tournament: { phase: string; msToEnd: number; msToStart: number };
  since: number;
  className?: string;
}) {
  if (tournament.phase === 'live') {
    return (
      <Countdown
        className={className}
        ms={tournament.msToEnd}
        since={since}
        label="tournaments.card.endsIn"
      />
    );
  }
  if (tournament.phase === 'upcoming') {
    return (
      <Countdown
        className={className}
        ms={tournament.msToStart}
        since={since}
        label="tournaments.card.startsIn"
      />
    );
  }
  return null;
}
