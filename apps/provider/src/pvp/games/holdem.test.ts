import { describe, expect, it } from 'vitest';
import { holdemGame } from './holdem.ts';
import type { HoldemAction, HoldemActionType, HoldemState } from './holdem.ts';
import { HOLDEM_DECK } from './holdem-hand.ts';
import type { HoldemCard } from './holdem-hand.ts';
import { PvpActionError } from './pvp-game.ts';
import { scriptedDraw, seededDraw } from '../../engines/testing/seeded-draw.ts';
import { playOut, roundTrip, shuffleScript, sumDeltas, withPrefix } from './testing/helpers.ts';

const game = holdemGame;

interface Setup {
  stacks: number[];
  /** Seat numbers (default 0..n-1). */
  seats?: number[];
  /** Index of the button in the seats. */
  button: number;
  /** Hole cards per seat index, e.g. 'As Kd'. */
  holes: string[];
  board: string;
  stakeCents?: number;
  rakePercent?: number;
  rakeCapCents?: number;
}

/** Deals a hand with chosen cards through the real deal: a scripted button draw and shuffle. */
function deal(setup: Setup): HoldemState {
  const n = setup.stacks.length;
  const holes = setup.holes.map((h) => h.split(' ') as HoldemCard[]);
  const prefix: HoldemCard[] = [];
  for (let round = 0; round < 2; round += 1) {
    for (let k = 1; k <= n; k += 1) prefix.push(holes[(setup.button + k) % n]![round]!);
  }
  prefix.push(...(setup.board.split(' ') as HoldemCard[]));
  const script = shuffleScript(HOLDEM_DECK, withPrefix(HOLDEM_DECK, prefix));
  const seats = setup.seats ?? setup.stacks.map((_, i) => i);
  return game.deal({
    seats: seats.map((seat, i) => ({ seat, stackCents: setup.stacks[i]! })),
    stakeCents: setup.stakeCents ?? 20,
    rakePercent: setup.rakePercent ?? 5,
    rakeCapCents: setup.rakeCapCents ?? 1000,
    previous: null,
    draw: scriptedDraw([setup.button, ...script]),
  });
}

function act(s: HoldemState, seat: number, type: HoldemActionType, amountCents?: number) {
  const action: HoldemAction = amountCents === undefined ? { type } : { type, amountCents };
  return roundTrip(game.apply(s, seat, action));
}

/** Plays a list of [seat, action, amount?] steps. */
function run(s: HoldemState, steps: [number, HoldemActionType, number?][]): HoldemState {
  return steps.reduce((state, [seat, type, amount]) => act(state, seat, type, amount), s);
}

const types = (s: HoldemState, seat: number) => game.legal(s, seat).map((a) => a.type);
const stackOf = (s: HoldemState, seat: number) =>
  s.players.find((p) => p.seat === seat)!.stackCents;

/** Every card `viewer` must not see in this state. */
function forbiddenCards(s: HoldemState, viewer: number | null): string[] {
  const shown = new Set(
    s.over && s.result!.summary.endedBy === 'showdown'
      ? s.result!.summary.shown.map((h) => h.seat)
      : [],
  );
  return [
    ...s.deck,
    ...s.players.filter((p) => p.seat !== viewer && !shown.has(p.seat)).flatMap((p) => p.hole),
  ];
}

function assertNoLeak(s: HoldemState): void {
  for (const viewer of [...s.players.map((p) => p.seat), null]) {
    const text = JSON.stringify(game.view(s, viewer));
    for (const card of forbiddenCards(s, viewer)) {
      if (text.includes(`"${card}"`)) throw new Error(`view of ${viewer} leaks ${card}`);
    }
  }
}

