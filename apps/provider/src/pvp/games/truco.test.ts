import { describe, expect, it } from 'vitest';
import {
  manilhaFor,
  TRUCO_DECK,
  TRUCO_RANKS,
  trucoGame,
  trucoHandWinner,
  trucoPower,
} from './truco.ts';
import type { TrucoAction, TrucoCard, TrucoState } from './truco.ts';
import { PvpActionError } from './pvp-game.ts';
import { scriptedDraw, seededDraw } from '../../engines/testing/seeded-draw.ts';
import { playOut, roundTrip, shuffleScript, sumDeltas, withPrefix } from './testing/helpers.ts';

const game = trucoGame;
const SEATS = [2, 5];
const TABLE = { stakeCents: 100, rakePercent: 5, rakeCapCents: 1000 };

interface Setup {
  /** Index (0 = seat 2, 1 = seat 5) of the dealer; the other is the mão and leads. */
  dealer: number;
  mao: string;
  pe: string;
  vira: TrucoCard;
  previous?: TrucoState | null;
  rakePercent?: number;
}

/** Deals chosen cards through the real deal (scripted dealer draw and shuffle). */
function deal(setup: Setup): TrucoState {
  const mao = setup.mao.split(' ') as TrucoCard[];
  const pe = setup.pe.split(' ') as TrucoCard[];
  const prefix = [mao[0]!, pe[0]!, mao[1]!, pe[1]!, mao[2]!, pe[2]!, setup.vira];
  const script = shuffleScript(TRUCO_DECK, withPrefix(TRUCO_DECK, prefix));
  const previous = setup.previous ?? null;
  const s = game.deal({
    ...TABLE,
    rakePercent: setup.rakePercent ?? TABLE.rakePercent,
    seats: SEATS.map((seat) => ({ seat, stackCents: 5000 })),
    previous,
    draw: scriptedDraw(previous ? script : [setup.dealer, ...script]),
  });
  expect(s.dealer).toBe(setup.dealer);
  return s;
}

/** A finished previous hand with a chosen score after it and dealer. */
function previousWith(scoreAfter: number[], dealer: number): TrucoState {
  const s = game.deal({
    ...TABLE,
    seats: SEATS.map((seat) => ({ seat, stackCents: 5000 })),
    previous: null,
    draw: seededDraw(1),
  });
  return { ...s, dealer, over: true, scoreAfter, matchNo: 3, handNo: 7 };
}

function act(s: TrucoState, seat: number, action: TrucoAction): TrucoState {
  return roundTrip(game.apply(s, seat, action));
}
const play = (card: string, hidden = false): TrucoAction =>
  hidden
    ? { type: 'play', card: card as TrucoCard, hidden }
    : { type: 'play', card: card as TrucoCard };

function run(s: TrucoState, steps: [number, TrucoAction | string][]): TrucoState {
  return steps.reduce(
    (state, [seat, action]) => act(state, seat, typeof action === 'string' ? play(action) : action),
    s,
  );
}

