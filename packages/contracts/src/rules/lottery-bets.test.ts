import { createHash, createHmac, webcrypto } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOTTERY_ODDS,
  PRIZE_MODES,
  RESULT_LAYOUTS,
  betLineProblem,
  betTypesFor,
  drawResultAsync,
  drawResultSync,
  layoutCellCount,
  lineCostCents,
  lineHits,
  lineMaxPayoutCents,
  resultFromBytes,
  resultNumbers,
  settleLine,
  type LotteryBetLine,
  type LotteryBetType,
  type ResultLayout,
} from './lottery-bets.ts';
import { winningNumberRows } from './lottery.ts';

const seedOf = (i: number) => createHash('sha256').update(`seed-${i}`).digest();

function syncResult(seed: Buffer, gameCode: string, numero: string, layout: ResultLayout) {
  return drawResultSync({ gameCode, numero, layout }, (message) =>
    createHmac('sha256', seed).update(message).digest(),
  );
}

/** A north result whose special prize ends in 12345 and whose other numbers are given. */
const NORTH =
  '12345|11111|22222,33345|44444,55555,66666,77777,88888,99999|1234,0045,4567,7890|1111,2222,3333,4444,5555,6666|345,456,567|45,12,99,00';
const SOUTH =
  '987654|11111|22222|33333,44454|10001,20002,30003,40004,50005,60006,70007|1234|1111,2222,3354|123|54';

describe('lottery results (decision 015)', () => {
  it('lays each kind of result out as the prize table says', () => {
    for (const layout of Object.keys(RESULT_LAYOUTS) as ResultLayout[]) {
      const result = syncResult(seedOf(1), 'G', '20261121', layout);
      const rows = result.split('|');
      expect(rows).toHaveLength(RESULT_LAYOUTS[layout].length);
      rows.forEach((row, index) => {
        const [count, digits] = RESULT_LAYOUTS[layout][index]!;
        const numbers = row.split(',');
        expect(numbers).toHaveLength(count);
        for (const number of numbers) expect(number).toMatch(new RegExp(`^\\d{${digits}}$`));
      });
      expect(resultNumbers(result)).toHaveLength(layoutCellCount(layout));
    }
    expect(layoutCellCount('north')).toBe(27);
    expect(layoutCellCount('south')).toBe(18);
    // The site's layout rule reads the rows as GB, G1 ... and the ent row as five balls.
    expect(winningNumberRows(NORTH).map((row) => row.label)).toEqual([
      'GB',
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
    ]);
    expect(winningNumberRows('3,0,9,1,4')[0]!.cells).toEqual(['3', '0', '9', '1', '4']);
  });

  it('skips bytes of 250 and above so every digit is uniform, and asks for more when short', () => {
    expect(resultFromBytes('digits5', Uint8Array.from([250, 251, 7, 255, 19, 249, 0, 100]))).toBe(
      '7,9,9,0,0',
    );
    expect(resultFromBytes('digits5', Uint8Array.from([1, 2, 250]))).toBeNull();
  });

  it('gives the same result with node:crypto and with WebCrypto, as the browser verifier does', async () => {
    for (let i = 0; i < 20; i += 1) {
      const seed = seedOf(i);
      const key = await webcrypto.subtle.importKey(
        'raw',
        seed,
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      );
      for (const layout of ['north', 'south', 'digits5'] as const) {
        const draw = { gameCode: 'VN_MB', numero: `20261121-${i}`, layout };
        const viaWebCrypto = await drawResultAsync(
          draw,
          async (message) =>
            new Uint8Array(
              await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)),
            ),
        );
        expect(viaWebCrypto).toBe(syncResult(seed, draw.gameCode, draw.numero, layout));
      }
    }
  });

  it('depends on the seed, the game and the numero', () => {
    const base = syncResult(seedOf(1), 'A', '1', 'north');
    expect(syncResult(seedOf(2), 'A', '1', 'north')).not.toBe(base);
    expect(syncResult(seedOf(1), 'B', '1', 'north')).not.toBe(base);
    expect(syncResult(seedOf(1), 'A', '2', 'north')).not.toBe(base);
  });
});