describe('holdem deal and blinds', () => {
  it('heads-up: the button posts the small blind, acts first preflop and last after', () => {
    let s = deal({
      stacks: [1000, 1000],
      seats: [3, 7],
      button: 0,
      holes: ['As Ad', 'Kc Kd'],
      board: '2c 7d 9h Jc 3s',
    });
    expect(s.buttonSeat).toBe(3);
    expect(s.smallBlindSeat).toBe(3);
    expect(s.bigBlindSeat).toBe(7);
    expect(stackOf(s, 3)).toBe(990);
    expect(stackOf(s, 7)).toBe(980);
    expect(game.toAct(s)).toBe(3);
    expect(game.legal(s, 3)).toEqual([
      { type: 'fold' },
      { type: 'call', amountCents: 20 },
      { type: 'raise', amountCents: 40 },
      { type: 'allin', amountCents: 1000 },
    ]);
    s = act(s, 3, 'call');
    // The big blind's option.
    expect(game.toAct(s)).toBe(7);
    expect(types(s, 7)).toEqual(['check', 'raise', 'allin']);
    s = act(s, 7, 'check');
    expect(s.street).toBe('flop');
    expect(s.board).toEqual(['2c', '7d', '9h']);
    expect(game.toAct(s)).toBe(7);
    expect(game.legal(s, 7)).toEqual([
      { type: 'check' },
      { type: 'bet', amountCents: 20 },
      { type: 'allin', amountCents: 980 },
    ]);
  });

  it('3+ seats: blinds left of the button, first to act after the big blind', () => {
    const s = deal({
      stacks: [500, 500, 500, 500],
      seats: [1, 2, 5, 8],
      button: 2,
      holes: ['As Ad', 'Kc Kd', 'Qs Qh', 'Jc Jd'],
      board: '2c 7d 9h Tc 3s',
    });
    expect([s.buttonSeat, s.smallBlindSeat, s.bigBlindSeat]).toEqual([5, 8, 1]);
    expect(game.toAct(s)).toBe(2);
    // Hole cards go out from the left of the button.
    expect(s.players.find((p) => p.seat === 8)!.hole).toEqual(['Jc', 'Jd']);
    expect(s.log.map((e) => [e.seat, e.type, e.amountCents])).toEqual([
      [8, 'small-blind', 10],
      [1, 'big-blind', 20],
    ]);
  });

  it('moves the button one seat clockwise from the previous hand, wrapping', () => {
    const seats = [2, 5, 9].map((seat) => ({ seat, stackCents: 1000 }));
    const table = { stakeCents: 20, rakePercent: 5, rakeCapCents: 100 };
    const draw = seededDraw(3);
    let previous: HoldemState | null = null;
    const buttons: number[] = [];
    for (let hand = 0; hand < 5; hand += 1) {
      const s: HoldemState = game.deal({ ...table, seats, previous, draw });
      buttons.push(s.buttonSeat);
      previous = playOut(game, s, draw);
    }
    const first = [2, 5, 9].indexOf(buttons[0]!);
    expect(buttons).toEqual([0, 1, 2, 3, 4].map((k) => [2, 5, 9][(first + k) % 3]));
    // A new seat between the button and the next: the button moves to it.
    const s = game.deal({
      ...table,
      seats: [...seats, { seat: 3, stackCents: 1000 }],
      previous: { ...previous!, buttonSeat: 2 },
      draw,
    });
    expect(s.buttonSeat).toBe(3);
    expect(s.handNo).toBe(6);
  });

  it('rejects bad tables as caller bugs', () => {
    const draw = seededDraw(1);
    const base = { stakeCents: 20, rakePercent: 5, rakeCapCents: 100, previous: null, draw };
    const two = [
      { seat: 0, stackCents: 1000 },
      { seat: 1, stackCents: 1000 },
    ];
    expect(() => game.deal({ ...base, seats: two.slice(0, 1) })).toThrow(RangeError);
    expect(() => game.deal({ ...base, stakeCents: 21, seats: two })).toThrow(RangeError);
    expect(() => game.deal({ ...base, seats: [two[0]!, { seat: 1, stackCents: 19 }] })).toThrow(
      RangeError,
    );
    const seven = Array.from({ length: 7 }, (_, seat) => ({ seat, stackCents: 1000 }));
    expect(() => game.deal({ ...base, seats: seven })).toThrow(RangeError);
    expect(game.minStackCents(20)).toBe(20);
    expect(game.buyIn(20)).toEqual({ minCents: 400, maxCents: 2000 });
  });
});