describe('truco cards', () => {
  it('turns every vira into the next rank as manilha', () => {
    const expected: Record<string, string> = {
      '4': '5',
      '5': '6',
      '6': '7',
      '7': 'Q',
      Q: 'J',
      J: 'K',
      K: 'A',
      A: '2',
      '2': '3',
      '3': '4',
    };
    for (const rank of TRUCO_RANKS) {
      for (const suit of ['d', 's', 'h', 'c']) {
        expect(manilhaFor(`${rank}${suit}` as TrucoCard)).toBe(expected[rank]);
      }
    }
  });

  it('ranks the manilhas above everything, by suit, and plain cards by rank only', () => {
    for (const rank of TRUCO_RANKS) {
      const manilha = manilhaFor(`${rank}d` as TrucoCard);
      const sorted = [...TRUCO_DECK].sort(
        (a, b) => trucoPower(a, manilha) - trucoPower(b, manilha),
      );
      expect(sorted.slice(-4)).toEqual([
        `${manilha}d`,
        `${manilha}s`,
        `${manilha}h`,
        `${manilha}c`,
      ]);
      const plain = TRUCO_RANKS.filter((r) => r !== manilha);
      for (let i = 1; i < plain.length; i += 1) {
        expect(trucoPower(`${plain[i]!}d` as TrucoCard, manilha)).toBeGreaterThan(
          trucoPower(`${plain[i - 1]!}c` as TrucoCard, manilha),
        );
        expect(trucoPower(`${plain[i]!}d` as TrucoCard, manilha)).toBe(
          trucoPower(`${plain[i]!}c` as TrucoCard, manilha),
        );
      }
    }
    expect(trucoPower('4d', '5', true)).toBe(-1);
    expect(TRUCO_DECK).toHaveLength(40);
    expect(TRUCO_DECK.some((c) => c.startsWith('8') || c.startsWith('9'))).toBe(false);
  });

  it('decides hands by the tie rules', () => {
    const A = 0;
    const B = 1;
    const T = 'tie' as const;
    expect(trucoHandWinner([A])).toBeUndefined();
    expect(trucoHandWinner([A, A])).toBe(A);
    expect(trucoHandWinner([A, B])).toBeUndefined();
    expect(trucoHandWinner([A, B, A])).toBe(A);
    expect(trucoHandWinner([A, B, B])).toBe(B);
    // First won, second tied: the first-trick winner.
    expect(trucoHandWinner([A, T])).toBe(A);
    // First tied: the second decides.
    expect(trucoHandWinner([T, B])).toBe(B);
    expect(trucoHandWinner([T, T])).toBeUndefined();
    expect(trucoHandWinner([T, T, B])).toBe(B);
    // Third tied: the first-trick winner; all tied: nobody.
    expect(trucoHandWinner([A, B, T])).toBe(A);
    expect(trucoHandWinner([B, A, T])).toBe(B);
    expect(trucoHandWinner([T, T, T])).toBeNull();
  });
});

describe('truco tricks', () => {
  // Vira 4d: the manilhas are the 5s.
  it('a tied first trick goes to the winner of the second; the tie leader leads again', () => {
    let s = deal({ dealer: 0, mao: '3c 7d Kd', pe: '3h 6s Qd', vira: '4d' });
    expect(game.toAct(s)).toBe(5);
    s = run(s, [
      [5, '3c'],
      [2, '3h'],
    ]);
    expect(s.tricks[0]).toMatchObject({ tied: true, winnerSeat: null });
    expect(game.toAct(s)).toBe(5);
    s = run(s, [
      [5, 'Kd'],
      [2, 'Qd'],
    ]);
    expect(game.isOver(s)).toBe(true);
    const result = game.result(s);
    expect(result.summary).toMatchObject({ winnerSeat: 5, points: 1, reason: 'tricks' });
    expect(result.deltas).toEqual({ 2: -100, 5: 95 });
    expect(result.rakeCents).toBe(5);
  });

  it('first won and second tied: the first-trick winner', () => {
    let s = deal({ dealer: 0, mao: '3c 7d Kd', pe: '2h 6s Ks', vira: '4d' });
    s = run(s, [
      [5, '3c'],
      [2, '2h'],
      [5, 'Kd'],
      [2, 'Ks'],
    ]);
    expect(game.result(s).summary).toMatchObject({ winnerSeat: 5, points: 1 });
  });

  it('one trick each and a tied third: the first-trick winner', () => {
    let s = deal({ dealer: 1, mao: '3c 4d Kd', pe: '2h 6s Ks', vira: '4s' });
    expect(game.toAct(s)).toBe(2);
    s = run(s, [
      [2, '3c'],
      [5, '2h'], // seat 2 wins the first
      [2, '4d'],
      [5, '6s'], // seat 5 wins the second and leads
      [5, 'Ks'],
      [2, 'Kd'], // tied third
    ]);
    expect(game.result(s).summary).toMatchObject({ winnerSeat: 2, points: 1, reason: 'tricks' });
  });

  it('three tied tricks: nobody scores, no money moves', () => {
    let s = deal({ dealer: 0, mao: '3c 7d Kd', pe: '3h 7s Ks', vira: '4d' });
    s = run(s, [
      [5, '3c'],
      [2, '3h'],
      [5, '7d'],
      [2, '7s'],
      [5, 'Kd'],
      [2, 'Ks'],
    ]);
    const result = game.result(s);
    expect(result.summary).toMatchObject({ winnerSeat: null, points: 0, reason: 'all-tied' });
    expect(result.deltas).toEqual({ 2: 0, 5: 0 });
    expect(result.rakeCents).toBe(0);
  });

  it('manilhas beat plain cards, a face-down card beats nothing and stays hidden', () => {
    let s = deal({ dealer: 0, mao: '5d 4c 6h', pe: '3h 7s 5c', vira: '4d' });
    expect(() => act(s, 5, play('5d', true))).toThrow(/first trick/);
    expect(game.legal(s, 5).some((a) => a.type === 'play' && a.hidden)).toBe(false);
    s = run(s, [
      [5, '5d'],
      [2, '3h'], // the manilha 5d beats the 3
    ]);
    expect(s.tricks[0]!.winnerSeat).toBe(5);
    expect(game.legal(s, 5)).toContainEqual(play('6h', true));
    s = act(s, 5, play('6h', true));
    expect(game.view(s, 2).tricks[1]!.plays[0]).toEqual({ seat: 5, card: null, hidden: true });
    expect(game.view(s, 5).tricks[1]!.plays[0]).toEqual({ seat: 5, card: '6h', hidden: true });
    expect(JSON.stringify(game.view(s, 2))).not.toContain('"6h"');
    expect(JSON.stringify(game.view(s, null))).not.toContain('"6h"');
    s = act(s, 2, play('7s'));
    expect(s.tricks[1]!.winnerSeat).toBe(2);
    s = run(s, [
      [2, '5c'],
      [5, '4c'],
    ]);
    // One each, seat 5 took the first: the third went to seat 2's manilha.
    expect(game.result(s).summary.winnerSeat).toBe(2);
    expect(JSON.stringify(game.result(s).summary)).not.toContain('"6h"');
  });

  it('rejects plays out of turn, cards not held and unknown actions', () => {
    const s = deal({ dealer: 0, mao: '3c 7d Kd', pe: '3h 6s Qd', vira: '4d' });
    expect(() => act(s, 2, play('3h'))).toThrow(/not your turn/);
    expect(() => act(s, 5, play('3h'))).toThrow(PvpActionError);
    expect(() => act(s, 5, { type: 'accept' })).toThrow(PvpActionError);
    expect(() => act(s, 5, { type: 'bluff' } as unknown as TrucoAction)).toThrow(PvpActionError);
    expect(() => act(s, 5, { type: 'play', slot: 3 })).toThrow(PvpActionError);
    // A slot names a dealt card in any hand.
    expect(act(s, 5, { type: 'play', slot: 1 }).tricks[0]!.plays[0]!.card).toBe('7d');
  });
});

