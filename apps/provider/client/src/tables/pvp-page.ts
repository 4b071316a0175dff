import './tables.css';
import { ApiError, postOnce } from '../api.ts';
import { h } from '../dom.ts';
import { openPush, serverClock } from '../realtime.ts';
import { cardElement, cardLabel, cardRow } from './cards.ts';
import type { PageEnv } from './page-env.ts';
import { pvpDictFor, type PvpDict } from './pvp-i18n.ts';

/** A card table as this seat sees it (apps/provider/src/pvp/card-tables.ts). */
interface TableView {
  table: {
    id: string;
    name: string;
    family: 'holdem' | 'truco' | 'domino';
    mode: string;
    stakeCents: number;
    maxSeats: number;
    buyIn: { minCents: number; maxCents: number };
    rakePercent: number;
    rakeCapCents: number;
    turnMs: number;
  };
  serverTime: number;
  seats: Array<{
    seat: number;
    name: string;
    bot: boolean;
    stackCents: number;
    status: string;
    you: boolean;
  }>;
  mySeat: number | null;
  hand: {
    number: number;
    seedHash: string;
    toAct: number | null;
    turnDeadline: string | null;
    view: Record<string, unknown>;
    legal: Action[];
  } | null;
  nextHandAt: string | null;
  history: Array<{
    number: number;
    deltas: Record<string, number>;
    yourDeltaCents: number | null;
    rakeCents: number;
  }>;
}

type Action = { type: string; [key: string]: unknown };

/**
 * A player-versus-player table (decision 040): the seats (a practice bot says so), sitting
 * with a buy-in, the hand as this seat sees it with its legal moves as buttons, the turn timer,
 * leaving, and the last hands. Every request carries a key kept across its retries.
 */