describe('holdem betting rules', () => {
  const four = (stacks: number[]) =>
    deal({
      stacks,
      button: 0,
      holes: ['As Ad', 'Kc Kd', 'Qs Qh', 'Jc Jd'],
      board: '2c 7d 9h Tc 3s',
    });

  it('enforces the minimum bet and raise, sized by the last full raise', () => {
    let s = four([2000, 2000, 2000, 2000]);
    expect(game.toAct(s)).toBe(3);
    expect(() => act(s, 3, 'raise', 39)).toThrow(PvpActionError);
    expect(() => act(s, 3, 'bet', 60)).toThrow(PvpActionError);
    expect(() => act(s, 3, 'raise')).toThrow(PvpActionError);
    s = act(s, 3, 'raise', 60);
    // Raised by 40: the next raise is to at least 100.
    expect(game.legal(s, 0).find((a) => a.type === 'raise')).toEqual({
      type: 'raise',
      amountCents: 100,
    });
    expect(() => act(s, 0, 'raise', 99)).toThrow(PvpActionError);
    s = act(s, 0, 'raise', 250);
    expect(game.legal(s, 1).find((a) => a.type === 'raise')).toEqual({
      type: 'raise',
      amountCents: 440,
    });
    s = run(s, [
      [1, 'fold'],
      [2, 'fold'],
      [3, 'call'],
    ]);
    expect(s.street).toBe('flop');
    expect(game.toAct(s)).toBe(3);
    expect(() => act(s, 3, 'bet', 19)).toThrow(PvpActionError);
    expect(() => act(s, 3, 'bet', 1751)).toThrow(PvpActionError);
    s = act(s, 3, 'bet', 20);
    expect(game.legal(s, 0).find((a) => a.type === 'raise')).toEqual({
      type: 'raise',
      amountCents: 40,
    });
  });

  it('an all-in short raise does not reopen the betting for those who acted', () => {
    let s = four([1000, 1000, 130, 1000]);
    s = run(s, [
      [3, 'raise', 100], // a raise of 80
      [0, 'call'],
      [1, 'fold'],
      [2, 'allin'], // to 130: 30 more, short of 80
    ]);
    expect(s.currentBetCents).toBe(130);
    expect(types(s, 3)).toEqual(['fold', 'call']);
    expect(() => act(s, 3, 'raise', 300)).toThrow(PvpActionError);
    expect(() => act(s, 3, 'allin')).toThrow(PvpActionError);
    s = act(s, 3, 'call');
    expect(types(s, 0)).toEqual(['fold', 'call']);
    s = act(s, 0, 'call');
    expect(s.street).toBe('flop');
  });

  it('short all-ins that add up to a full raise reopen it', () => {
    let s = deal({
      stacks: [150, 1000, 200, 1000, 1000],
      button: 0,
      holes: ['As Ad', 'Kc Kd', 'Qs Qh', 'Jc Jd', 'Tc Td'],
      board: '2c 7d 9h 8c 3s',
    });
    s = run(s, [
      [3, 'raise', 100], // a full raise of 80
      [4, 'call'],
      [0, 'allin'], // 150: +50, short
      [1, 'fold'],
    ]);
    // The big blind has not acted yet: it may raise (its all-in is the only raise it can afford).
    expect(types(s, 2)).toEqual(['fold', 'call', 'allin']);
    s = act(s, 2, 'allin'); // 200: +50, short again, but 100 above the 100 seats 3 and 4 acted at
    expect(types(s, 3)).toEqual(['fold', 'call', 'raise', 'allin']);
    expect(game.legal(s, 3).find((a) => a.type === 'raise')!.amountCents).toBe(280);
    s = act(s, 3, 'call');
    expect(types(s, 4)).toEqual(['fold', 'call', 'raise', 'allin']);
  });

  it('nobody raises when everyone else is all-in', () => {
    let s = deal({
      stacks: [300, 1000],
      button: 0,
      holes: ['As Ad', 'Kc Kd'],
      board: '2c 7d 9h Tc 3s',
    });
    s = act(s, 0, 'allin');
    expect(types(s, 1)).toEqual(['fold', 'call']);
  });

  it('checks, folds and turns are validated', () => {
    let s = four([1000, 1000, 1000, 1000]);
    expect(() => act(s, 0, 'call')).toThrow(/not your turn/);
    expect(() => act(s, 3, 'check')).toThrow(PvpActionError);
    expect(() => game.apply(s, 3, { type: 'shove' } as unknown as HoldemAction)).toThrow(
      PvpActionError,
    );
    s = run(s, [
      [3, 'call'],
      [0, 'call'],
      [1, 'call'],
    ]);
    expect(() => act(s, 2, 'fold')).toThrow(/check instead/);
    expect(() => act(s, 2, 'bet', 40)).toThrow(PvpActionError);
    expect(game.timeoutAction(s, 2)).toEqual({ type: 'check' });
    s = act(s, 2, 'raise', 60);
    expect(game.timeoutAction(s, 3)).toEqual({ type: 'fold' });
    expect(() => game.timeoutAction(s, 2)).toThrow(PvpActionError);
    expect(() => game.result(s)).toThrow(PvpActionError);
  });
});