describe('truco raises', () => {
  const fresh = () => deal({ dealer: 0, mao: '3c 7d Kd', pe: '3h 6s Qd', vira: '4d' });

  it('climbs 3, 6, 9, 12 with each ask answered; the last asker cannot ask again', () => {
    let s = fresh();
    s = act(s, 5, { type: 'truco' });
    expect(game.toAct(s)).toBe(2);
    expect(game.legal(s, 2)).toEqual([{ type: 'accept' }, { type: 'refuse' }, { type: 'raise' }]);
    s = act(s, 2, { type: 'accept' });
    expect(s.value).toBe(3);
    expect(game.toAct(s)).toBe(5);
    expect(game.legal(s, 5).some((a) => a.type === 'truco')).toBe(false);
    expect(() => act(s, 5, { type: 'truco' })).toThrow(/last ask/);
    s = act(s, 5, play('Kd'));
    expect(game.legal(s, 2)).toContainEqual({ type: 'truco' });
    s = run(s, [
      [2, { type: 'truco' }],
      [5, { type: 'accept' }],
    ]);
    expect(s.value).toBe(6);
    s = run(s, [
      [2, 'Qd'], // seat 5 wins the first trick and leads
      [5, { type: 'truco' }],
      [2, { type: 'accept' }],
    ]);
    expect(s.value).toBe(9);
    s = run(s, [
      [5, '7d'],
      [2, { type: 'truco' }],
    ]);
    // Twelve is the top: no raise beyond it.
    expect(game.legal(s, 5)).toEqual([{ type: 'accept' }, { type: 'refuse' }]);
    expect(() => act(s, 5, { type: 'raise' })).toThrow(PvpActionError);
    s = act(s, 5, { type: 'accept' });
    expect(s.value).toBe(12);
    expect(game.legal(s, 2).some((a) => a.type === 'truco')).toBe(false);
    s = act(s, 2, play('6s')); // 7 beats 6: seat 5 wins two tricks
    const { summary, deltas, rakeCents } = game.result(s);
    expect(summary).toMatchObject({
      winnerSeat: 5,
      points: 12,
      matchOver: true,
      matchWinnerSeat: 5,
    });
    expect(summary.scoreAfter).toEqual({ 2: 0, 5: 12 });
    expect(deltas).toEqual({ 2: -1200, 5: 1140 });
    expect(rakeCents).toBe(60);
  });

  it('a refusal gives the asker the value before the ask', () => {
    const refusedAt = (asks: number): TrucoState => {
      let s = fresh();
      // Alternate asks through accepted steps, then refuse the last one.
      const seats = [5, 2];
      for (let k = 0; k < asks; k += 1) {
        const asker = seats[k % 2]!;
        const other = seats[(k + 1) % 2]!;
        if (game.toAct(s) !== asker)
          s = act(
            s,
            other,
            game.legal(s, other).find((a) => a.type === 'play')!,
          );
        s = act(s, asker, { type: 'truco' });
        s = act(s, other, k === asks - 1 ? { type: 'refuse' } : { type: 'accept' });
      }
      return s;
    };
    expect(refusedAt(1)).toMatchObject({ over: true });
    expect(game.result(refusedAt(1)).summary).toMatchObject({
      winnerSeat: 5,
      points: 1,
      reason: 'refused',
    });
    expect(game.result(refusedAt(2)).summary).toMatchObject({ winnerSeat: 2, points: 3 });
    expect(game.result(refusedAt(3)).summary).toMatchObject({ winnerSeat: 5, points: 6 });
    expect(game.result(refusedAt(4)).summary).toMatchObject({ winnerSeat: 2, points: 9 });
    expect(game.result(refusedAt(4)).deltas).toEqual({ 2: 855, 5: -900 });
  });

  it('re-raising accepts the ask; only the asked player re-raises', () => {
    let s = fresh();
    s = run(s, [
      [5, { type: 'truco' }],
      [2, { type: 'raise' }],
    ]);
    expect(s.value).toBe(3);
    expect(game.view(s, null).pending).toEqual({ bySeat: 2, toValue: 6 });
    expect(game.toAct(s)).toBe(5);
    s = act(s, 5, { type: 'raise' });
    expect(game.view(s, 5).pending).toEqual({ bySeat: 5, toValue: 9 });
    s = act(s, 2, { type: 'raise' });
    expect(game.legal(s, 5)).toEqual([{ type: 'accept' }, { type: 'refuse' }]);
    expect(() => act(s, 5, play('3c'))).toThrow(/answer/);
    s = act(s, 5, { type: 'refuse' });
    expect(game.result(s).summary).toMatchObject({ winnerSeat: 2, points: 9, reason: 'refused' });
  });

  it('times out by refusing an ask and by playing the lowest card', () => {
    let s = fresh();
    expect(game.timeoutAction(s, 5)).toEqual(play('7d'));
    s = act(s, 5, { type: 'truco' });
    expect(game.timeoutAction(s, 2)).toEqual({ type: 'refuse' });
    expect(() => game.timeoutAction(s, 5)).toThrow(PvpActionError);
  });
});

