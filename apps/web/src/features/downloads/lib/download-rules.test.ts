import { describe, expect, it } from 'vitest';
import {
  detectPlatform,
  downloadAction,
  downloadBarDecision,
  iosPwaSupported,
  iosVersion,
  isIosSafari,
  linkForPlatform,
  type DownloadBarInput,
  type DownloadEnvironment,
} from './download-rules.ts';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  oldIphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_2 like Mac OS X) AppleWebKit/604.4.7 (KHTML, like Gecko) Version/11.0 Mobile/15C114 Safari/604.1',
  iphoneChrome15:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/114.0 Mobile/15E148 Safari/604.1',
  iphoneChrome17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0]',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
};

describe('platform detection', () => {
  it('tells Android, iOS and anything else apart', () => {
    expect(detectPlatform(UA.android)).toBe('android');
    expect(detectPlatform(UA.iphoneSafari)).toBe('ios');
    expect(detectPlatform(UA.iphoneChrome17)).toBe('ios');
    expect(detectPlatform(UA.desktop)).toBe('other');
    // iPadOS asks for desktop pages as a Mac; its touch screen gives it away.
    expect(detectPlatform(UA.ipadDesktop, 5)).toBe('ios');
    expect(detectPlatform(UA.ipadDesktop, 0)).toBe('other');
  });

  it('reads the iOS version', () => {
    expect(iosVersion(UA.iphoneSafari)).toEqual({ major: 17, minor: 5 });
    expect(iosVersion(UA.oldIphoneSafari)).toEqual({ major: 11, minor: 2 });
    expect(iosVersion(UA.android)).toBeNull();
  });

  it('knows Safari from the other iOS browsers and in-app web views', () => {
    expect(isIosSafari(UA.iphoneSafari)).toBe(true);
    expect(isIosSafari(UA.iphoneChrome17)).toBe(false);
    expect(isIosSafari(UA.iphoneFacebook)).toBe(false);
    expect(isIosSafari(UA.android)).toBe(false);
    expect(isIosSafari(UA.ipadDesktop, 5)).toBe(true);
  });

  it('says where an iOS home-screen web app is possible', () => {
    expect(iosPwaSupported(UA.iphoneSafari)).toBe(true);
    expect(iosPwaSupported(UA.oldIphoneSafari)).toBe(false);
    expect(iosPwaSupported(UA.iphoneChrome15)).toBe(false);
    expect(iosPwaSupported(UA.iphoneChrome17)).toBe(true);
    expect(iosPwaSupported(UA.iphoneFacebook)).toBe(false);
    expect(iosPwaSupported(UA.android)).toBe(true);
  });
});

const browser: DownloadEnvironment = {
  platform: 'android',
  iosSafari: false,
  iosPwaSupported: true,
  standalone: false,
  webclip: false,
  inApp: false,
};
const allLinks = { android: 'a.apk', ios: 'ios-app', profile: 'p.mobileconfig' };

function input(overrides: Partial<DownloadBarInput> = {}): DownloadBarInput {
  return {
    env: browser,
    flags: { appWindowEnabled: true, downloadBarNeedsLogin: false },
    links: allLinks,
    signedIn: false,
    dismissed: false,
    ...overrides,
  };
}

const reason = (value: DownloadBarInput) => {
  const decision = downloadBarDecision(value);
  return decision.visible ? 'visible' : decision.reason;
};

describe('download bar rules (spec section 4)', () => {
  it('shows in a browser with a link for the platform until dismissed', () => {
    expect(reason(input())).toBe('visible');
    expect(reason(input({ dismissed: true }))).toBe('dismissed');
  });

  it('is not rendered inside the native app, with the app window flag off, or without a link', () => {
    expect(reason(input({ env: { ...browser, inApp: true } }))).toBe('in-app');
    expect(
      reason(input({ flags: { appWindowEnabled: false, downloadBarNeedsLogin: false } })),
    ).toBe('app-window-off');
    expect(reason(input({ links: { ...allLinks, android: null } }))).toBe('no-link');
    const ios = { ...browser, platform: 'ios' as const, iosSafari: true };
    expect(reason(input({ env: ios, links: { android: 'a', ios: null, profile: null } }))).toBe(
      'no-link',
    );
    // The profile alone serves iOS.
    expect(reason(input({ env: ios, links: { android: null, ios: null, profile: 'p' } }))).toBe(
      'visible',
    );
    const desktop = { ...browser, platform: 'other' as const };
    expect(reason(input({ env: desktop, links: { android: null, ios: 'i', profile: null } }))).toBe(
      'visible',
    );
    expect(
      reason(input({ env: desktop, links: { android: null, ios: null, profile: null } })),
    ).toBe('no-link');
  });

  it('is forced hidden in an installed PWA, a home-screen shortcut without an iOS link, and where an iOS PWA is unsupported', () => {
    expect(reason(input({ env: { ...browser, standalone: true } }))).toBe('standalone');
    expect(
      reason(input({ env: { ...browser, webclip: true }, links: { ...allLinks, ios: null } })),
    ).toBe('webclip-without-ios-link');
    expect(reason(input({ env: { ...browser, webclip: true } }))).toBe('visible');
    expect(reason(input({ env: { ...browser, platform: 'ios', iosPwaSupported: false } }))).toBe(
      'ios-pwa-unsupported',
    );
    // Forced hidden wins over a dismissal not made yet and over a session.
    expect(reason(input({ env: { ...browser, standalone: true }, signedIn: true }))).toBe(
      'standalone',
    );
  });

  it('needs a session when the merchant requires login for the bar', () => {
    const flags = { appWindowEnabled: true, downloadBarNeedsLogin: true };
    expect(reason(input({ flags }))).toBe('needs-login');
    expect(reason(input({ flags, signedIn: true }))).toBe('visible');
    expect(reason(input({ flags, signedIn: true, dismissed: true }))).toBe('dismissed');
  });

  it('picks the link of the platform', () => {
    expect(linkForPlatform('android', allLinks)).toBe('a.apk');
    expect(linkForPlatform('ios', allLinks)).toBe('ios-app');
    expect(linkForPlatform('ios', { ...allLinks, ios: null })).toBe('p.mobileconfig');
    expect(linkForPlatform('other', { android: null, ios: null, profile: 'p' })).toBe('p');
  });

  it('opens the Android file at once on Android, the pop-up elsewhere', () => {
    expect(downloadAction('android', allLinks)).toBe('open-android-link');
    expect(downloadAction('android', { ...allLinks, android: null })).toBe('show-popup');
    expect(downloadAction('ios', allLinks)).toBe('show-popup');
    expect(downloadAction('other', allLinks)).toBe('show-popup');
  });
});