describe('holdem pots and showdown', () => {
  it('builds side pots for three all-ins of different sizes', () => {
    let s = deal({
      stacks: [1000, 100, 300, 600],
      button: 0,
      holes: ['5d 4h', 'As Ah', 'Ks Kh', 'Qs Qh'],
      board: '2c 7d 9h Jc 3s',
      rakePercent: 5,
      rakeCapCents: 1000,
    });
    s = run(s, [
      [3, 'allin'], // 600
      [0, 'call'], // 600
      [1, 'allin'], // 100
      [2, 'allin'], // 300
    ]);
    expect(game.isOver(s)).toBe(true);
    expect(s.board).toEqual(['2c', '7d', '9h', 'Jc', '3s']);
    const { deltas, rakeCents, summary } = game.result(s);
    expect(summary.pots.map((p) => [p.amountCents, p.seats, p.winners])).toEqual([
      [400, [0, 1, 2, 3], [1]],
      [600, [0, 2, 3], [2]],
      [600, [0, 3], [3]],
    ]);
    // Seat 1 wins 300 from others, seat 2 300, seat 3 gets its own 600 back: rake 5% of 600.
    expect(rakeCents).toBe(30);
    expect(deltas).toEqual({ 0: -600, 1: 285, 2: 285, 3: 0 });
    expect(sumDeltas(deltas) + rakeCents).toBe(0);
    expect(summary.shown.map((h) => [h.seat, h.category])).toEqual([
      [1, 'pair'],
      [2, 'pair'],
      [3, 'pair'],
      [0, 'high-card'],
    ]);
  });

  it('returns the uncalled part of an all-in', () => {
    let s = deal({
      stacks: [1000, 300, 1000],
      button: 0,
      holes: ['As Ah', 'Ks Kh', '7s 2h'],
      board: '2c 7d 9h Jc 3s',
      rakePercent: 0,
    });
    s = run(s, [
      [0, 'allin'], // 1000
      [1, 'allin'], // 300
      [2, 'fold'],
    ]);
    expect(s.log.find((e) => e.type === 'uncalled')).toEqual({
      seat: 0,
      street: 'preflop',
      type: 'uncalled',
      amountCents: 700,
    });
    expect(game.result(s).deltas).toEqual({ 0: 320, 1: -300, 2: -20 });
  });

  it('splits a pot, the odd cent to the first winner left of the button', () => {
    let s = deal({
      stacks: [1000, 1000, 1000],
      button: 0,
      holes: ['2s 3h', '4s 5h', '2d 3c'],
      board: 'As Ks Qs Js Ts',
      stakeCents: 30,
      rakePercent: 0,
    });
    s = run(s, [
      [0, 'raise', 60],
      [1, 'fold'], // 15 in
      [2, 'call'],
      [2, 'check'],
      [0, 'check'],
      [2, 'check'],
      [0, 'check'],
      [2, 'check'],
      [0, 'check'],
    ]);
    const { deltas, summary } = game.result(s);
    expect(summary.pots).toEqual([
      { amountCents: 135, seats: [0, 2], winners: [2, 0], category: 'straight-flush' },
    ]);
    expect(deltas).toEqual({ 0: 7, 1: -15, 2: 8 });
  });

  it('rakes only what winners take from others, capped', () => {
    // A split between two equal hands: each gets its own chips back, only the folder's blind
    // is won from another player.
    let s = deal({
      stacks: [5000, 5000, 5000],
      button: 0,
      holes: ['2s 3h', '4s 5h', '2d 3c'],
      board: 'As Ks Qs Js Ts',
      rakePercent: 10,
      rakeCapCents: 1000,
    });
    s = run(s, [
      [0, 'raise', 2000],
      [1, 'fold'],
      [2, 'call'],
      [2, 'allin'],
      [0, 'call'],
    ]);
    expect(game.result(s)).toMatchObject({ rakeCents: 1, deltas: { 0: 5, 1: -10, 2: 4 } });
    // A big pot hits the cap.
    s = deal({
      stacks: [5000, 5000],
      button: 0,
      holes: ['As Ah', 'Ks Kh'],
      board: '2c 7d 9h Jc 3s',
      rakePercent: 10,
      rakeCapCents: 300,
    });
    s = run(s, [
      [0, 'allin'],
      [1, 'call'],
    ]);
    expect(game.result(s)).toMatchObject({ rakeCents: 300, deltas: { 0: 4700, 1: -5000 } });
  });

  it('no flop, no drop', () => {
    let s = deal({
      stacks: [5000, 5000, 5000],
      button: 0,
      holes: ['As Ah', 'Ks Kh', '7c 2d'],
      board: '2c 7d 9h Jc 3s',
      rakePercent: 10,
    });
    s = run(s, [
      [0, 'raise', 1000],
      [1, 'call'],
      [2, 'fold'],
    ]);
    expect(s.street).toBe('flop');
    // The flop was dealt: raked even though it ends there.
    const flopped = run(s, [
      [1, 'bet', 100],
      [0, 'fold'],
    ]);
    expect(game.result(flopped)).toMatchObject({
      rakeCents: 102,
      deltas: { 0: -1000, 1: 918, 2: -20 },
    });
    // Everyone folds to a preflop raise: nothing raked.
    s = deal({
      stacks: [5000, 5000, 5000],
      button: 0,
      holes: ['As Ah', 'Ks Kh', '7c 2d'],
      board: '2c 7d 9h Jc 3s',
      rakePercent: 10,
    });
    s = run(s, [
      [0, 'raise', 1000],
      [1, 'fold'],
      [2, 'fold'],
    ]);
    expect(game.result(s)).toMatchObject({ rakeCents: 0, deltas: { 0: 30, 1: -10, 2: -20 } });
    expect(game.result(s).summary).toMatchObject({ endedBy: 'fold', board: [], shown: [] });
  });

  it('a bet nobody calls comes back and the hand ends without a showdown', () => {
    let s = deal({
      stacks: [1000, 1000],
      button: 0,
      holes: ['As Ah', 'Ks Kh'],
      board: '2c 7d 9h Jc 3s',
    });
    s = run(s, [
      [0, 'call'],
      [1, 'check'],
      [1, 'bet', 300],
      [0, 'fold'],
    ]);
    expect(game.isOver(s)).toBe(true);
    expect(game.toAct(s)).toBeNull();
    expect(game.legal(s, 1)).toEqual([]);
    expect(s.log.at(-1)).toEqual({ seat: 1, street: 'flop', type: 'uncalled', amountCents: 300 });
    // Seat 1 wins seat 0's 20; 5% rake floors to 1.
    expect(game.result(s)).toMatchObject({ rakeCents: 1, deltas: { 0: -20, 1: 19 } });
    expect(stackOf(s, 1)).toBe(1019);
    expect(() => act(s, 1, 'check')).toThrow(/over/);
  });
});

