import type { LiveBetsTable } from '../db/schema.ts';
import {
  cardCode,
  extraStakeCents,
  LIVE_GAMES,
  playerHands,
  settleMain,
  type BlackjackAction,
  type BlackjackResult,
} from './games/index.ts';

/**
 * What a seat's accepted stakes return against a round's result, per bet. Blackjack's main
 * stake settles with the seat's decisions (an undecided hand stands), and the extra stakes of
 * its doubles and splits are inside that return, so their own rows return 0.
 */
export function seatReturn(
  family: string,
  result: unknown,
  bets: readonly LiveBetsTable[],
  actions: readonly unknown[],
): Map<string, number> {
  const game = LIVE_GAMES[family as keyof typeof LIVE_GAMES];
  const returns = new Map<string, number>();
  for (const bet of bets) {
    if (family === 'blackjack' && bet.spot === 'main') {
      returns.set(
        bet.id,
        settleMain(bet.stake_cents, result as BlackjackResult, actions as BlackjackAction[]),
      );
    } else if (bet.spot === 'main:extra') {
      returns.set(bet.id, 0);
    } else {
      returns.set(bet.id, game.payout(bet.spot, bet.stake_cents, result));
    }
  }
  return returns;
}

/** Blackjack once bets close: the two common cards and the dealer's up card, nothing more. */
export function blackjackDealt(result: unknown) {
  const r = result as BlackjackResult;
  return { player: r.player.map(cardCode), dealerUp: cardCode(r.dealerUp) };
}

export function blackjackLegal(result: unknown, actions: readonly string[]): string[] {
  return playerHands(result as BlackjackResult, actions as BlackjackAction[]).legal;
}

/** The extra stake `action` puts down after `actions` (a double or a split: one more main stake). */
export function extraStakeFor(
  stakeCents: number,
  actions: readonly string[],
  action: string,
): number {
  const before = extraStakeCents(stakeCents, actions as BlackjackAction[]);
  return extraStakeCents(stakeCents, [...actions, action] as BlackjackAction[]) - before;
}

/** A seat's hands as it sees them while deciding: the dealer shows the up card only. */
export function blackjackView(result: unknown, actions: readonly string[]) {
  const r = result as BlackjackResult;
  const play = playerHands(r, actions as BlackjackAction[]);
  return {
    dealer: [cardCode(r.dealerUp)],
    hands: play.hands.map((hand) => ({
      cards: hand.cards.map(cardCode),
      total: hand.total,
      soft: hand.soft,
      bust: hand.bust,
      doubled: hand.doubled,
    })),
    legal: play.legal as string[],
    finished: play.finished,
  };
}