describe('truco match', () => {
  it('mão de onze: the player at 11 plays for 3 or gives up 1, no raises', () => {
    const previous = previousWith([11, 5], 0);
    let s = deal({ dealer: 1, mao: '3c 7d Kd', pe: '3h 6s Qd', vira: '4d', previous });
    expect(s.mode).toBe('eleven');
    expect(game.toAct(s)).toBe(2);
    expect(game.legal(s, 2)).toEqual([{ type: 'play-eleven' }, { type: 'fold-eleven' }]);
    expect(game.view(s, 2).yourCards).toEqual(['3c', '7d', 'Kd']);
    expect(game.timeoutAction(s, 2)).toEqual({ type: 'fold-eleven' });
    const folded = act(s, 2, { type: 'fold-eleven' });
    expect(game.result(folded).summary).toMatchObject({
      winnerSeat: 5,
      points: 1,
      reason: 'fold-eleven',
    });
    expect(game.result(folded).summary.scoreAfter).toEqual({ 2: 11, 5: 6 });
    s = act(s, 2, { type: 'play-eleven' });
    expect(s.value).toBe(3);
    expect(game.toAct(s)).toBe(2);
    expect(game.legal(s, 2).some((a) => a.type === 'truco')).toBe(false);
    expect(() => act(s, 2, { type: 'truco' })).toThrow(/no raises/);
    s = run(s, [
      [2, '3c'],
      [5, '6s'],
      [2, '7d'],
      [5, '3h'],
      [5, 'Qd'],
      [2, 'Kd'],
    ]);
    expect(game.result(s).summary).toMatchObject({
      winnerSeat: 2,
      points: 3,
      matchOver: true,
      matchWinnerSeat: 2,
    });
    expect(game.result(s).deltas[5]).toBe(-300);
  });

  it('mão de ferro: both at 11 play blind by slot, for 1, no raises', () => {
    const previous = previousWith([11, 11], 1);
    let s = deal({ dealer: 0, mao: '3c 7d Kd', pe: '3h 6s Qd', vira: '4d', previous });
    expect(s.mode).toBe('ferro');
    const view = game.view(s, 5);
    expect(view.yourCards).toBeNull();
    expect(view.yourSlots).toEqual([0, 1, 2]);
    expect(JSON.stringify(view)).not.toMatch(/"(3c|7d|Kd|3h|6s|Qd)"/);
    expect(game.legal(s, 5)).toEqual([
      { type: 'play', slot: 0 },
      { type: 'play', slot: 1 },
      { type: 'play', slot: 2 },
    ]);
    expect(() => act(s, 5, play('3c'))).toThrow(/blind/);
    expect(() => act(s, 5, { type: 'truco' })).toThrow(PvpActionError);
    expect(game.timeoutAction(s, 5)).toEqual({ type: 'play', slot: 0 });
    s = act(s, 5, { type: 'play', slot: 2 });
    // Played cards are face up for everyone.
    expect(game.view(s, 2).tricks[0]!.plays[0]!.card).toBe('Kd');
    s = run(s, [
      [2, { type: 'play', slot: 0 }], // 3h beats Kd
      [2, { type: 'play', slot: 1 }],
    ]);
    expect(() => act(s, 5, { type: 'play', slot: 0, hidden: true })).toThrow(/ferro/);
    s = act(s, 5, { type: 'play', slot: 0 }); // 3c beats 6s
    s = run(s, [
      [5, { type: 'play', slot: 1 }],
      [2, { type: 'play', slot: 2 }], // Qd beats 7d: one trick each, seat 2 took the first
    ]);
    expect(game.result(s).summary).toMatchObject({
      winnerSeat: 2,
      points: 1,
      matchOver: true,
      matchWinnerSeat: 2,
    });
  });

  it('ends the match at 12 and starts the next at 0-0, the dealer alternating', () => {
    const previous = previousWith([10, 4], 1);
    let s = deal({ dealer: 0, mao: '3c 7d Kd', pe: '3h 6s Qd', vira: '4d', previous });
    expect(s.mode).toBe('normal');
    expect(s.matchNo).toBe(3);
    expect(s.handNo).toBe(8);
    expect(game.view(s, null).seats.map((x) => x.score)).toEqual([10, 4]);
    s = run(s, [
      [5, { type: 'truco' }],
      [2, { type: 'accept' }],
      [5, '3c'],
      [2, '6s'],
      [5, '7d'],
      [2, '3h'],
      [2, 'Qd'],
      [5, 'Kd'],
    ]);
    // Seat 2 (index 0) had 10 and lost; seat 5 reached 7.
    expect(game.result(s).summary).toMatchObject({ winnerSeat: 5, points: 3, matchOver: false });
    const scored = { ...s, scoreAfter: [13, 4] };
    const next = game.deal({
      ...TABLE,
      seats: SEATS.map((seat) => ({ seat, stackCents: 5000 })),
      previous: scored,
      draw: seededDraw(4),
    });
    expect(next.score).toEqual([0, 0]);
    expect(next.matchNo).toBe(4);
    expect(next.dealer).toBe(1);
    const same = game.deal({
      ...TABLE,
      seats: SEATS.map((seat) => ({ seat, stackCents: 5000 })),
      previous: s,
      draw: seededDraw(4),
    });
    expect(same.score).toEqual([10, 7]);
    expect(same.matchNo).toBe(3);
    // Other players at the table: a new match.
    const other = game.deal({
      ...TABLE,
      seats: [2, 6].map((seat) => ({ seat, stackCents: 5000 })),
      previous: s,
      draw: seededDraw(4),
    });
    expect(other.score).toEqual([0, 0]);
    expect(other.matchNo).toBe(4);
  });

  it('needs 12 stakes per stack and a finished previous hand', () => {
    const seats = SEATS.map((seat) => ({ seat, stackCents: 1199 }));
    expect(() => game.deal({ ...TABLE, seats, previous: null, draw: seededDraw(1) })).toThrow(
      RangeError,
    );
    const fresh = game.deal({
      ...TABLE,
      seats: SEATS.map((seat) => ({ seat, stackCents: 1200 })),
      previous: null,
      draw: seededDraw(1),
    });
    expect(() =>
      game.deal({
        ...TABLE,
        seats: SEATS.map((seat) => ({ seat, stackCents: 1200 })),
        previous: fresh,
        draw: seededDraw(1),
      }),
    ).toThrow(RangeError);
    expect(game.minStackCents(100)).toBe(1200);
    expect(game.buyIn(100)).toEqual({ minCents: 1200, maxCents: 12_000 });
  });
});