describe('holdem views', () => {
  it('shows own cards only, then the live hands at the showdown, never folded ones', () => {
    let s = deal({
      stacks: [1000, 1000, 1000],
      button: 0,
      holes: ['As Ah', 'Ks Kh', '7c 2d'],
      board: '2c 7d 9h Jc 3s',
    });
    const view = game.view(s, 1);
    expect(view.seats.map((p) => p.cards)).toEqual([null, ['Ks', 'Kh'], null]);
    expect(view.legal).toEqual([]);
    expect(game.view(s, 0).legal.length).toBeGreaterThan(0);
    expect(game.view(s, null).seats.every((p) => p.cards === null)).toBe(true);
    assertNoLeak(s);
    s = run(s, [
      [0, 'raise', 100],
      [1, 'call'],
      [2, 'fold'],
    ]);
    assertNoLeak(s);
    s = run(s, [
      [1, 'check'],
      [0, 'check'],
      [1, 'check'],
      [0, 'check'],
      [1, 'check'],
      [0, 'check'],
    ]);
    expect(game.isOver(s)).toBe(true);
    const spectator = game.view(s, null);
    expect(spectator.seats.map((p) => p.cards)).toEqual([['As', 'Ah'], ['Ks', 'Kh'], null]);
    expect(JSON.stringify(spectator)).not.toContain('"7c"');
    assertNoLeak(s);
  });

  it('bot hands never leak a hidden card to any viewer', () => {
    const draw = seededDraw(99);
    for (let hand = 0; hand < 150; hand += 1) {
      const n = 2 + (hand % 5);
      const seats = Array.from({ length: n }, (_, seat) => ({
        seat,
        stackCents: 20 * (1 + draw(100)),
      }));
      const s = game.deal({
        seats,
        stakeCents: 20,
        rakePercent: 5,
        rakeCapCents: 100,
        previous: null,
        draw,
      });
      playOut(game, s, draw, { onState: assertNoLeak });
    }
  });
});

