import './tables.css';
import { ApiError } from '../api.ts';
import { h } from '../dom.ts';
import type { Dict } from '../i18n.ts';
import { openPush, serverClock } from '../realtime.ts';
import { boardOf } from './live-board.ts';
import { liveDictFor, type LiveDict } from './live-i18n.ts';
import { liveApi, type LiveRound, type LiveSnapshot, type MyLive } from './live-api.ts';
import { renderStage } from './live-stage.ts';
import type { PageEnv } from './page-env.ts';
import { verifyLiveRound } from './verify-live.ts';

/**
 * A studio table (decision 040): the round in play with its countdown on the server's clock,
 * the board, the chips, the table's road, and this player's stakes and payout. State comes
 * from the table's push (snapshot on every connection); bets are requests whose key is kept
 * across retries, so a bet sent twice is placed once.
 */
export function mountLive(main: HTMLElement, env: PageEnv) {
  const { t, money } = env;
  const l = liveDictFor(env.session.language);
  const clock = serverClock();
  let snapshot: LiveSnapshot | null = null;
  let round: LiveRound | null = null;
  let mine: MyLive | null = null;
  const pending = new Map<string, number>();
  let chip = 0;
  let sending = false;

  const roundTitle = h('h2', { class: 'round-title' }, l.table);
  const phase = h('p', { class: 'phase' });
  const timer = h('p', { class: 'countdown', role: 'timer', 'aria-live': 'off' });
  const hash = h('p', { class: 'seed-hash' });
  const connection = h('p', { class: 'connection', role: 'status' });
  const stage = h('div', { class: 'stage', 'aria-live': 'polite' });
  const status = h('p', { class: 'status', role: 'status' });
  const alert = h('p', { class: 'alert', role: 'alert' });
  const chipsGroup = h('fieldset', { class: 'chips' }, h('legend', null, l.chips));
  const boardBox = h('div', { class: 'live-board' });
  const confirm = h(
    'button',
    { type: 'button', class: 'primary confirm-bets' },
    l.confirm(money(0)),
  );
  const clear = h('button', { type: 'button', class: 'secondary' }, l.clear);
  const decisions = h('div', { class: 'decisions', hidden: true });
  const roadList = h('ol', { class: 'road' });
  const verifyBox = h('div', { class: 'verify-live' });
  const limits = h('p', { class: 'limits' });

  main.append(
    alert,
    connection,
    h(
      'section',
      { class: 'live-table', 'aria-labelledby': 'live-round-title' },
      roundTitle,
      h('div', { class: 'round-line' }, phase, timer),
      hash,
      stage,
      status,
      decisions,
      chipsGroup,
      boardBox,
      h('div', { class: 'actions' }, clear, confirm),
      limits,
    ),
    h(
      'section',
      { class: 'road-box', 'aria-labelledby': 'road-title' },
      h('h2', { id: 'road-title' }, l.road),
      roadList,
    ),
    verifyBox,
  );
  roundTitle.id = 'live-round-title';

  const spotButtons = new Map<string, HTMLButtonElement>();

  function buildTable(snap: LiveSnapshot) {
    const table = snap.table;
    limits.textContent = l.limits(money(table.minBetCents), money(table.maxSpotCents));
    chipsGroup.replaceChildren(h('legend', null, l.chips));
    chip = table.chips[0] ?? table.minBetCents;
    for (const value of table.chips) {
      const input = h('input', {
        type: 'radio',
        name: 'chip',
        value,
        id: `chip-${value}`,
        checked: value === chip,
      });
      input.addEventListener('change', () => {
        chip = value;
      });
      chipsGroup.append(
        h('label', { class: 'chip', for: `chip-${value}` }, input, h('span', null, money(value))),
      );
    }
    boardBox.replaceChildren();
    spotButtons.clear();
    for (const group of boardOf(table.family, l)) {
      const grid = h('div', { class: `spot-grid cols-${group.columns}` });
      for (const spot of group.spots) {
        const button = h(
          'button',
          {
            type: 'button',
            class: `spot${spot.tone ? ` tone-${spot.tone}` : ''}`,
            'data-spot': spot.spot,
          },
          h('span', { class: 'spot-name' }, spot.label),
          h('span', { class: 'sr-only' }, `, ${l.paysWord} `),
          h('span', { class: 'spot-pays' }, `${spot.pays}:1`),
          h('span', { class: 'spot-stake' }),
        );
        button.addEventListener('click', () => addChip(spot.spot));
        spotButtons.set(spot.spot, button);
        grid.append(button);
      }
      boardBox.append(
        h('div', { class: 'spot-group', role: 'group', 'aria-label': group.name }, grid),
      );
    }
  }

  function addChip(spot: string) {
    if (!round || round.status !== 'betting' || sending) return;
    pending.set(spot, (pending.get(spot) ?? 0) + chip);
    alert.textContent = '';
    paintBoard();
  }

  const pendingTotal = () => [...pending.values()].reduce((sum, cents) => sum + cents, 0);

  function placedOn(spot: string) {
    return (mine?.roundId === round?.id ? (mine?.bets ?? []) : [])
      .filter(
        (bet) =>
          bet.spot === spot &&
          (bet.status === 'accepted' || bet.status === 'pending' || bet.status === 'settled'),
      )
      .reduce((sum, bet) => sum + bet.cents, 0);
  }

  function paintBoard() {
    const open = round?.status === 'betting' && clock.now() < Date.parse(round.closesAt);
    for (const [spot, button] of spotButtons) {
      const staked = placedOn(spot) + (pending.get(spot) ?? 0);
      button
        .querySelector('.spot-stake')!
        .replaceChildren(
          ...(staked > 0
            ? [h('span', { class: 'sr-only' }, `, ${l.stakedWord} `), money(staked)]
            : []),
        );
      button.disabled = !open || sending;
      button.classList.toggle('has-stake', staked > 0);
    }
    confirm.textContent = l.confirm(money(pendingTotal()));
    confirm.disabled = !open || sending || pending.size === 0;
    clear.disabled = sending || pending.size === 0;
  }

  function paintRound() {
    if (!round) return;
    roundTitle.textContent = `${snapshot?.table.name ?? l.table} · ${l.round(round.number)}`;
    hash.textContent = `${l.seedHash}: ${round.seedHash.slice(0, 16)}…`;
    hash.title = round.seedHash;
    const family = snapshot?.table.family ?? '';
    phase.textContent =
      round.status === 'betting'
        ? l.betting
        : round.status === 'closed'
          ? family === 'blackjack'
            ? l.decide
            : l.dealing
          : l.result;
    renderStage(stage, {
      family,
      round,
      dealt: snapshot?.dealt ?? null,
      hand: mine?.roundId === round.id ? mine.hand : null,
      t,
      l,
    });
    paintDecisions();
    paintBoard();
    tickTimer();
  }

  function paintDecisions() {
    const hand = mine?.roundId === round?.id ? mine?.hand : null;
    const show =
      snapshot?.table.family === 'blackjack' &&
      round?.status === 'closed' &&
      hand &&
      !hand.finished;
    decisions.hidden = !show;
    if (!show) return;
    const names: Record<string, string> = {
      hit: l.hit,
      stand: l.stand,
      double: l.doubleDown,
      split: l.split,
    };
    decisions.replaceChildren(
      ...['hit', 'stand', 'double', 'split'].map((action) => {
        const button = h('button', { type: 'button', class: 'decision' }, names[action]!);
        button.disabled = sending || !hand.legal.includes(action);
        button.addEventListener('click', () => void decide(action));
        return button;
      }),
    );
  }

  function tickTimer() {
    if (!round) return;
    const target =
      round.status === 'betting'
        ? Date.parse(round.closesAt)
        : round.status === 'closed'
          ? Date.parse(round.resultAt)
          : null;
    if (target === null) {
      timer.textContent = '';
      timer.removeAttribute('aria-label');
      return;
    }
    const seconds = Math.max(0, Math.ceil((target - clock.now()) / 1000));
    timer.textContent = l.seconds(seconds);
    timer.setAttribute(
      'aria-label',
      `${round.status === 'betting' ? l.timeLeft : l.decideLeft}: ${l.seconds(seconds)}`,
    );
    if (seconds === 0 && round.status === 'betting') paintBoard();
  }
  setInterval(tickTimer, 250);

  function paintRoad() {
    const road = snapshot?.road ?? [];
    roadList.replaceChildren(
      ...road
        .slice(-20)
        .reverse()
        .map((entry) => h('li', null, roadText(snapshot!.table.family, entry, l))),
    );
  }

  function paintVerify(settled: LiveRound) {
    if (!settled.seed || !snapshot) return;
    const output = h('p', { role: 'status' });
    const button = h('button', { type: 'button', class: 'secondary' }, l.verify);
    button.addEventListener('click', async () => {
      const okay = await verifyLiveRound(snapshot!.table.code, snapshot!.table.family, settled);
      output.textContent = okay ? l.verified : l.notVerified;
    });
    verifyBox.replaceChildren(
      h(
        'p',
        { class: 'seed-revealed' },
        `${l.round(settled.number)} · ${l.seedRevealed}: `,
        h('code', null, settled.seed),
      ),
      button,
      output,
    );
  }

  function onRound(next: LiveRound) {
    if (round && next.number < round.number) return;
    if (round && next.id !== round.id) {
      pending.clear();
      status.textContent = '';
    }
    round = next;
    paintRound();
  }

  const push = openPush('/ws/live', {
    connected(up) {
      connection.textContent = up ? '' : l.reconnecting;
    },
    message(message) {
      clock.sync(message.serverTime);
      switch (message.type) {
        case 'snapshot': {
          const snap = message as unknown as LiveSnapshot & { mine: MyLive | null };
          const first = snapshot === null;
          snapshot = snap;
          mine = snap.mine;
          if (first) {
            buildTable(snap);
            // A squeeze table turns its cards one by one (presentation only: the result is one).
            stage.classList.toggle('squeeze', snap.table.format === 'squeeze');
          }
          if (snap.round) {
            round = null;
            onRound(snap.round);
          }
          paintRoad();
          break;
        }
        case 'round':
          if (snapshot) snapshot.dealt = null;
          onRound(message.round as LiveRound);
          break;
        case 'closed':
          if (snapshot) snapshot.dealt = message.dealt ?? null;
          // Blackjack: this seat's hand (the common cards) arrives with its own request.
          if (snapshot?.table.family === 'blackjack') void refreshMine();
          onRound(message.round as LiveRound);
          break;
        case 'result': {
          const settled = message.round as LiveRound;
          if (snapshot && settled.road !== null)
            snapshot.road = [...snapshot.road, settled.road].slice(-40);
          onRound(settled);
          paintRoad();
          paintVerify(settled);
          const staked =
            mine?.roundId === settled.id
              ? (mine.bets ?? []).some((bet) => bet.status === 'accepted')
              : false;
          if (!staked) status.textContent = '';
          break;
        }
        case 'payout': {
          const win = Number(message.winCents);
          status.textContent = win > 0 ? t.win(money(win)) : l.youLost;
          if (mine && mine.roundId === message.roundId) mine.winCents = win;
          void env.showBalance(
            typeof message.balanceCents === 'number' ? message.balanceCents : null,
          );
          break;
        }
        case 'ended':
          env.ended();
          break;
      }
    },
  });

  async function refreshMine() {
    try {
      const view = await liveApi.table();
      mine = view.mine;
      paintRound();
    } catch (error) {
      env.fail(error);
    }
  }

  confirm.addEventListener('click', async () => {
    if (!round || pending.size === 0) return;
    const bets = [...pending].map(([spot, cents]) => ({ spot, cents }));
    const roundId = round.id;
    sending = true;
    status.textContent = l.placing;
    paintBoard();
    try {
      const answer = await liveApi.bet(roundId, bets);
      pending.clear();
      if (!mine || mine.roundId !== roundId)
        mine = { roundId, bets: [], hand: null, winCents: null };
      mine.bets = [...mine.bets, ...answer.bets];
      status.textContent = l.accepted;
      await env.showBalance(answer.balanceCents);
    } catch (error) {
      status.textContent = '';
      env.fail(error);
      if (error instanceof ApiError) alert.textContent = error.message;
    } finally {
      sending = false;
      paintBoard();
    }
  });
  clear.addEventListener('click', () => {
    pending.clear();
    paintBoard();
  });

  async function decide(action: string) {
    if (!round) return;
    const roundId = round.id;
    sending = true;
    paintDecisions();
    try {
      const answer = await liveApi.act(roundId, action);
      if (mine) mine.hand = answer.hand;
      if (answer.balanceCents !== null) await env.showBalance(answer.balanceCents);
    } catch (error) {
      env.fail(error);
      if (error instanceof ApiError) alert.textContent = error.message;
    } finally {
      sending = false;
      paintRound();
    }
  }

  return { close: () => push.close() };
}

function roadText(family: string, entry: unknown, l: LiveDict): string {
  const e = (entry ?? {}) as Record<string, unknown>;
  switch (family) {
    case 'roulette':
      return `${String(e.number)} ${e.colour === 'red' ? l.red : e.colour === 'black' ? l.black : l.green}`;
    case 'baccarat':
      return `${e.winner === 'P' ? l.player : e.winner === 'B' ? l.banker : l.tie} ${String(e.player)}-${String(e.banker)}`;
    case 'dragon-tiger':
      return e.winner === 'D' ? l.dragon : e.winner === 'T' ? l.tiger : l.tie;
    case 'sic-bo':
      return `${(e.dice as number[] | undefined)?.join(' ') ?? ''} = ${String(e.total)}`;
    case 'fan-tan':
      return `${l.fan(Number(e.result))} · ${l.beads(Number(e.beads))}`;
    default:
      // Blackjack: the dealer's final total (a bust shows its total too).
      return `${l.dealer} ${String(e.dealerTotal ?? '')}${e.dealerBlackjack === true ? ' (21 BJ)' : ''}`;
  }
}

export type { Dict };