/** Cards `viewer` must not see: the deck, the opponent's unplayed or face-down cards, and in a mão de ferro its own unplayed ones. */
function assertNoLeak(s: TrucoState): void {
  for (const viewer of [...s.seats, null]) {
    const played = s.tricks.flatMap((t) => t.plays);
    const forbidden: string[] = [...s.deck];
    s.seats.forEach((seat, i) => {
      for (const card of s.hands[i]!) {
        const play = played.find((p) => p.card === card);
        const mine = seat === viewer;
        if (play ? play.hidden && !mine : !mine || s.mode === 'ferro') forbidden.push(card);
      }
    });
    const text = JSON.stringify(game.view(s, viewer));
    for (const card of forbidden) {
      if (text.includes(`"${card}"`)) throw new Error(`view of ${viewer} leaks ${card}`);
    }
  }
}

describe('truco with bots', () => {
  it('conserves money and keeps the score over many bot matches', () => {
    const draw = seededDraw(77);
    const seen = { matches: 0, eleven: 0, ferro: 0, refused: 0, tied: 0, raised: 0, hidden: 0 };
    let previous: TrucoState | null = null;
    const stacks = [100_000, 100_000];
    let rake = 0;
    for (let hand = 0; hand < 2500; hand += 1) {
      const s: TrucoState = game.deal({
        ...TABLE,
        seats: SEATS.map((seat, i) => ({ seat, stackCents: stacks[i]! })),
        previous,
        draw,
      });
      if (previous && !previous.result!.summary.matchOver) {
        expect(s.score).toEqual(previous.scoreAfter);
        expect(s.dealer).toBe(1 - previous.dealer);
      }
      const end = playOut(game, s, draw, { onState: hand % 10 === 0 ? assertNoLeak : undefined });
      const { deltas, rakeCents, summary } = game.result(end);
      expect(sumDeltas(deltas) + rakeCents).toBe(0);
      const winner = summary.winnerSeat;
      if (winner !== null) {
        const loser = SEATS.find((seat) => seat !== winner)!;
        expect(deltas[loser]).toBe(-summary.points * TABLE.stakeCents);
        expect(summary.scoreAfter[winner]).toBe(summary.scoreBefore[winner]! + summary.points);
        expect(summary.scoreAfter[loser]).toBe(summary.scoreBefore[loser]);
      } else {
        expect(deltas).toEqual({ 2: 0, 5: 0 });
      }
      expect(Math.max(...Object.values(summary.scoreBefore))).toBeLessThan(12);
      SEATS.forEach((seat, i) => (stacks[i]! += deltas[seat]!));
      rake += rakeCents;
      if (summary.matchOver) seen.matches += 1;
      if (end.mode === 'eleven') seen.eleven += 1;
      if (end.mode === 'ferro') seen.ferro += 1;
      if (summary.reason === 'refused') seen.refused += 1;
      if (summary.reason === 'all-tied') seen.tied += 1;
      if (end.value > 1 && end.mode === 'normal') seen.raised += 1;
      if (end.tricks.some((t) => t.plays.some((p) => p.hidden))) seen.hidden += 1;
      previous = end;
    }
    expect(stacks[0]! + stacks[1]! + rake).toBe(200_000);
    expect(seen.matches).toBeGreaterThan(50);
    expect(seen.eleven).toBeGreaterThan(20);
    expect(seen.ferro).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(50);
    expect(seen.raised).toBeGreaterThan(50);
    expect(seen.hidden).toBeGreaterThan(50);
  });
});