describe('holdem with bots', () => {
  it('conserves chips over thousands of seeded hands', () => {
    const draw = seededDraw(2024);
    const stats = { showdowns: 0, folds: 0, sidePots: 0, raked: 0, splits: 0 };
    for (let hand = 0; hand < 3000; hand += 1) {
      const n = 2 + (hand % 5);
      const stake = 2 * (1 + draw(50));
      const seats = Array.from({ length: n }, (_, k) => ({
        seat: k * 2 + draw(2),
        stackCents: stake * (1 + draw(100)) + draw(stake),
      }));
      const rakePercent = [0, 2.5, 5, 10][draw(4)]!;
      const rakeCapCents = draw(3) * 100;
      const s = game.deal({
        seats,
        stakeCents: stake,
        rakePercent,
        rakeCapCents,
        previous: null,
        draw,
      });
      const end = playOut(game, s, draw);
      const { deltas, rakeCents, summary } = game.result(end);
      expect(sumDeltas(deltas) + rakeCents).toBe(0);
      expect(rakeCents).toBeLessThanOrEqual(rakeCapCents);
      if (end.board.length < 3) expect(rakeCents).toBe(0);
      for (const { seat, stackCents } of seats) {
        expect(stackCents + deltas[seat]!).toBeGreaterThanOrEqual(0);
        expect(end.players.find((p) => p.seat === seat)!.stackCents).toBe(
          stackCents + deltas[seat]!,
        );
      }
      const committed = end.players.reduce((t, p) => t + p.committedCents, 0);
      expect(summary.potCents).toBe(committed);
      expect(summary.pots.reduce((t, p) => t + p.amountCents, 0)).toBe(committed);
      if (summary.endedBy === 'showdown') stats.showdowns += 1;
      else stats.folds += 1;
      if (summary.pots.length > 1) stats.sidePots += 1;
      if (rakeCents > 0) stats.raked += 1;
      if (summary.pots.some((p) => p.winners.length > 1)) stats.splits += 1;
    }
    // The bots reach every branch.
    expect(stats.showdowns).toBeGreaterThan(300);
    expect(stats.folds).toBeGreaterThan(300);
    expect(stats.sidePots).toBeGreaterThan(10);
    expect(stats.raked).toBeGreaterThan(300);
    expect(stats.splits).toBeGreaterThan(5);
  });

  it('plays sessions: stacks carry over, the button rotates, busted seats leave', () => {
    const draw = seededDraw(5);
    for (let session = 0; session < 20; session += 1) {
      let seats = Array.from({ length: 6 }, (_, seat) => ({ seat, stackCents: 2000 }));
      let previous: HoldemState | null = null;
      let rake = 0;
      let gone = 0;
      while (seats.length >= 2 && (previous?.handNo ?? 0) < 60) {
        const s: HoldemState = game.deal({
          seats,
          stakeCents: 20,
          rakePercent: 5,
          rakeCapCents: 60,
          previous,
          draw,
        });
        if (previous) {
          const prevButton = previous.buttonSeat;
          const expected = seats.find((x) => x.seat > prevButton)?.seat ?? seats[0]!.seat;
          expect(s.buttonSeat).toBe(expected);
        }
        const end = playOut(game, s, draw);
        const { deltas, rakeCents } = game.result(end);
        rake += rakeCents;
        seats = seats.map((x) => ({ seat: x.seat, stackCents: x.stackCents + deltas[x.seat]! }));
        // A seat below the big blind leaves with what it has left.
        gone += seats
          .filter((x) => x.stackCents < game.minStackCents(20))
          .reduce((t, x) => t + x.stackCents, 0);
        seats = seats.filter((x) => x.stackCents >= game.minStackCents(20));
        previous = end;
      }
      const left = seats.reduce((t, x) => t + x.stackCents, 0);
      expect(left + gone + rake).toBe(12_000);
    }
  });

  it('the bot is deterministic given the draw and always legal', () => {
    const s = deal({
      stacks: [1000, 1000, 1000],
      button: 0,
      holes: ['As Ah', 'Ks Kh', '7c 2d'],
      board: '2c 7d 9h Jc 3s',
    });
    expect(game.bot(s, 0, seededDraw(1))).toEqual(game.bot(s, 0, seededDraw(1)));
    expect(() => game.bot(s, 1, seededDraw(1))).toThrow(PvpActionError);
  });
});
