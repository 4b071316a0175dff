import { describe, expect, it } from 'vitest';
import { Announcements, GameMenus, HotGames, MerchantSettings } from '@app/contracts';
import {
  isAnnouncementsShape,
  isGameMenusShape,
  isHotGamesShape,
  isMerchantSettingsShape,
} from './first-screen-parsers.ts';
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

describe('first-screen shape checks', () => {
  it.each([
    ['announcements', isAnnouncementsShape, Announcements, announcements],
    ['hot games', isHotGamesShape, HotGames, { list: [game] }],
    ['game menus', isGameMenusShape, GameMenus, menus],
    ['merchant settings', isMerchantSettingsShape, MerchantSettings, settings],
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
    ['game menus without counts', isGameMenusShape, { list: [{ key: 'hot' }] }],
    ['settings without a currency', isMerchantSettingsShape, { ...settings, currency: 'R$' }],
    ['an error envelope', isMerchantSettingsShape, { success: false, errorCode: 'x' }],
  ])('refuse %s', (_, guard, sample) => {
    expect(guard(sample)).toBe(false);
  });
});
