import type { FastifyInstance } from 'fastify';
import { nowMs, type AppContext } from '../../lib/context.ts';
import { drawDueDraws, openNextDraws } from './draws.service.ts';
import { settleDrawnBets } from './settlement.ts';
import { refundVoidedDraws } from './void.ts';

/**
 * The lottery sweep (decision 015, "Draw lifecycle, exactly once"): open the next draws, draw
 * the due ones, settle the bets of drawn draws (which also marks draws with no open bet left as
 * settled). Every step is a conditional write, so any number of instances may run it at once,
 * any number of times; a draw opened before a stop is drawn and settled by the first sweep
 * after it, however late.
 */

export interface SweepResult {
  opened: number;
  drawn: number;
  settled: number;
}

/**
 * One sweep at `now` (epoch ms, the context's clock by default). A failing step does not stop
 * the later ones (a draw that cannot be opened must not keep due bets unpaid); the first error
 * is thrown once all have run.
 */
export async function runLotterySweep(
  ctx: AppContext,
  now: number = nowMs(ctx),
): Promise<SweepResult> {
  let failure: unknown = null;
  const step = async (work: () => Promise<number>): Promise<number> => {
    try {
      return await work();
    } catch (error) {
      failure ??= error;
      return 0;
    }
  };
  const opened = await step(() => openNextDraws(ctx, now));
  const drawn = await step(() => drawDueDraws(ctx, now));
  const settled = await step(() => settleDrawnBets(ctx, now));
  // Voided draws (back office, issue 22): refunds a void left unfinished.
  await step(() => refundVoidedDraws(ctx, now));
  if (failure) throw failure;
  return { opened, drawn, settled };
}

/**
 * Tells this instance's live streams of the draws whose betting closed since `since` (decision
 * 062). Every instance tells its own streams, so nothing crosses Redis: a lock is a moment all
 * instances know, not something one of them did. Only draws not yet drawn are looked at (the
 * pending index), a handful at any time.
 */
export async function announceLocks(ctx: AppContext, since: number, now: number): Promise<void> {
  if (!ctx.live) return;
  const locked = await ctx.db
    .selectFrom('lottery_draws')
    .select(['game_id', 'numero'])
    .where('settled_at', 'is', null)
    .where('draw_at', '>', new Date(now).toISOString())
    .where('lock_at', '>', new Date(since).toISOString())
    .where('lock_at', '<=', new Date(now).toISOString())
    .where('voided_at', 'is', null)
    .execute();
  for (const draw of locked) {
    ctx.live.dispatchLocal({
      type: 'draw',
      gameId: Number(draw.game_id),
      numero: draw.numero,
      state: 'locked',
    });
  }
}

/**
 * Runs the sweep in this instance: once as soon as the app is ready, then every
 * LOTTERY_SWEEP_MS (0 turns it off). A run still going when the next is due is not doubled;
 * errors are logged and the next run tries again; close waits for the run in progress.
 */
export function registerLotterySweep(app: FastifyInstance, ctx: AppContext): void {
  const every = ctx.config.LOTTERY_SWEEP_MS;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  let lastRun = nowMs(ctx);
  const tick = () => {
    if (running) return;
    const now = nowMs(ctx);
    const since = lastRun;
    lastRun = now;
    running = runLotterySweep(ctx, now)
      .then(() => announceLocks(ctx, since, now))
      .then(
        () => {
          ctx.metrics?.lotterySweeps.inc({ outcome: 'ok' });
        },
        (error: unknown) => {
          ctx.metrics?.lotterySweeps.inc({ outcome: 'failed' });
          app.log.error({ err: error }, 'lottery sweep failed');
        },
      )
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, every);
    // The sweep alone never keeps the process alive.
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
