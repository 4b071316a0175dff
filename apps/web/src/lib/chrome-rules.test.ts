import { describe, expect, it } from 'vitest';
import {
  activeFooterTab,
  backTarget,
  chromeFor,
  floatingMenuLow,
  gameCentreType,
  gameListType,
  headerVariant,
  isKnownPath,
  normalizePath,
  popupForPath,
  showBannerBlock,
  showFooter,
  showHeader,
  titleKey,
} from './chrome-rules.ts';

describe('normalizePath', () => {
  it.each([
    ['/m', '/'],
    ['/m/', '/'],
    ['/m/home/', '/home'],
    ['/home', '/home'],
    ['/m//member/home', '/member/home'],
    ['/', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('banner/search block', () => {
  it.each(['/', '/index', '/index.html', '/home', '/hot', '/rng', '/live', '/pvp', '/fish'])(
    'shows on %s',
    (path) => expect(showBannerBlock(path)).toBe(true),
  );
  it.each(['/sports', '/gameList', '/inhouse', '/esports', '/gameCenter', '/lott', '/login'])(
    'shows on %s',
    (path) => expect(showBannerBlock(path)).toBe(true),
  );
  it.each(['/activity', '/help', '/member/home', '/app', '/changePsw', '/lottery', '/notice'])(
    'is absent on %s',
    (path) => expect(showBannerBlock(path)).toBe(false),
  );
});

describe('header', () => {
  it('uses the home header on the home screen and the hot tab', () => {
    for (const path of ['/', '/index', '/index.html', '/home', '/hot']) {
      expect(headerVariant(path)).toBe('home');
    }
  });
  it('uses a title bar elsewhere and hides on the excluded lottery launcher', () => {
    expect(headerVariant('/activity')).toBe('page');
    expect(showHeader('/launchGame')).toBe(false);
    expect(showHeader('/member/home')).toBe(true);
  });
  it('titles the game list by gameType, defaulting to RNG', () => {
    expect(titleKey('/gameList', '?gameType=FISH')).toBe('title.gameList.FISH');
    expect(titleKey('/gameList', '?gameType=live')).toBe('title.gameList.LIVE');
    expect(titleKey('/gameList', '?gameType=PVP&vassalage=X')).toBe('title.gameList.PVP');
    expect(titleKey('/gameList', '?gameType=LOTT')).toBe('title.lott');
    expect(titleKey('/gameList', '?gameType=ELOTT')).toBe('title.lott');
    expect(titleKey('/gameList', '?gameType=ESPORTS')).toBe('title.esports');
    expect(titleKey('/gameList', '?gameType=INHOUSE')).toBe('title.inhouse');
    expect(titleKey('/gameList', '?gameType=SPORTS')).toBe('title.gameList.SPORTS');
    expect(titleKey('/gameList')).toBe('title.gameList.RNG');
    expect(titleKey('/gameList', '?gameType=NOPE')).toBe('title.gameList.RNG');
  });
  it('titles the other routes from the map', () => {
    expect(titleKey('/rng')).toBe('title.gameList.RNG');
    expect(titleKey('/fish')).toBe('title.gameList.FISH');
    expect(titleKey('/activity')).toBe('title.activity');
    expect(titleKey('/member/home')).toBe('title.memberHome');
    expect(titleKey('/voucherCenter')).toBe('title.voucherCenter');
    expect(titleKey('/home')).toBe('title.home');
  });
});

describe('back arrow', () => {
  it.each(['/login', '/register', '/trail', '/notice', '/activity', '/forget', '/message'])(
    'goes home on %s',
    (path) => expect(backTarget(path)).toBe('home'),
  );
  it('is absent on /changePsw and on the home header', () => {
    expect(backTarget('/changePsw')).toBe('none');
    expect(backTarget('/home')).toBe('none');
    expect(backTarget('/hot')).toBe('none');
  });
  it.each(['/rng', '/help', '/member/home', '/activityDetail', '/messageDetail', '/webEmail'])(
    'goes back one step on %s',
    (path) => expect(backTarget(path)).toBe('back'),
  );
});

describe('footer', () => {
  it.each(['/changePsw', '/app', '/help'])('is hidden on %s', (path) => {
    expect(showFooter(path)).toBe(false);
    expect(showFooter(`/m${path}`)).toBe(false);
  });
  it.each(['/', '/home', '/rng', '/activity', '/member/home', '/login'])('shows on %s', (path) =>
    expect(showFooter(path)).toBe(true),
  );
  it('marks the current tab', () => {
    expect(activeFooterTab('/home')).toBe('home');
    expect(activeFooterTab('/hot')).toBe('home');
    expect(activeFooterTab('/activity')).toBe('promotions');
    expect(activeFooterTab('/voucherCenter')).toBe('deposit');
    expect(activeFooterTab('/member/home')).toBe('memberCentre');
    // Issue 18: the invite tab leads to the member invite screen; the agent home is no tab.
    expect(activeFooterTab('/invite')).toBe('invite');
    expect(activeFooterTab('/agent')).toBeNull();
    expect(titleKey('/invite')).toBe('floating.referral');
    expect(activeFooterTab('/rng')).toBeNull();
  });
});

describe('routes', () => {
  it('maps the popup routes to their modal flags', () => {
    expect(popupForPath('/login')).toBe('login');
    expect(popupForPath('/register')).toBe('register');
    expect(popupForPath('/register.html')).toBe('register');
    expect(popupForPath('/forget')).toBe('forget');
    expect(popupForPath('/home')).toBeNull();
  });
  it('knows every spec route and nothing else', () => {
    for (const path of ['/', '/index.html', '/home', '/lott', '/lottery', '/launchGame', '/vip']) {
      expect(isKnownPath(path)).toBe(true);
    }
    for (const path of ['/member/home', '/agent/team/overview', '/useragreement', '/other']) {
      expect(isKnownPath(path)).toBe(true);
    }
    expect(isKnownPath('/nope')).toBe(false);
    expect(isKnownPath('/home/extra')).toBe(false);
  });
  it('places the floating menu lower on login and register', () => {
    expect(floatingMenuLow('/login')).toBe(true);
    expect(floatingMenuLow('/register')).toBe(true);
    expect(floatingMenuLow('/home')).toBe(false);
  });
  it('derives the game types of the shared pages', () => {
    expect(gameListType('/live')).toBe('LIVE');
    expect(gameListType('/gameList', '?gameType=FISH')).toBe('FISH');
    expect(gameListType('/gameList')).toBe('RNG');
    expect(gameCentreType('/inhouse')).toBe('RNG');
    expect(gameCentreType('/esports')).toBe('ESPORTS');
    expect(gameCentreType('/gameCenter')).toBe('SPORTS');
    expect(gameCentreType('/gameCenter', '?gameType=LIVE')).toBe('LIVE');
  });
  it('bundles every rule for a path', () => {
    expect(chromeFor('/m/changePsw')).toEqual({
      path: '/changePsw',
      headerVariant: 'page',
      showHeader: true,
      showFooter: false,
      showBannerBlock: false,
      backTarget: 'none',
      titleKey: 'title.changePsw',
      floatingMenuLow: false,
      showFloatingMenu: true,
      activeFooterTab: null,
      popup: null,
    });
  });
  it('hides the header and the floating menu over the full-screen lottery game only', () => {
    expect(chromeFor('/m/launchGame', '?playType=ent&gameId=1')).toMatchObject({
      showHeader: false,
      showFloatingMenu: false,
    });
    expect(chromeFor('/m/lott')).toMatchObject({ showHeader: true, showFloatingMenu: true });
  });
});
