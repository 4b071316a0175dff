import { useSyncExternalStore } from 'react';
import { installPrompt } from '../../../lib/install-prompt.ts';

/**
 * Shows the held install prompt; the event can be used once, so whatever the visitor chooses
 * the Install offer goes away.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = installPrompt.event;
  if (!event) return 'unavailable';
  installPrompt.set(null);
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome;
}

function subscribe(listener: () => void): () => void {
  installPrompt.listeners.add(listener);
  return () => installPrompt.listeners.delete(listener);
}

/** Whether an install prompt is held (Chromium, site installable, not installed yet). */
export function useInstallPromptAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => installPrompt.event !== null,
    () => false,
  );
}
