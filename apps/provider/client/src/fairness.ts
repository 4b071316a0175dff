import { api, ApiError } from './api.ts';
import type { Ctx } from './context.ts';
import { h } from './dom.ts';
import { percentFormat } from './i18n.ts';
import type { HistoryRound, Session } from './types.ts';

const SEED = /^[A-Za-z0-9_-]{1,64}$/;

/** "Provably fair": the seeds, the returns, and the member's rounds with a replay check. */
export function mountFairness(ctx: Ctx, isLocked: () => boolean) {
  const { t, session } = ctx;
  const percent = percentFormat(t);

  const toggle = h(
    'button',
    {
      type: 'button',
      class: 'fair-toggle',
      'aria-expanded': 'false',
      'aria-controls': 'fair-body',
    },
    t.fair,
  );
  const hash = h('code', { class: 'hash' });
  const nonce = h('span');
  const seedInput = h('input', {
    id: 'client-seed',
    type: 'text',
    autocomplete: 'off',
    spellcheck: 'false',
    maxlength: 64,
    pattern: '[A-Za-z0-9_\\-]{1,64}',
    'aria-describedby': 'client-seed-hint',
  });
  const rotate = h('button', { type: 'button', class: 'secondary' }, t.rotate);
  const revealed = h('p', { class: 'revealed', hidden: true });
  const theoretical = h('p', null, `${t.theoreticalRtp} ${percent(session.game.theoreticalRtp)}`);
  const actual = h('p');
  const list = h('ol', { class: 'history' });
  const refreshButton = h('button', { type: 'button', class: 'secondary small' }, t.refresh);

  const body = h(
    'div',
    { id: 'fair-body', class: 'fair-body', hidden: true },
    h('p', { class: 'help' }, t.fairHelp),
    h(
      'dl',
      { class: 'seeds' },
      h('dt', null, t.serverSeedHash),
      h('dd', null, hash),
      h('dt', null, t.nextNonce),
      h('dd', null, nonce),
    ),
    h(
      'div',
      { class: 'field' },
      h('label', { for: 'client-seed' }, t.clientSeed),
      seedInput,
      h('small', { id: 'client-seed-hint' }, t.clientSeedHint),
    ),
    rotate,
    revealed,
    h('div', { class: 'rtp' }, theoretical, actual),
    h('div', { class: 'history-head' }, h('h2', null, t.history), refreshButton),
    list,
  );
  const element = h(
    'section',
    { class: 'fair', 'aria-labelledby': 'fair-title' },
    h('h2', { id: 'fair-title', class: 'fair-title' }, toggle),
    body,
  );

  function showSeeds(fairness: Session['fairness']) {
    hash.textContent = fairness.serverSeedHash;
    nonce.textContent = String(fairness.nextNonce);
    if (document.activeElement !== seedInput) seedInput.value = fairness.clientSeed;
  }
  function showActual(value: Session['actualRtp']) {
    actual.textContent =
      value.rtp === null
        ? `${t.actualRtp} —`
        : `${t.actualRtp} ${percent(value.rtp)} (${t.roundsCount(value.rounds)})`;
  }
  showSeeds(session.fairness);
  showActual(session.actualRtp);

  function roundItem(round: HistoryRound) {
    const time = new Date(round.createdAt).toLocaleString(t.locale, {
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const item = h(
      'li',
      { class: 'round' },
      h(
        'p',
        { class: 'round-head' },
        h('time', { datetime: round.createdAt }, time),
        ` · ${t.nonce} ${round.nonce} · ${t.status[round.status] ?? round.status}`,
      ),
      h(
        'p',
        null,
        `${t.historyBet} ${ctx.money(round.betCents)}${
          round.freeRoundsId ? ` (${t.historyFree})` : ''
        } · ${t.historyWin} ${round.winCents === null ? '—' : ctx.money(round.winCents)}`,
      ),
    );
    const verifiable =
      round.serverSeed !== null && round.status !== 'open' && round.status !== 'pending';
    if (!verifiable) {
      item.append(h('p', { class: 'muted' }, t.seedSecret));
      return item;
    }
    const verdict = h('span', { class: 'verdict', 'aria-live': 'polite' });
    const button = h('button', { type: 'button', class: 'secondary small' }, t.verify);
    button.setAttribute('aria-label', t.verifyRound(round.nonce));
    button.addEventListener('click', async () => {
      button.disabled = true;
      verdict.className = 'verdict';
      verdict.textContent = t.verifying;
      let good = false;
      try {
        const { verifyRound } = await import('./verify.ts');
        good = await verifyRound(round, session.game);
      } catch (error) {
        console.error(error);
      }
      verdict.textContent = good ? t.verified : t.mismatch;
      verdict.classList.add(good ? 'good' : 'bad');
      button.disabled = false;
    });
    item.append(h('p', { class: 'verify' }, button, ' ', verdict));
    return item;
  }

  async function loadOnce() {
    try {
      const [fresh, history] = await Promise.all([api.session(), api.rounds(20)]);
      showSeeds(fresh.fairness);
      showActual(fresh.actualRtp);
      list.replaceChildren(
        ...(history.rounds.length
          ? history.rounds.map(roundItem)
          : [h('li', { class: 'muted' }, t.noRounds)]),
      );
    } catch (error) {
      ctx.fail(error);
    }
  }

  // A load asked for while one runs (a rotation answered before the panel's first load) runs
  // again once that one ends: the running one may have read the history from before the change,
  // and dropping the second ask left the rotated rounds with no verify button.
  let running: Promise<void> | null = null;
  let again = false;
  function load(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await loadOnce();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  toggle.addEventListener('click', () => {
    const open = body.hidden;
    body.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) void load();
  });
  refreshButton.addEventListener('click', () => void load());

  rotate.addEventListener('click', async () => {
    ctx.clearAlert();
    const wanted = seedInput.value.trim();
    if (wanted !== '' && !SEED.test(wanted)) {
      ctx.fail(new ApiError(400, 'seed.invalid', t.clientSeedHint));
      seedInput.focus();
      return;
    }
    rotate.disabled = true;
    try {
      const answer = await api.rotate(wanted === '' ? undefined : wanted);
      if (answer.revealed) {
        revealed.hidden = false;
        revealed.replaceChildren(
          `${t.revealed}: `,
          h('code', { class: 'hash' }, answer.revealed.serverSeed),
        );
      }
      seedInput.value = answer.next.clientSeed;
      showSeeds(answer.next);
      await load();
    } catch (error) {
      ctx.fail(error);
    } finally {
      rotate.disabled = isLocked();
    }
  });

  return {
    element,
    refresh() {
      if (!body.hidden) void load();
    },
    lock(locked: boolean) {
      rotate.disabled = locked;
    },
  };
}
