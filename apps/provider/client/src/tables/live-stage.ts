import { h } from '../dom.ts';
import type { Dict } from '../i18n.ts';
import { cardRow } from './cards.ts';
import type { BlackjackHandView, LiveRound } from './live-api.ts';
import type { LiveDict } from './live-i18n.ts';

interface StageInput {
  family: string;
  round: LiveRound;
  dealt: unknown;
  hand: BlackjackHandView | null;
  t: Dict;
  l: LiveDict;
}

type Card = { rank: number; suit: string };
const RANK_CODES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const code = (card: Card | string) =>
  typeof card === 'string' ? card : `${RANK_CODES[card.rank - 1] ?? '?'}${card.suit}`;
const codes = (cards: unknown) =>
  Array.isArray(cards) ? (cards as Array<Card | string>).map(code) : [];

/** What the table shows: the wheel's number, the cards, the dice, the beads, the hands. */
export function renderStage(stage: HTMLElement, input: StageInput) {
  const { family, round, t, l } = input;
  const r = (round.result ?? null) as Record<string, unknown> | null;
  const parts: Node[] = [];
  if (family === 'blackjack') {
    const dealt = (input.dealt ?? null) as { player?: unknown; dealerUp?: unknown } | null;
    const hand = input.hand;
    if (hand) {
      parts.push(cardRow(t, l.dealer, hand.dealer));
      hand.hands.forEach((one, i) =>
        parts.push(
          cardRow(
            t,
            hand.hands.length > 1 ? l.hand(i + 1) : l.yourHand,
            one.cards,
            l.handTotal(one.total),
          ),
        ),
      );
    } else if (dealt) {
      parts.push(cardRow(t, l.dealer, codes([dealt.dealerUp].filter(Boolean))));
      parts.push(cardRow(t, l.commonCards, codes(dealt.player)));
    }
    if (r && round.status === 'settled' && !hand) {
      const dealer = codes(r.dealer ?? r.dealerCards);
      if (dealer.length > 0) parts.push(cardRow(t, l.dealer, dealer));
    }
  } else if (r && round.status === 'settled') {
    switch (family) {
      case 'roulette': {
        const colour = r.colour === 'red' ? l.red : r.colour === 'black' ? l.black : l.green;
        parts.push(
          h(
            'p',
            { class: `wheel-number tone-${String(r.colour)}` },
            `${String(r.number)} · ${colour}`,
          ),
        );
        break;
      }
      case 'baccarat':
        parts.push(cardRow(t, l.player, codes(r.player), l.handTotal(Number(r.playerTotal))));
        parts.push(cardRow(t, l.banker, codes(r.banker), l.handTotal(Number(r.bankerTotal))));
        parts.push(
          h(
            'p',
            { class: 'winner' },
            l.winner(r.winner === 'player' ? l.player : r.winner === 'banker' ? l.banker : l.tie),
          ),
        );
        break;
      case 'dragon-tiger':
        parts.push(cardRow(t, l.dragon, codes([r.dragon])));
        parts.push(cardRow(t, l.tiger, codes([r.tiger])));
        parts.push(
          h(
            'p',
            { class: 'winner' },
            l.winner(r.winner === 'dragon' ? l.dragon : r.winner === 'tiger' ? l.tiger : l.tie),
          ),
        );
        break;
      case 'sic-bo': {
        const dice = (r.dice as number[] | undefined) ?? [];
        parts.push(
          h(
            'p',
            { class: 'dice', 'aria-label': `${l.dice}: ${dice.join(', ')}` },
            ...dice.map((d) => h('span', { class: 'die', 'aria-hidden': 'true' }, String(d))),
          ),
        );
        parts.push(h('p', { class: 'winner' }, l.total(Number(r.total))));
        break;
      }
      case 'fan-tan':
        parts.push(h('p', { class: 'beads' }, l.beads(Number(r.beads))));
        parts.push(h('p', { class: 'winner' }, l.winner(l.fan(Number(r.result)))));
        break;
    }
  } else {
    parts.push(h('p', { class: 'stage-wait' }, round.status === 'betting' ? l.betting : l.dealing));
  }
  stage.replaceChildren(...parts);
}
