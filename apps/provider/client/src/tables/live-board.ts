import type { LiveDict } from './live-i18n.ts';

/**
 * The spots a phone's board offers per family, grouped, each with its name and price. The
 * server accepts more (every roulette split and corner, every fan-tan nga): the board keeps to
 * what a thumb can hit on a 390-pixel screen.
 */
export interface BoardSpot {
  spot: string;
  label: string;
  pays: string;
  /** A colour hint for the button (roulette numbers). */
  tone?: 'red' | 'black' | 'green';
}

export interface BoardGroup {
  name: string;
  spots: BoardSpot[];
  /** Columns of the group's grid. */
  columns: number;
}

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const SIC_BO_TOTALS: Record<number, string> = {
  4: '60',
  5: '30',
  6: '17',
  7: '12',
  8: '8',
  9: '6',
  10: '6',
  11: '6',
  12: '6',
  13: '8',
  14: '12',
  15: '17',
  16: '30',
  17: '60',
};

export function boardOf(family: string, l: LiveDict): BoardGroup[] {
  switch (family) {
    case 'roulette':
      return [
        {
          name: l.board,
          columns: 3,
          spots: [
            { spot: 'straight:0', label: l.number(0), pays: '35', tone: 'green' },
            ...range(1, 36).map((n) => ({
              spot: `straight:${n}`,
              label: l.number(n),
              pays: '35',
              tone: RED.has(n) ? ('red' as const) : ('black' as const),
            })),
          ],
        },
        {
          name: l.outside,
          columns: 3,
          spots: [
            ...range(1, 3).map((n) => ({ spot: `dozen:${n}`, label: l.dozen(n), pays: '2' })),
            ...range(1, 3).map((n) => ({ spot: `column:${n}`, label: l.column(n), pays: '2' })),
            { spot: 'red', label: l.red, pays: '1', tone: 'red' },
            { spot: 'black', label: l.black, pays: '1', tone: 'black' },
            { spot: 'odd', label: l.odd, pays: '1' },
            { spot: 'even', label: l.even, pays: '1' },
            { spot: 'low', label: l.low, pays: '1' },
            { spot: 'high', label: l.high, pays: '1' },
          ],
        },
      ];
    case 'baccarat':
      return [
        {
          name: l.board,
          columns: 3,
          spots: [
            { spot: 'player', label: l.player, pays: '1' },
            { spot: 'tie', label: l.tie, pays: '8' },
            { spot: 'banker', label: l.banker, pays: '0.95' },
            { spot: 'player-pair', label: l.playerPair, pays: '11' },
            { spot: 'banker-pair', label: l.bankerPair, pays: '11' },
          ],
        },
      ];
    case 'dragon-tiger':
      return [
        {
          name: l.board,
          columns: 2,
          spots: [
            { spot: 'dragon', label: l.dragon, pays: '1' },
            { spot: 'tiger', label: l.tiger, pays: '1' },
            { spot: 'tie', label: l.tie, pays: '8' },
            { spot: 'suited-tie', label: l.suitedTie, pays: '50' },
          ],
        },
      ];
    case 'sic-bo':
      return [
        {
          name: l.board,
          columns: 2,
          spots: [
            { spot: 'small', label: l.small, pays: '1' },
            { spot: 'big', label: l.big, pays: '1' },
            { spot: 'odd', label: l.odd, pays: '1' },
            { spot: 'even', label: l.even, pays: '1' },
            { spot: 'any-triple', label: l.anyTriple, pays: '30' },
          ],
        },
        {
          name: l.totals,
          columns: 4,
          spots: range(4, 17).map((n) => ({
            spot: `total:${n}`,
            label: l.total(n),
            pays: SIC_BO_TOTALS[n]!,
          })),
        },
        {
          name: l.dice,
          columns: 3,
          spots: [
            ...range(1, 6).map((n) => ({ spot: `single:${n}`, label: l.single(n), pays: '1/2/3' })),
            ...range(1, 6).map((n) => ({ spot: `double:${n}`, label: l.double(n), pays: '10' })),
            ...range(1, 6).map((n) => ({ spot: `triple:${n}`, label: l.triple(n), pays: '180' })),
          ],
        },
      ];
    case 'fan-tan':
      return [
        {
          name: l.board,
          columns: 2,
          spots: [
            ...range(1, 4).map((n) => ({ spot: `fan:${n}`, label: l.fan(n), pays: '2.85' })),
            ...(
              [
                [1, 2],
                [2, 3],
                [3, 4],
                [1, 4],
              ] as const
            ).map(([a, b]) => ({
              spot: `kwok:${a}-${b}`,
              label: l.kwok(a, b),
              pays: '0.95',
            })),
            { spot: 'odd', label: l.odd, pays: '0.95' },
            { spot: 'even', label: l.even, pays: '0.95' },
          ],
        },
      ];
    default:
      return [{ name: l.board, columns: 1, spots: [{ spot: 'main', label: l.main, pays: '1' }] }];
  }
}
