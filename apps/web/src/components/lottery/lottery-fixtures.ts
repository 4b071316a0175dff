import type { ApiStubs } from '../../test/api-stubs.tsx';
import {
  LOTTERY_API,
  LOTTERY_ODDS,
  betTypesFor,
  type ArchivedDraw,
  type LotteryGame,
  type LotteryMenuGroup,
  type LotteryMenuValue,
} from '@app/contracts';

/** Test data of the lottery screens (shapes of contracts' api/lottery.ts). */
export const FIXED_NOW = Date.UTC(2026, 0, 7, 9, 0, 0); // a Wednesday, 16:00 in Vietnam

export function makeLotteryGame(overrides: Partial<LotteryGame> = {}): LotteryGame {
  const gameId = overrides.gameId ?? 9001;
  const layout = overrides.layout ?? 'north';
  const lockTime = overrides.lockTime ?? 900;
  const remainTime = overrides.remainTime ?? 2 * 3600_000;
  const drawAt = FIXED_NOW + remainTime;
  const lockAt = drawAt - lockTime * 1000;
  return {
    gameId,
    code: `VN${gameId}`,
    gameCode: `VN${gameId}`,
    remark: `Miền Bắc ${gameId}`,
    gameType: 'LOTT',
    vendorCode: 'LTN',
    gameGroupId: 7,
    playType: 'trad',
    layout,
    prizeMode: 'Lott',
    drawDayOfWeek: '1,2,3,4,5,6,7',
    drawTime: '18:15',
    intervalMinutes: null,
    utcOffset: 420,
    tag: 'vietnam_north',
    gameMenuTag: 'vietnam_north',
    numero: '20260107',
    remainTime,
    lockTime,
    lotteryTime: [lockAt, drawAt + lockTime * 1000],
    isSale: true,
    drawAt: new Date(drawAt).toISOString(),
    lockAt: new Date(lockAt).toISOString(),
    nextDrawAt: null,
    nextLockAt: null,
    seedHash: 'ab'.repeat(32),
    previousNumero: '20260106',
    previousWinningTime: new Date(FIXED_NOW - 22 * 3600_000).toISOString(),
    previousWinningNumber:
      '12345|67890|11111,22222|33333,44444,55555,66666,77777,88888|1234,5678,9012,3456|1111,2222,3333,4444,5555,6666|123,456,789|12,34,56,78',
    mobileIconUrl: '',
    betTypes: betTypesFor(layout),
    odds: { ...LOTTERY_ODDS.Lott },
    ...overrides,
  };
}

export function makeMenuGroup(
  tag: string,
  games: LotteryGame[],
  overrides: Partial<LotteryMenuGroup> = {},
): LotteryMenuGroup {
  return { tag, label: tag, vendorCode: null, gameMenus: games, ...overrides };
}

export function makeMenu(groups: LotteryMenuGroup[], serverTime = FIXED_NOW): LotteryMenuValue {
  return { serverTime, groups };
}

export function makeArchivedDraw(overrides: Partial<ArchivedDraw> = {}): ArchivedDraw {
  return {
    gameId: 9001,
    gameCode: 'VN9001',
    layout: 'digits5',
    numero: '20260106',
    drawAt: new Date(FIXED_NOW - 24 * 3600_000).toISOString(),
    lockAt: new Date(FIXED_NOW - 24 * 3600_000 - 900_000).toISOString(),
    seedHash: '',
    seed: '',
    winningNumber: '',
    drawnAt: new Date(FIXED_NOW - 24 * 3600_000).toISOString(),
    ...overrides,
  };
}

type LotteryPath = (typeof LOTTERY_API)[keyof typeof LOTTERY_API];

/** stubApi's map for the lottery paths too (its own type only knows the API object's paths). */
export function lotteryStubs(
  stubs: Partial<Record<LotteryPath, unknown>>,
  others: ApiStubs = {},
): ApiStubs {
  return { ...others, ...(stubs as ApiStubs) };
}
