/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/**
 * Chromium's `beforeinstallprompt`, held from start-up (it fires once, often before any
 * screen has rendered) for the download bar's Install button (use-install-prompt.ts); an
 * installation from the browser's own menu drops it. Only this part runs in the entry.
 */
export const installPrompt = {
  event: null as BeforeInstallPromptEvent | null,
  listeners: new Set<() => void>(),
  set(event: BeforeInstallPromptEvent | null): void {
    installPrompt.event = event;
    for (const listener of installPrompt.listeners) listener();
  },
};

export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt.set(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => installPrompt.set(null));
}
