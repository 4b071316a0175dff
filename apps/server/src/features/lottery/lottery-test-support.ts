import type { AppContext } from '../../lib/context.ts';
import type { TestClock } from '../../testing/lottery.ts';
import { runLotterySweep } from './sweep.ts';

/** Helpers the lottery's draw tests share (not a test file itself). */

/** Sweeps now, then every `stepMs` up to `until` (epoch ms), moving the clock. */
export async function sweepUntil(
  ctx: AppContext,
  clock: TestClock,
  until: number,
  stepMs: number,
): Promise<void> {
  await runLotterySweep(ctx);
  while (clock.now + stepMs <= until) {
    clock.now += stepMs;
    await runLotterySweep(ctx);
  }
}