describe('lottery bet lines', () => {
  const line = (over: Partial<LotteryBetLine>): LotteryBetLine => ({
    betType: 'de',
    picks: ['12'],
    unitStakeCents: 100,
    ...over,
  });

  it('offers de, lo2 and cang3 on Vietnamese games and the digit bets on ent games', () => {
    expect(betTypesFor('north')).toEqual(['de', 'lo2', 'cang3']);
    expect(betTypesFor('south')).toEqual(['de', 'lo2', 'cang3']);
    expect(betTypesFor('digits5')).toEqual(['digit', 'position', 'sum']);
    expect(betLineProblem(line({ betType: 'digit', position: 1, picks: ['1'] }), 'north')).toBe(
      'lottery.bet.type.invalid',
    );
    expect(betLineProblem(line({}), 'digits5')).toBe('lottery.bet.type.invalid');
  });

  it('refuses malformed picks', () => {
    const bad: Array<[Partial<LotteryBetLine>, ResultLayout]> = [
      [{ picks: [] }, 'north'],
      [{ picks: ['1'] }, 'north'],
      [{ picks: ['123'] }, 'north'],
      [{ picks: ['1a'] }, 'north'],
      [{ picks: ['12', '12'] }, 'north'],
      [{ picks: Array.from({ length: 101 }, (_, i) => String(i % 100).padStart(2, '0')) }, 'north'],
      [{ betType: 'cang3', picks: ['12'] }, 'south'],
      [{ betType: 'de', position: 1 }, 'north'],
      [{ betType: 'digit', picks: ['1'] }, 'digits5'],
      [{ betType: 'digit', position: 6, picks: ['1'] }, 'digits5'],
      [{ betType: 'digit', position: 0, picks: ['1'] }, 'digits5'],
      [{ betType: 'digit', position: 2, picks: ['10'] }, 'digits5'],
      [{ betType: 'position', position: 2, picks: ['huge'] }, 'digits5'],
      [{ betType: 'sum', picks: ['big', 'big'] }, 'digits5'],
    ];
    for (const [over, layout] of bad) {
      expect(betLineProblem(line(over), layout), JSON.stringify(over)).toBe(
        'lottery.picks.invalid',
      );
    }
    expect(betLineProblem(line({ betType: 'cang3', picks: ['007'] }), 'south')).toBeNull();
    expect(
      betLineProblem(line({ betType: 'position', position: 5, picks: ['big', 'odd'] }), 'digits5'),
    ).toBeNull();
  });

  it('keeps the unit stake between 1.00 and 5,000.00', () => {
    expect(betLineProblem(line({ unitStakeCents: 99 }), 'north')).toBe('lottery.stake.below.min');
    expect(betLineProblem(line({ unitStakeCents: 100 }), 'north')).toBeNull();
    expect(betLineProblem(line({ unitStakeCents: 500_000 }), 'north')).toBeNull();
    expect(betLineProblem(line({ unitStakeCents: 500_001 }), 'north')).toBe(
      'lottery.stake.above.max',
    );
    expect(betLineProblem(line({ unitStakeCents: 1.5 }), 'north')).toBe('lottery.stake.below.min');
  });

  it('prices lo2 per prize cell, everything else per pick', () => {
    expect(lineCostCents(line({ picks: ['01', '02'], unitStakeCents: 250 }), 'north')).toBe(500);
    expect(lineCostCents(line({ betType: 'lo2', picks: ['01', '02'] }), 'north')).toBe(5400);
    expect(lineCostCents(line({ betType: 'lo2', picks: ['01'] }), 'south')).toBe(1800);
  });
});

