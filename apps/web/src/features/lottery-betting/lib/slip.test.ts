import { describe, expect, it } from 'vitest';
import { LOTTERY_MAX_LINES, type LotteryBetLine } from '@app/contracts';
import { addLine, emptySlip, placeBody, removeLine, slipProblem, slipTotalCents } from './slip.ts';

const de: LotteryBetLine = { betType: 'de', picks: ['07', '42'], unitStakeCents: 200 };
const lo2: LotteryBetLine = { betType: 'lo2', picks: ['13'], unitStakeCents: 100 };

describe('bet slip', () => {
  it('costs each line as the server debits it (lô per prize cell: 27 north, 18 south)', () => {
    const slip = addLine(addLine(emptySlip(), de, 'north').slip, lo2, 'north').slip;
    expect(slipTotalCents(slip.lines, 'north')).toBe(2 * 200 + 27 * 100);
    expect(slipTotalCents(slip.lines, 'south')).toBe(2 * 200 + 18 * 100);
  });

  it('refuses lines the server would refuse, leaving the slip as it was', () => {
    const slip = emptySlip();
    const refused = [
      [{ ...de, betType: 'digit' }, 'north', 'lottery.bet.type.invalid'],
      [{ ...de, picks: ['7'] }, 'north', 'lottery.picks.invalid'],
      [{ ...de, picks: ['07', '07'] }, 'north', 'lottery.picks.invalid'],
      [
        { betType: 'digit', position: 6, picks: ['1'], unitStakeCents: 100 },
        'digits5',
        'lottery.picks.invalid',
      ],
      [
        { betType: 'sum', position: 2, picks: ['big'], unitStakeCents: 100 },
        'digits5',
        'lottery.picks.invalid',
      ],
      [{ ...de, unitStakeCents: 99 }, 'north', 'lottery.stake.below.min'],
      [{ ...de, unitStakeCents: 500_001 }, 'north', 'lottery.stake.above.max'],
    ] as const;
    for (const [line, layout, problem] of refused) {
      const result = addLine(slip, line, layout);
      expect(result.problem).toBe(problem);
      expect(result.slip).toBe(slip);
    }
  });

  it(`holds at most ${LOTTERY_MAX_LINES} lines`, () => {
    let slip = emptySlip();
    for (let n = 0; n < LOTTERY_MAX_LINES; n += 1) slip = addLine(slip, de, 'north').slip;
    expect(slip.lines).toHaveLength(LOTTERY_MAX_LINES);
    expect(addLine(slip, de, 'north').problem).toBe('slip.full');
    expect(slipProblem(slip.lines, 'north')).toBeNull();
    expect(slipProblem([...slip.lines, de], 'north')).toEqual({
      problem: 'slip.full',
      lineNo: null,
    });
    expect(slipProblem([de, { ...de, picks: [] }], 'north')).toEqual({
      problem: 'lottery.picks.invalid',
      lineNo: 2,
    });
  });

  it('keeps its request id while unchanged; any change makes another slip with a new id', () => {
    const one = addLine(emptySlip(), de, 'north').slip;
    const body = placeBody(one, { gameId: 9001, numero: '20260107', prizeMode: 'Lott' });
    expect(body.requestId).toBe(one.requestId);
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(placeBody(one, { gameId: 9001, numero: '20260108', prizeMode: 'Lott' }).requestId).toBe(
      one.requestId,
    );
    const two = addLine(one, lo2, 'north').slip;
    expect(two.requestId).not.toBe(one.requestId);
    const back = removeLine(two, two.lines[1]!.key);
    expect(back.requestId).not.toBe(two.requestId);
    expect(removeLine(back, 12345)).toBe(back);
  });

  it('sends positions only where they belong, and no screen keys', () => {
    let slip = addLine(
      emptySlip(),
      { betType: 'digit', position: 3, picks: ['4'], unitStakeCents: 100 },
      'digits5',
    ).slip;
    slip = addLine(
      slip,
      { betType: 'sum', picks: ['big', 'odd'], unitStakeCents: 500 },
      'digits5',
    ).slip;
    expect(placeBody(slip, { gameId: 9101, numero: '20260107-0001', prizeMode: 'Elott' })).toEqual({
      gameId: 9101,
      numero: '20260107-0001',
      prizeMode: 'Elott',
      requestId: slip.requestId,
      lines: [
        { betType: 'digit', position: 3, picks: ['4'], unitStakeCents: 100 },
        { betType: 'sum', position: null, picks: ['big', 'odd'], unitStakeCents: 500 },
      ],
    });
  });
});
