import { afterEach, describe, expect, it } from 'vitest';
import { captureInstallPrompt, installPrompt } from './install-prompt.ts';

describe('install prompt capture', () => {
  afterEach(() => installPrompt.set(null));

  it("holds Chromium's beforeinstallprompt (no mini-infobar) and drops it once the app is installed", () => {
    const target = new EventTarget() as Window;
    captureInstallPrompt(target);
    const event = new Event('beforeinstallprompt', { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installPrompt.event).toBe(event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(installPrompt.event).toBeNull();
  });
});
