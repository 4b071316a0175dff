import {
  CRASH_MAX_MULTIPLIER,
  CRASH_MIN_CASH_OUT,
  multiplierAt,
} from '../../../src/engines/crash.ts';
import { api, ApiError } from '../api.ts';
import type { Ctx } from '../context.ts';
import { h } from '../dom.ts';
import type { PublicRound } from '../types.ts';

interface CrashView {
  autoCashOutAt: number | null;
  startedAtMs: number | null;
  crashPoint?: number;
  cashOutAt?: number | null;
  won?: boolean;
}

/** How often the open round is read again to learn that it crashed. */
const POLL_MS = 1000;
/** How often a screen reader hears the multiplier. */
const SPEAK_MS = 2000;

/** Crash: the multiplier climbs along the shared curve until the server says it crashed. */
export function mountCrash(ctx: Ctx, board: HTMLElement, actions: HTMLElement) {
  const { t } = ctx;
  const readout = h('p', { class: 'multiplier', 'aria-hidden': 'true' }, ctx.multiplier(100));
  const spoken = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  const detail = h('p', { class: 'step-caption' });
  const stage = h(
    'div',
    { class: 'crash-stage' },
    h('span', { class: 'sr-only' }, t.multiplier),
    readout,
  );
  board.append(stage, spoken, detail);

  const auto = h('input', {
    id: 'auto-cash-out',
    type: 'number',
    inputmode: 'decimal',
    min: CRASH_MIN_CASH_OUT / 100,
    max: CRASH_MAX_MULTIPLIER / 100,
    step: '0.01',
    'aria-describedby': 'auto-cash-out-hint',
  });
  const autoField = h(
    'div',
    { class: 'field' },
    h('label', { for: 'auto-cash-out' }, t.autoCashOut),
    auto,
    h('small', { id: 'auto-cash-out-hint' }, t.autoHint),
  );
  const place = h('button', { type: 'button', class: 'primary' }, t.placeBet);
  const cashOut = h(
    'button',
    { type: 'button', class: 'primary cash-out', disabled: true },
    t.cashOut,
  );
  actions.append(autoField, place, cashOut);

  let running: {
    round: PublicRound;
    /** performance.now() at the curve's start. */
    origin: number;
    auto: number | null;
    frame: number;
    poll: number;
    spokenAt: number;
    cashing: boolean;
  } | null = null;

  function tick(now: number) {
    if (!running) return;
    const m = multiplierAt(now - running.origin);
    readout.textContent = ctx.multiplier(m);
    if (now - running.spokenAt >= SPEAK_MS) {
      running.spokenAt = now;
      spoken.textContent = ctx.multiplier(m);
    }
    // The automatic target is reached on screen: ask now rather than wait for the crash.
    if (running.auto !== null && m >= running.auto && !running.cashing) void doCashOut();
    running.frame = requestAnimationFrame(tick);
  }

  function start(round: PublicRound, elapsedMs: number) {
    const view = round.outcome as CrashView;
    const now = performance.now();
    running = {
      round,
      origin: now - Math.max(0, elapsedMs),
      auto: view.autoCashOutAt,
      frame: 0,
      poll: window.setInterval(() => void poll(), POLL_MS),
      spokenAt: now,
      cashing: false,
    };
    stage.classList.remove('crashed', 'won');
    stage.classList.add('running');
    detail.textContent = view.autoCashOutAt
      ? `${t.autoCashOut}: ${ctx.multiplier(view.autoCashOutAt)}`
      : '';
    place.disabled = true;
    auto.disabled = true;
    cashOut.disabled = false;
    ctx.lock(true);
    ctx.setStatus(t.running);
    running.frame = requestAnimationFrame(tick);
    cashOut.focus();
  }

  let shown: string | null = null;
  async function end(round: PublicRound, balanceCents: number | null) {
    if (running) {
      if (running.round.roundId !== round.roundId) return;
      cancelAnimationFrame(running.frame);
      clearInterval(running.poll);
      running = null;
    } else if (shown === round.roundId) return;
    shown = round.roundId;
    const view = round.outcome as CrashView;
    const crash = view.crashPoint ?? 100;
    stage.classList.remove('running');
    stage.classList.add(view.won ? 'won' : 'crashed');
    readout.textContent = ctx.multiplier(crash);
    const parts = [t.crashedAt(ctx.multiplier(crash))];
    if (view.won && view.cashOutAt) parts.push(t.cashedAt(ctx.multiplier(view.cashOutAt)));
    detail.textContent = parts.join(' · ');
    spoken.textContent = '';
    cashOut.disabled = true;
    place.disabled = false;
    auto.disabled = false;
    ctx.lock(false);
    place.focus();
    await ctx.roundShown(round, balanceCents);
  }

  async function poll() {
    if (!running) return;
    const id = running.round.roundId;
    try {
      const { rounds } = await api.rounds(3);
      const mine = rounds.find((round) => round.roundId === id);
      if (mine && mine.status !== 'open' && mine.status !== 'pending') await end(mine, null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) ctx.fail(error);
    }
  }

  async function doCashOut() {
    if (!running || running.cashing) return;
    running.cashing = true;
    cashOut.disabled = true;
    const round = running.round;
    try {
      const answer = await api.act(round.roundId, { cashOut: true });
      await end(answer.round, answer.balanceCents);
    } catch (error) {
      // Most often the round crashed a moment before: the next read shows how it ended.
      if (!(error instanceof ApiError && error.code === 'round.not.open')) ctx.fail(error);
      await poll();
    }
  }
  cashOut.addEventListener('click', () => void doCashOut());

  place.addEventListener('click', async () => {
    ctx.clearAlert();
    let autoCashOutAt: number | undefined;
    if (auto.value.trim() !== '' || auto.validity.badInput) {
      const value = Math.round(auto.valueAsNumber * 100);
      if (!Number.isFinite(value) || value < CRASH_MIN_CASH_OUT || value > CRASH_MAX_MULTIPLIER) {
        ctx.fail(new ApiError(400, 'auto.invalid', t.autoInvalid));
        auto.focus();
        return;
      }
      autoCashOutAt = value;
    }
    place.disabled = true;
    ctx.lock(true);
    try {
      const answer = await api.play(
        ctx.betCents(),
        autoCashOutAt === undefined ? undefined : { autoCashOutAt },
      );
      await ctx.showBalance(answer.balanceCents);
      if (answer.round.status === 'open') start(answer.round, 0);
      else await end(answer.round, answer.balanceCents);
    } catch (error) {
      ctx.fail(error);
      place.disabled = false;
      ctx.lock(false);
    }
  });

  // A round left running (a reload): pick it up where the curve is now.
  const open = ctx.session.openRound;
  if (open && open.status === 'open') {
    const view = open.outcome as CrashView;
    start(open, view.startedAtMs === null ? 0 : Date.now() - view.startedAtMs);
  }
}
