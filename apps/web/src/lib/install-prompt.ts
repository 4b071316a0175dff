import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(event: BeforeInstallPromptEvent | null): void {
  deferred = event;
  for (const listener of listeners) listener();
}

/**
 * Holds Chromium's `beforeinstallprompt` (fired once, often before any screen has rendered)
 * so the download bar can offer "Install" and show the prompt on a tap; an installation from
 * the browser's own menu drops it.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => set(null));
}

/**
 * Shows the held prompt; the event can be used once, so whatever the visitor chooses the
 * Install offer goes away.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  set(null);
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an install prompt is held (Chromium, site installable, not installed yet). */
export function useInstallPromptAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
}

/** Tests: forget any held prompt. */
export function resetInstallPrompt(): void {
  set(null);
}