export function mountPvp(main: HTMLElement, env: PageEnv) {
  const { t, money } = env;
  const p = pvpDictFor(env.session.language);
  const clock = serverClock();
  let view: TableView | null = null;
  let busy = false;

  const info = h('div', { class: 'table-info' });
  const connection = h('p', { class: 'connection', role: 'status' });
  const seatsBox = h('ol', { class: 'seats', 'aria-label': p.seats });
  const turn = h('p', { class: 'turn', role: 'status' });
  const timer = h('p', { class: 'countdown', role: 'timer', 'aria-live': 'off' });
  const handBox = h('div', { class: 'hand' });
  const actionsBox = h('div', { class: 'pvp-actions', role: 'group', 'aria-label': p.actions });
  const alert = h('p', { class: 'alert', role: 'alert' });
  const leave = h('button', { type: 'button', class: 'secondary' }, p.leave);
  const historyList = h('ol', { class: 'history' });
  const buyIn = h('input', { type: 'number', id: 'buy-in', inputmode: 'decimal', step: '0.01' });
  const buyInField = h(
    'div',
    { class: 'field buy-in' },
    h('label', { for: 'buy-in' }, p.buyIn),
    buyIn,
    h('span', { class: 'hint', id: 'buy-in-hint' }),
  );
  buyIn.setAttribute('aria-describedby', 'buy-in-hint');

  main.append(
    alert,
    connection,
    h('section', { class: 'pvp-table', 'aria-label': p.seats }, info, buyInField, seatsBox),
    h(
      'section',
      { class: 'pvp-hand', 'aria-label': p.hand(0).replace(/\s*0$/, '') },
      turn,
      timer,
      handBox,
      actionsBox,
      h('div', { class: 'actions' }, leave),
    ),
    h(
      'section',
      { class: 'history-box', 'aria-labelledby': 'pvp-history' },
      h('h2', { id: 'pvp-history' }, p.history),
      historyList,
    ),
  );

  const push = openPush('/ws/pvp', {
    connected(up) {
      connection.textContent = up ? '' : p.reconnecting;
    },
    message(message) {
      clock.sync(message.serverTime);
      if (message.type === 'table') show(message as unknown as TableView);
      if (message.type === 'ended') env.ended();
    },
  });

  async function send<T>(path: string, body: Record<string, unknown>): Promise<T | null> {
    if (busy) return null;
    busy = true;
    alert.textContent = '';
    try {
      return await postOnce<T>(path, body);
    } catch (error) {
      env.fail(error);
      if (error instanceof ApiError && error.status !== 401) alert.textContent = error.message;
      return null;
    } finally {
      busy = false;
    }
  }

  const cents = () => Math.round(Number(buyIn.value.replace(',', '.')) * 100);

  function show(next: TableView) {
    view = next;
    const { table } = next;
    info.replaceChildren(
      h('p', null, p.stake(money(table.stakeCents))),
      h('p', { class: 'rake' }, p.rake(table.rakePercent, money(table.rakeCapCents))),
    );
    // Twice the minimum by default: a seat at the minimum is stood up by its first loss.
    if (!buyIn.value)
      buyIn.value = (Math.min(table.buyIn.maxCents, 2 * table.buyIn.minCents) / 100).toFixed(2);
    buyIn.min = (table.buyIn.minCents / 100).toFixed(2);
    buyIn.max = (table.buyIn.maxCents / 100).toFixed(2);
    buyInField.querySelector('.hint')!.textContent = p.buyInHint(
      money(table.buyIn.minCents),
      money(table.buyIn.maxCents),
    );
    buyInField.hidden = next.mySeat !== null;
    leave.hidden = next.mySeat === null;
    seatsBox.replaceChildren(
      ...Array.from({ length: table.maxSeats }, (_, n) => {
        const seat = next.seats.find((s) => s.seat === n);
        if (!seat) {
          const sit = h('button', { type: 'button', class: 'primary sit' }, p.sitHere(n + 1));
          sit.disabled = next.mySeat !== null;
          sit.addEventListener('click', () => void sitAt(n));
          return h(
            'li',
            { class: 'seat empty' },
            h('span', null, `${p.seat(n + 1)}: ${p.empty}`),
            next.mySeat === null ? sit : null,
          );
        }
        const acting = next.hand?.toAct === n;
        // A practice bot gives its seat to a member who sits there.
        const take =
          seat.bot && next.mySeat === null
            ? h('button', { type: 'button', class: 'secondary sit' }, p.sitHere(n + 1))
            : null;
        take?.addEventListener('click', () => void sitAt(n));
        return h(
          'li',
          { class: `seat${seat.you ? ' mine' : ''}${acting ? ' acting' : ''}` },
          take,
          h(
            'span',
            { class: 'seat-name' },
            `${p.seat(n + 1)}: ${seat.name}`,
            seat.bot ? h('span', { class: 'badge bot' }, p.bot) : null,
            seat.you ? ` (${p.you})` : '',
          ),
          h('span', { class: 'seat-stack' }, `${p.stack}: ${money(seat.stackCents)}`),
        );
      }),
    );
    renderHand(next);
    historyList.replaceChildren(
      ...next.history.map((row) => {
        const mine = row.yourDeltaCents;
        const you =
          mine === null || mine === 0
            ? p.even
            : mine > 0
              ? p.youWon(money(mine))
              : p.youLost(money(-mine));
        return h('li', null, p.historyLine(row.number, you, money(row.rakeCents)));
      }),
    );
    tick();
  }

  function renderHand(next: TableView) {
    const hand = next.hand;
    actionsBox.replaceChildren();
    if (!hand) {
      turn.textContent = p.waiting;
      handBox.replaceChildren();
      return;
    }
    const over = hand.view.over === true;
    const actor = next.seats.find((s) => s.seat === hand.toAct);
    turn.textContent = over
      ? p.nextHand
      : hand.toAct === next.mySeat
        ? p.yourTurn
        : actor
          ? p.theirTurn(actor.name)
          : p.waiting;
    const header = h(
      'p',
      { class: 'hand-number' },
      p.hand(hand.number),
      ' · ',
      h(
        'span',
        { class: 'seed-hash', title: hand.seedHash },
        `${p.seedHash}: ${hand.seedHash.slice(0, 12)}…`,
      ),
    );
    const body =
      next.table.family === 'holdem'
        ? holdemView(hand.view, next)
        : next.table.family === 'truco'
          ? trucoView(hand.view, next)
          : dominoView(hand.view);
    handBox.replaceChildren(header, ...body);
    if (!over && hand.toAct === next.mySeat) {
      for (const button of actionButtons(next.table.family, hand.legal, hand.view))
        actionsBox.append(button);
    }
  }

  function holdemView(v: Record<string, unknown>, next: TableView): Node[] {
    const seats =
      (v.seats as Array<{
        seat: number;
        cards: string[] | null;
        betCents: number;
        folded: boolean;
        allIn: boolean;
      }>) ?? [];
    const mine = seats.find((s) => s.seat === next.mySeat);
    const out: Node[] = [
      cardRow(t, p.board, (v.board as string[]) ?? []),
      h('p', { class: 'pot' }, p.pot(money(Number(v.potCents)))),
    ];
    if (mine?.cards) out.push(cardRow(t, p.yourCards, mine.cards));
    out.push(
      h(
        'ul',
        { class: 'seat-bets' },
        ...seats.map((s) => {
          const name = next.seats.find((x) => x.seat === s.seat)?.name ?? p.seat(s.seat + 1);
          const tags = [
            s.folded ? p.folded : '',
            s.allIn ? p.allInTag : '',
            s.betCents > 0 ? p.betTag(money(s.betCents)) : '',
          ]
            .filter(Boolean)
            .join(', ');
          return h(
            'li',
            null,
            name,
            tags ? `: ${tags}` : '',
            s.cards && s.seat !== next.mySeat
              ? h('span', { class: 'shown' }, ' ', ...s.cards.map((c) => cardElement(t, c)))
              : null,
          );
        }),
      ),
    );
    return out;
  }

  function trucoView(v: Record<string, unknown>, next: TableView): Node[] {
    const seats = (v.seats as Array<{ seat: number; score: number }>) ?? [];
    const me = seats.find((s) => s.seat === next.mySeat) ?? seats[0];
    const them = seats.find((s) => s !== me);
    const tricks =
      (v.tricks as Array<{
        plays: Array<{ seat: number; card: string | null; hidden: boolean }>;
      }>) ?? [];
    const out: Node[] = [
      h(
        'p',
        { class: 'score' },
        p.score(me?.score ?? 0, them?.score ?? 0),
        ' · ',
        p.handValue(Number(v.value)),
      ),
      cardRow(t, p.vira, [String(v.vira)]),
      h('p', null, p.manilha(String(v.manilha))),
    ];
    const pending = v.pending as { bySeat: number; toValue: number } | null;
    if (pending) {
      const name = next.seats.find((s) => s.seat === pending.bySeat)?.name ?? '';
      out.push(h('p', { class: 'asked', role: 'status' }, p.asked(name, pending.toValue)));
    }
    out.push(
      h(
        'ol',
        { class: 'tricks', 'aria-label': p.tricks },
        ...tricks.map((trick) =>
          h(
            'li',
            null,
            ...trick.plays.map((play) => {
              const who = next.seats.find((s) => s.seat === play.seat)?.name ?? '';
              return h(
                'span',
                { class: 'trick-play' },
                `${who}: `,
                play.card ? cardElement(t, play.card) : p.hiddenCard,
                ' ',
              );
            }),
          ),
        ),
      ),
    );
    const yours = v.yourCards as string[] | null;
    if (yours) out.push(cardRow(t, p.yourCards, yours));
    return out;
  }

  function dominoView(v: Record<string, unknown>): Node[] {
    const line = (v.line as number[][]) ?? [];
    const tiles = (v.yourTiles as number[][] | null) ?? [];
    return [
      h(
        'p',
        { class: 'domino-line', 'aria-label': p.line },
        line.map(([a, b]) => p.tile(a!, b!)).join('  ') || '—',
      ),
      h('p', null, p.boneyard(Number(v.boneyardCount ?? 0))),
      h(
        'p',
        { class: 'domino-hand' },
        `${p.yourTiles}: `,
        tiles.map(([a, b]) => p.tile(a!, b!)).join('  '),
      ),
    ];
  }

  function actionButtons(
    family: string,
    legal: Action[],
    v: Record<string, unknown>,
  ): HTMLElement[] {
    const buttons: HTMLElement[] = [];
    const make = (label: string, action: Action) => {
      const button = h('button', { type: 'button', class: 'decision' }, label);
      button.addEventListener('click', () => void act(action));
      return button;
    };
    if (family === 'holdem') {
      const myBet =
        ((v.seats as Array<{ seat: number; betCents: number }>) ?? []).find(
          (s) => s.seat === view?.mySeat,
        )?.betCents ?? 0;
      for (const action of legal) {
        const amount = Number(action.amountCents ?? 0);
        if (action.type === 'fold') buttons.push(make(p.fold, action));
        else if (action.type === 'check') buttons.push(make(p.check, action));
        else if (action.type === 'call') buttons.push(make(p.call(money(amount - myBet)), action));
        else if (action.type === 'allin') buttons.push(make(p.allin(money(amount)), action));
        else if (action.type === 'bet' || action.type === 'raise') {
          const allin = legal.find((a) => a.type === 'allin');
          const input = h('input', {
            type: 'number',
            id: 'raise-amount',
            step: '0.01',
            min: (amount / 100).toFixed(2),
            max: allin ? (Number(allin.amountCents) / 100).toFixed(2) : undefined,
            value: (amount / 100).toFixed(2),
          });
          const go = h(
            'button',
            { type: 'button', class: 'decision' },
            action.type === 'bet' ? p.bet : p.raise,
          );
          go.addEventListener(
            'click',
            () =>
              void act({ type: action.type, amountCents: Math.round(Number(input.value) * 100) }),
          );
          buttons.push(
            h(
              'div',
              { class: 'field raise' },
              h('label', { for: 'raise-amount' }, p.amount),
              input,
              go,
            ),
          );
        }
      }
    } else if (family === 'truco') {
      const value = Number(v.value);
      const pending = v.pending as { toValue: number } | null;
      const next = [1, 3, 6, 9, 12].find((n) => n > (pending?.toValue ?? value)) ?? 12;
      for (const action of legal) {
        if (action.type === 'play') {
          if (typeof action.card === 'string') {
            const name = cardLabel(t, action.card);
            buttons.push(make(action.hidden ? p.playHidden(name) : p.play(name), action));
          } else buttons.push(make(p.playBlind(Number(action.slot) + 1), action));
        } else if (action.type === 'truco')
          buttons.push(make(value === 1 ? p.truco : p.raiseTo(next), action));
        else if (action.type === 'accept') buttons.push(make(p.accept, action));
        else if (action.type === 'refuse') buttons.push(make(p.refuse, action));
        else if (action.type === 'raise') buttons.push(make(p.raiseTo(next), action));
        else if (action.type === 'play-eleven') buttons.push(make(p.playEleven, action));
        else if (action.type === 'fold-eleven') buttons.push(make(p.foldEleven, action));
      }
    } else {
      for (const action of legal) {
        if (action.type === 'play') {
          const [a, b] = action.tile as [number, number];
          buttons.push(
            make(
              action.end === 'left' ? p.playLeft(p.tile(a, b)) : p.playRight(p.tile(a, b)),
              action,
            ),
          );
        } else if (action.type === 'draw') buttons.push(make(p.drawTile, action));
        else if (action.type === 'pass') buttons.push(make(p.pass, action));
      }
    }
    return buttons;
  }

  async function act(action: Action) {
    const answer = await send<TableView>('/api/pvp/actions', { action });
    if (answer) show(answer);
  }

  async function sitAt(seat: number) {
    const answer = await send<TableView & { balanceCents: number | null }>('/api/pvp/sit', {
      seat,
      buyInCents: cents(),
    });
    if (answer) {
      show(answer);
      await env.showBalance(answer.balanceCents);
    }
  }

  leave.addEventListener('click', async () => {
    const answer = await send<{ leftNow: boolean; balanceCents: number | null }>(
      '/api/pvp/leave',
      {},
    );
    if (!answer) return;
    turn.textContent = answer.leftNow ? p.left : p.leaveLater;
    await env.showBalance(answer.balanceCents);
  });

  function tick() {
    const deadline = view?.hand?.turnDeadline;
    if (!deadline || view?.hand?.view.over === true) {
      timer.textContent = '';
      return;
    }
    const seconds = Math.max(0, Math.ceil((Date.parse(deadline) - clock.now()) / 1000));
    timer.textContent = p.seconds(seconds);
    timer.setAttribute('aria-label', `${p.turnLeft}: ${p.seconds(seconds)}`);
  }
  setInterval(tick, 500);

  return { close: () => push.close() };
}

export type { PvpDict };
