import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@app/contracts';
import { rememberLaunchMode } from './launch-mode.ts';
import {
  NATIVE_APP_UA_MARKER,
  currentLaunchMethod,
  isNativeApp,
  launchedFromWebclip,
  registerMethodFor,
} from './launch-mode-read.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('launch mode', () => {
  it('knows the native app by its user-agent marker or query flag', () => {
    expect(isNativeApp(`Mozilla/5.0 (Linux; Android 14) ${NATIVE_APP_UA_MARKER}/2.1`, '')).toBe(
      true,
    );
    expect(isNativeApp('Mozilla/5.0 (Linux; Android 14)', '?inApp=1')).toBe(true);
    expect(isNativeApp('Mozilla/5.0 (Linux; Android 14)', '?inApp=0')).toBe(false);
    expect(isNativeApp('Mozilla/5.0 (Linux; Android 14)', '')).toBe(false);
  });

  it('remembers a web clip start as WEBCLIP, and the native app for the visit', () => {
    rememberLaunchMode('?foo=1');
    expect(launchedFromWebclip()).toBe(false);
    rememberLaunchMode('?webclip=1');
    expect(localStorage.getItem(STORAGE_KEYS.webclip)).toBe('1');
    expect(launchedFromWebclip()).toBe(true);
    rememberLaunchMode('?inApp=1');
    expect(sessionStorage.getItem('IN_APP')).toBe('1');
    expect(currentLaunchMethod()).toBe('APP');
  });

  it('chooses registerMethod APP, WEBCLIP, PWA or H5', () => {
    const none = { inApp: false, webclip: false, iosStandalone: false, standalone: false };
    expect(registerMethodFor(none)).toBe('H5');
    expect(registerMethodFor({ ...none, standalone: true })).toBe('PWA');
    expect(registerMethodFor({ ...none, standalone: true, iosStandalone: true })).toBe('WEBCLIP');
    expect(registerMethodFor({ ...none, webclip: true })).toBe('WEBCLIP');
    expect(registerMethodFor({ ...none, webclip: true, inApp: true })).toBe('APP');
  });

  it('reads the running page: PWA in a standalone window, WEBCLIP once remembered', () => {
    expect(currentLaunchMethod()).toBe('H5');
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
    }));
    expect(currentLaunchMethod()).toBe('PWA');
    localStorage.setItem(STORAGE_KEYS.webclip, '1');
    expect(currentLaunchMethod()).toBe('WEBCLIP');
  });
});
