import { describe, expect, it } from 'vitest';
import {
  Announcements,
  GameListPage,
  GameMenus,
  HotGames,
  LotteryMenuValue,
  MerchantSettings,
  VendorGameTypes,
} from '@app/contracts';
import {
  isAnnouncementsShape,
  isGameListPageShape,
  isGameMenusShape,
  isHotGamesShape,
  isLotteryMenuShape,
  isMerchantSettingsShape,
  isVendorGameTypesShape,
} from './first-screen-parsers.ts';
import {
  makeLotteryGame,
  makeMenu,
  makeMenuGroup,
} from '../components/lottery/lottery-fixtures.ts';
import { defaultMenus, makeAnnouncements, makeGame, merchantSettings } from '../test/api-stubs.tsx';

/**
 * The production shape checks of the first screen's answers accept what the contract accepts
 * (each sample is parsed by the contract schema too) and refuse an answer missing what the
 * screens read.
 */
const announcements = makeAnnouncements();
const game = makeGame();
const menus = defaultMenus;
const settings = merchantSettings;
const vendorTypes = {
  list: [
    {
      gameCategory: 'RNG',
      vassalage: 'SLX',
      displayName: 'Slotix',
      vendorNames: [{ accountTypeName: 'SLX' }],
      gameCount: 3,
    },
  ],
};
const lotteryMenu = makeMenu([makeMenuGroup('vietnam_north', [makeLotteryGame()])]);

describe('first-screen shape checks', () => {
  it.each([
    ['announcements', isAnnouncementsShape, Announcements, announcements],
    ['hot games', isHotGamesShape, HotGames, { list: [game] }],
    ['game menus', isGameMenusShape, GameMenus, menus],
    ['merchant settings', isMerchantSettingsShape, MerchantSettings, settings],
    ['lottery menu', isLotteryMenuShape, LotteryMenuValue, lotteryMenu],
    ['vendor game types', isVendorGameTypesShape, VendorGameTypes, vendorTypes],
    [
      'game list page',
      isGameListPageShape,
      GameListPage,
      { games: [game], pageNum: 1, totalPages: 1, totalCount: 1 },
    ],
  ] as const)('accept a valid %s answer, as the contract does', (_, guard, contract, sample) => {
    expect(contract.safeParse(sample).success).toBe(true);
    expect(guard(sample)).toBe(true);
  });

  it.each([
    ['announcements without banners', isAnnouncementsShape, { ...announcements, banners: null }],
    [
      'announcements with a notice lacking its text',
      isAnnouncementsShape,
      makeAnnouncements({ popup: [{ id: 1, title: 'x' } as Announcements['popup'][number]] }),
    ],
    ['hot games with a game lacking its id', isHotGamesShape, { list: [{ ...game, gameId: '7' }] }],
    ['hot games as a bare list', isHotGamesShape, [game]],
    ['a game list page without its count', isGameListPageShape, { games: [game], pageNum: 1 }],
    [
      'a lottery menu whose game lacks its lock window',
      isLotteryMenuShape,
      makeMenu([
        makeMenuGroup('vietnam_north', [
          { ...makeLotteryGame(), lotteryTime: [1] as unknown as [number, number] },
        ]),
      ]),
    ],
    ['game menus without counts', isGameMenusShape, { list: [{ key: 'hot' }] }],
    [
      'vendor game types whose vendor lacks its count',
      isVendorGameTypesShape,
      { list: [{ vassalage: 'SLX', displayName: 'Slotix' }] },
    ],
    ['settings without a currency', isMerchantSettingsShape, { ...settings, currency: 'R$' }],
    ['an error envelope', isMerchantSettingsShape, { success: false, errorCode: 'x' }],
  ])('refuse %s', (_, guard, sample) => {
    expect(guard(sample)).toBe(false);
  });
});
