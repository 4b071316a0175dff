import type { Card, VideoPokerResult } from '../../../src/engines/video-poker.ts';
import { api } from '../api.ts';
import type { Ctx } from '../context.ts';
import { h } from '../dom.ts';
import type { PublicRound } from '../types.ts';

const SUIT_GLYPHS: Record<string, string> = { c: '♣', d: '♦', h: '♥', s: '♠' };
const RANK_GLYPHS: Record<number, string> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
/** A royal flush pays 800 per coin at the maximum bet (engines/video-poker.ts). */
const ROYAL_MAX_COIN_PAY = 800;

interface OpenHand {
  coins: number;
  coinValueCents: number;
  hand: Card[];
}
interface DrawnHand extends OpenHand {
  held: boolean[];
  final: VideoPokerResult;
}

/** Jacks or Better: deal, hold, draw. */
export function mountPoker(ctx: Ctx, board: HTMLElement, actions: HTMLElement) {
  const { t } = ctx;
  const rules = ctx.session.game.rules as { paytable: Record<string, number>; maxCoins: number };
  const coins = rules.maxCoins;

  const cardsRow = h('div', { class: 'cards', role: 'group', 'aria-label': t.cardsLabel });
  const cardButtons: HTMLButtonElement[] = [];
  const held = [false, false, false, false, false];
  for (let i = 0; i < 5; i += 1) {
    const button = h('button', { type: 'button', class: 'card', disabled: true });
    button.addEventListener('click', () => {
      held[i] = !held[i];
      button.setAttribute('aria-pressed', String(held[i]));
    });
    cardButtons.push(button);
    cardsRow.append(button);
  }
  const handName = h('p', { class: 'step-caption' });

  const rows = new Map<string, HTMLTableRowElement>();
  const table = h(
    'table',
    { class: 'paytable' },
    h('caption', null, t.paytable),
    h(
      'thead',
      null,
      h('tr', null, h('th', { scope: 'col' }, t.hand), h('th', { scope: 'col' }, t.coins(coins))),
    ),
  );
  const body = h('tbody');
  for (const [rank, pay] of Object.entries(rules.paytable)) {
    if (pay <= 0) continue;
    const perCoin = rank === 'royal-flush' && coins === rules.maxCoins ? ROYAL_MAX_COIN_PAY : pay;
    const row = h(
      'tr',
      null,
      h('th', { scope: 'row' }, t.handRanks[rank] ?? rank),
      h('td', null, perCoin * coins),
    );
    rows.set(rank, row);
    body.append(row);
  }
  table.append(body);
  board.append(cardsRow, handName, table);

  const deal = h('button', { type: 'button', class: 'primary' }, t.deal);
  const draw = h('button', { type: 'button', class: 'primary', disabled: true }, t.draw);
  actions.append(deal, draw);

  function cardName(card: Card) {
    return t.cardName(t.cardRanks[card.rank] ?? String(card.rank), t.suits[card.suit] ?? card.suit);
  }

  function paintCards(hand: Card[] | null, playable: boolean, keep: boolean[] | null) {
    cardButtons.forEach((button, i) => {
      const card = hand?.[i];
      button.replaceChildren();
      if (card) {
        const red = card.suit === 'd' || card.suit === 'h';
        button.className = `card face${red ? ' red' : ''}`;
        button.append(
          h(
            'span',
            { class: 'card-rank', 'aria-hidden': 'true' },
            RANK_GLYPHS[card.rank] ?? String(card.rank),
          ),
          h('span', { class: 'card-suit', 'aria-hidden': 'true' }, SUIT_GLYPHS[card.suit] ?? ''),
          // Drawn by CSS from the attribute: the badge is a state (aria-pressed, or "held" in
          // the name after the draw), not part of the card's visible name.
          h('span', { class: 'card-hold', 'aria-hidden': 'true', 'data-label': t.held }),
        );
        // The corner's rank leads the name, so what a speech user reads on the card works.
        const rank = RANK_GLYPHS[card.rank] ?? String(card.rank);
        button.setAttribute('aria-label', t.card(i + 1, `${rank}, ${cardName(card)}`));
      } else {
        button.className = 'card back';
        button.setAttribute('aria-label', t.card(i + 1, t.cardHidden));
      }
      held[i] = keep?.[i] ?? false;
      if (playable) button.setAttribute('aria-pressed', String(held[i]));
      else button.removeAttribute('aria-pressed');
      if (!playable && keep?.[i]) {
        button.classList.add('was-held');
        button.setAttribute('aria-label', `${button.getAttribute('aria-label')}, ${t.held}`);
      }
      button.disabled = !playable;
    });
  }
  paintCards(null, false, null);

  function opened(round: PublicRound, focus = true) {
    const state = round.outcome as OpenHand;
    current = round;
    paintCards(state.hand, true, null);
    for (const row of rows.values()) row.classList.remove('hit');
    handName.textContent = '';
    deal.disabled = true;
    draw.disabled = false;
    ctx.lock(true);
    ctx.setStatus(t.pokerHint);
    if (focus) cardButtons[0]!.focus();
  }

  async function settled(round: PublicRound, balanceCents: number | null) {
    current = null;
    const state = round.outcome as DrawnHand;
    paintCards(state.final.hand, false, state.final.held);
    for (const [rank, row] of rows) row.classList.toggle('hit', rank === state.final.rank);
    handName.textContent = t.handRanks[state.final.rank] ?? state.final.rank;
    draw.disabled = true;
    deal.disabled = false;
    ctx.lock(false);
    deal.focus();
    await ctx.roundShown(round, balanceCents);
  }

  let current: PublicRound | null = null;

  deal.addEventListener('click', async () => {
    ctx.clearAlert();
    deal.disabled = true;
    ctx.lock(true);
    try {
      const answer = await api.play(ctx.betCents());
      await ctx.showBalance(answer.balanceCents);
      if (answer.round.status === 'settled') await settled(answer.round, answer.balanceCents);
      else opened(answer.round);
    } catch (error) {
      ctx.fail(error);
      deal.disabled = false;
      ctx.lock(false);
    }
  });

  draw.addEventListener('click', async () => {
    if (!current) return;
    ctx.clearAlert();
    draw.disabled = true;
    for (const button of cardButtons) button.disabled = true;
    try {
      const answer = await api.act(current.roundId, { hold: [...held] });
      await settled(answer.round, answer.balanceCents);
    } catch (error) {
      ctx.fail(error);
      // The hand may have ended meanwhile (it stands after a long wait): read it again.
      await resume(true);
    }
  });

  /** Picks up a hand left open (a reload), or the end of one that closed. */
  async function resume(afterError: boolean) {
    try {
      const session = await api.session();
      const open = session.openRound;
      if (open && open.status === 'open') {
        opened(open);
        return;
      }
      if (afterError && current) {
        const { rounds } = await api.rounds(5);
        const mine = rounds.find((round) => round.roundId === current?.roundId);
        if (mine && mine.status === 'settled') await settled(mine, session.balanceCents);
        else {
          current = null;
          paintCards(null, false, null);
          deal.disabled = false;
          draw.disabled = true;
          ctx.lock(false);
        }
      }
    } catch (error) {
      ctx.fail(error);
    }
  }

  const open = ctx.session.openRound;
  if (open && open.status === 'open') opened(open, false);
}
