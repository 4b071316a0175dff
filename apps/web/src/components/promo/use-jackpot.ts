import { useEffect, useState } from 'react';
import { jackpotStart, jackpotStep, type RandomInt } from '@app/contracts';
import { browserRandomInt } from '../../lib/browser-random.ts';

/** Decorative jackpot in cents: a random start, then +100..500 every 3, 4 or 5 s (spec 4). */
export function useJackpot(random: RandomInt = browserRandomInt): number {
  const [cents, setCents] = useState(() => jackpotStart(random));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const { increment, nextDelayMs } = jackpotStep(random);
      timer = setTimeout(() => {
        setCents((value) => value + increment);
        schedule();
      }, nextDelayMs);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [random]);

  return cents;
}
