import { describe, expect, it } from 'vitest';
import { Announcements, GameMenus, HotGames, MerchantSettings } from '@app/contracts';
import {
  isAnnouncementsShape,
  isGameMenusShape,
  isHotGamesShape,
  isMerchantSettingsShape,
} from './first-screen-parsers.ts';

/**
 * The production shape checks of the first screen's answers accept what the contract accepts
 * (each sample is parsed by the contract schema too) and refuse an answer missing what the
 * screens read.
 */
const banner = { id: 1, groupName: 'm_home', url: '/b.svg', title: 'B', link: '', sequence: 1 };
const notice = { id: 2, type: 'PL', title: 'T', content: '<p>x</p>', startDate: '', read: false };
const announcements = {
  banners: [banner],
  hot: [],
  player: [notice],
  popup: [],
  promotion: [],
  agent: [],
  footer: { unreadCount: 0 },
};
const game = {
  nodeId: 'n1',
  gameId: 7,
  roomId: null,
  nodeName: 'Game',
  gameName: null,
  displayName: 'Game',
  gameCode: 'G',
  gameGroupId: null,
  gameType: 'RNG',
  vassalage: 'BGS',
  vendorCode: 'BGS',
  isGameH5: null,
  supportPlay: 1,
  freeplay: 1,
  gameClassifyNew: null,
  lottoMode: null,
  iconUrl: '/i.svg',
  mobileLargeIcon: '',
  showIcon: '',
  isTop: 0,
  isNew: 0,
  minBet: 100,
};
const menus = { list: [{ key: 'hot', gameType: null, sequence: 1, gameCount: 3 }] };
const settings = {
  merchantCode: 'M1',
  merchantName: 'Concha',
  platform: 'mobile',
  languages: ['PT', 'EN'],
  defaultLanguage: 'PT',
  defaultGameLanguage: 'PT',
  currency: { code: 'BRL', symbol: 'R$' },
  gatewayCodes: { WEB: 1, MOBILE: 2 },
  moduleIds: [],
  template: { memberCentre: '1', depositFunction: '1' },
  licence: '',
};

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
      { ...announcements, popup: [{ id: 1, title: 'x' }] },
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
