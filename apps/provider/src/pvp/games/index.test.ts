import { describe, expect, it } from 'vitest';
import { PVP_GAMES, pvpFamilyOf } from './index.ts';
import type { PvpFamily } from './index.ts';
import { seededDraw } from '../../engines/testing/seeded-draw.ts';
import { playOut, sumDeltas } from './testing/helpers.ts';

describe('PVP_GAMES', () => {
  it('has one engine per family, each playing a hand through the shared interface', () => {
    const draw = seededDraw(8);
    for (const family of ['holdem', 'truco', 'domino'] as PvpFamily[]) {
      const game = PVP_GAMES[family];
      expect(game.family).toBe(family);
      const stakeCents = 100;
      const { minCents, maxCents } = game.buyIn(stakeCents);
      expect(minCents).toBeGreaterThanOrEqual(game.minStackCents(stakeCents));
      expect(maxCents).toBeGreaterThan(minCents);
      for (let players = game.minSeats; players <= game.maxSeats; players += 1) {
        const seats = Array.from({ length: players }, (_, seat) => ({
          seat,
          stackCents: minCents,
        }));
        const state = game.deal({
          seats,
          stakeCents,
          rakePercent: 5,
          rakeCapCents: 300,
          previous: null,
          draw,
        });
        const timedOut = playOut(game, state, draw, {
          actor: (s, seat) => game.timeoutAction(s, seat),
        });
        const played = playOut(game, state, draw);
        for (const end of [timedOut, played]) {
          const { deltas, rakeCents } = game.result(end);
          expect(sumDeltas(deltas) + rakeCents).toBe(0);
          expect(game.view(end, null)).toBeTruthy();
        }
      }
    }
  });
});

describe('pvpFamilyOf', () => {
  it('maps catalogue titles by their first word', () => {
    expect(pvpFamilyOf('Poker Duel')).toBe('holdem');
    expect(pvpFamilyOf('Poker')).toBe('holdem');
    expect(pvpFamilyOf('  poker   Masters ')).toBe('holdem');
    expect(pvpFamilyOf('Truco Clash')).toBe('truco');
    expect(pvpFamilyOf('Domino Club')).toBe('domino');
    expect(pvpFamilyOf('Dominó Club')).toBe('domino');
    expect(pvpFamilyOf('Rummy Table')).toBeNull();
    expect(pvpFamilyOf('Buraco Showdown')).toBeNull();
    expect(pvpFamilyOf('Pokerface Slots')).toBeNull();
    expect(pvpFamilyOf('Video Poker')).toBeNull();
    expect(pvpFamilyOf('')).toBeNull();
  });
});
