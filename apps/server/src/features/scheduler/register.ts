import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { createInstanceId, runSchedulerTick, type SchedulerOptions } from './scheduler.service.ts';

/**
 * Runs the scheduler in this instance: a tick as soon as the app is ready (the catch-up after
 * a stop), then every SCHEDULER_TICK_MS. Off when SCHEDULER_ENABLED is false or the tick is 0.
 * A tick still going when the next is due is not doubled; close stops claiming and waits for
 * the run in progress.
 */
/** How long a shutdown waits for the run in progress. */
const CLOSE_WAIT_MS = 3_000;

export function registerScheduler(
  app: FastifyInstance,
  ctx: AppContext,
  options: Omit<SchedulerOptions, 'signal'> = {},
): void {
  const every = ctx.config.SCHEDULER_TICK_MS;
  if (!ctx.config.SCHEDULER_ENABLED || every <= 0) return;
  const instanceId = options.instanceId ?? createInstanceId();
  const stop = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const tick = () => {
    if (running) return;
    running = runSchedulerTick(ctx, { ...options, instanceId, signal: stop.signal })
      .then(
        (runs) => {
          for (const run of runs) {
            if (run.outcome === 'failed') {
              app.log.error(
                { job: run.job, period: run.periodKey, error: run.error },
                'scheduled job failed',
              );
            } else {
              app.log.debug({ job: run.job, period: run.periodKey, detail: run.detail }, 'job ran');
            }
          }
        },
        (error: unknown) => app.log.error({ err: error }, 'scheduler tick failed'),
      )
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, every);
    // The scheduler alone never keeps the process alive.
    timer.unref();
  });
  app.addHook('preClose', async () => {
    stop.abort();
    if (timer) clearInterval(timer);
    timer = null;
    // The run in progress finishes its job (the abort stops it claiming the next), but a
    // shutdown never waits on it for long: a run cut short is idempotent, and its claim is
    // taken over once stale (STALE_CLAIM_MS).
    let bounded: NodeJS.Timeout | undefined;
    await Promise.race([
      running,
      new Promise<void>((resolve) => {
        bounded = setTimeout(resolve, CLOSE_WAIT_MS);
      }),
    ]);
    clearTimeout(bounded);
  });
}