describe('lottery settlement', () => {
  const cases: Array<{
    name: string;
    line: LotteryBetLine;
    result: string;
    hits: number[];
  }> = [
    {
      name: 'de hits GB',
      line: { betType: 'de', picks: ['45', '12'], unitStakeCents: 100 },
      result: NORTH,
      hits: [1, 0],
    },
    {
      name: 'de south',
      line: { betType: 'de', picks: ['54'], unitStakeCents: 100 },
      result: SOUTH,
      hits: [1],
    },
    {
      name: 'cang3',
      line: { betType: 'cang3', picks: ['345', '045'], unitStakeCents: 100 },
      result: NORTH,
      hits: [1, 0],
    },
    // 45 ends GB, 33345, 0045, 345, 45 (G7) and 4567? no: five numbers end in 45 in the north.
    {
      name: 'lo2 counts every prize number',
      line: { betType: 'lo2', picks: ['45', '99', '13'], unitStakeCents: 100 },
      result: NORTH,
      hits: [5, 2, 0],
    },
    {
      name: 'lo2 south',
      line: { betType: 'lo2', picks: ['54', '04'], unitStakeCents: 100 },
      result: SOUTH,
      hits: [4, 1],
    },
    {
      name: 'digit',
      line: { betType: 'digit', position: 3, picks: ['9', '0'], unitStakeCents: 100 },
      result: '3,0,9,1,4',
      hits: [1, 0],
    },
    {
      name: 'position',
      line: {
        betType: 'position',
        position: 1,
        picks: ['big', 'small', 'odd', 'even'],
        unitStakeCents: 100,
      },
      result: '3,0,9,1,4',
      hits: [0, 1, 1, 0],
    },
    {
      name: 'position 5 is big at 5',
      line: { betType: 'position', position: 5, picks: ['big'], unitStakeCents: 100 },
      result: '0,0,0,0,5',
      hits: [1],
    },
    // Sum 17: small and odd.
    {
      name: 'sum',
      line: { betType: 'sum', picks: ['big', 'small', 'odd', 'even'], unitStakeCents: 100 },
      result: '3,0,9,1,4',
      hits: [0, 1, 1, 0],
    },
    {
      name: 'sum 23 is big',
      line: { betType: 'sum', picks: ['big', 'odd'], unitStakeCents: 100 },
      result: '9,9,5,0,0',
      hits: [1, 1],
    },
  ];

  for (const { name, line, result, hits } of cases) {
    it(`${name}: hits and pays by the odds of every prize mode`, () => {
      expect(lineHits(line, result)).toEqual(hits);
      const total = hits.reduce((sum, n) => sum + n, 0);
      for (const mode of PRIZE_MODES) {
        const odds = LOTTERY_ODDS[mode][line.betType];
        expect(settleLine(line, result, mode)).toEqual({
          hits: total,
          payoutCents: Math.floor((line.unitStakeCents * odds * total) / 100),
        });
      }
    });
  }

  it('pays the published odds: 95.00x for de in Lott, rounded down to the cent', () => {
    expect(
      settleLine({ betType: 'de', picks: ['45'], unitStakeCents: 333 }, NORTH, 'Lott'),
    ).toEqual({
      hits: 1,
      payoutCents: 31_635,
    });
    expect(
      settleLine({ betType: 'sum', picks: ['odd'], unitStakeCents: 101 }, '3,0,9,1,4', 'Lott'),
    ).toEqual({
      hits: 1,
      payoutCents: 196,
    });
  });

  it('keeps a house edge in every prize mode: over every outcome each bet returns less than it costs', () => {
    // Exact returns over all outcomes: de and cang3 over their 100 and 1000 endings, lo2 per
    // cell, digit over 10 digits, position and sum over all 100,000 five-digit results.
    const fair: Record<LotteryBetType, number> = {
      de: 10_000,
      lo2: 10_000,
      cang3: 100_000,
      digit: 1_000,
      position: 200,
      sum: 200,
    };
    for (const mode of PRIZE_MODES) {
      for (const type of Object.keys(fair) as LotteryBetType[]) {
        expect(LOTTERY_ODDS[mode][type], `${mode} ${type}`).toBeLessThan(fair[type]);
      }
    }
    // Half of all five-digit results are big and half are odd (so 2x is the fair price).
    let big = 0;
    let odd = 0;
    for (let n = 0; n < 100_000; n += 1) {
      const result = String(n).padStart(5, '0').split('').join(',');
      const [bigHit, oddHit] = lineHits(
        { betType: 'sum', picks: ['big', 'odd'], unitStakeCents: 100 },
        result,
      );
      big += bigHit!;
      odd += oddHit!;
    }
    expect(big).toBe(50_000);
    expect(odd).toBe(50_000);
  });

  it('never pays a negative or fractional amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 500_000 }),
        fc.constantFrom(...PRIZE_MODES),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (stake, mode, digits, position) => {
          const result = digits.join(',');
          for (const line of [
            { betType: 'digit', position, picks: ['0', '5', '9'], unitStakeCents: stake },
            { betType: 'position', position, picks: ['big', 'even'], unitStakeCents: stake },
            { betType: 'sum', picks: ['small', 'odd'], unitStakeCents: stake },
          ] as LotteryBetLine[]) {
            const { payoutCents } = settleLine(line, result, mode);
            expect(Number.isSafeInteger(payoutCents)).toBe(true);
            expect(payoutCents).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('lineMaxPayoutCents (decision 030)', () => {
  const digits = (width: number) =>
    fc
      .array(fc.integer({ min: 0, max: 2 }), { minLength: width, maxLength: width })
      .map((d) => d.join(''));
  const picksOf = (betType: LotteryBetType) => {
    switch (betType) {
      case 'de':
      case 'lo2':
        return fc.uniqueArray(digits(2), { minLength: 1, maxLength: 5 });
      case 'cang3':
        return fc.uniqueArray(digits(3), { minLength: 1, maxLength: 5 });
      case 'digit':
        return fc.uniqueArray(digits(1), { minLength: 1, maxLength: 3 });
      default:
        return fc.uniqueArray(fc.constantFrom('big', 'small', 'odd', 'even'), {
          minLength: 1,
          maxLength: 4,
        });
    }
  };
  const scenario = fc.constantFrom<ResultLayout>('north', 'south', 'digits5').chain((layout) =>
    fc.constantFrom(...betTypesFor(layout)).chain((betType) =>
      fc.record({
        layout: fc.constant(layout),
        mode: fc.constantFrom(...PRIZE_MODES),
        line: fc.record({
          betType: fc.constant(betType),
          position:
            betType === 'digit' || betType === 'position'
              ? fc.integer({ min: 1, max: 5 })
              : fc.constant(null),
          picks: picksOf(betType),
          unitStakeCents: fc.integer({ min: 100, max: 500_000 }),
        }),
        // Digits mostly 0-2 (as the picks are), so hits are common.
        bytes: fc.uint8Array({ minLength: 400, maxLength: 400 }).map((b) => b.map((x) => x % 3)),
      }),
    ),
  );

  it('bounds what a line pays, whatever is drawn', () => {
    fc.assert(
      fc.property(scenario, ({ layout, mode, line, bytes }) => {
        const result = resultFromBytes(layout, bytes);
        if (result === null) return;
        expect(settleLine(line, result, mode).payoutCents).toBeLessThanOrEqual(
          lineMaxPayoutCents(line, layout, mode),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('is reached: lo2 on every cell, one de pick, size and parity together', () => {
    const allZero = resultFromBytes('north', new Uint8Array(400))!;
    const lo2: LotteryBetLine = { betType: 'lo2', picks: ['00', '11'], unitStakeCents: 200 };
    expect(lineMaxPayoutCents(lo2, 'north', 'Lott')).toBe(
      (200 * LOTTERY_ODDS.Lott.lo2 * layoutCellCount('north')) / 100,
    );
    expect(settleLine(lo2, allZero, 'Lott').payoutCents).toBe(
      lineMaxPayoutCents(lo2, 'north', 'Lott'),
    );
    const de: LotteryBetLine = { betType: 'de', picks: ['00', '12'], unitStakeCents: 100 };
    expect(settleLine(de, allZero, 'ZY').payoutCents).toBe(lineMaxPayoutCents(de, 'north', 'ZY'));
    const sum: LotteryBetLine = {
      betType: 'sum',
      picks: ['big', 'small', 'odd', 'even'],
      unitStakeCents: 100,
    };
    expect(lineMaxPayoutCents(sum, 'digits5', 'Lott')).toBe(2 * LOTTERY_ODDS.Lott.sum);
  });
});
