import { create } from 'zustand';

/**
 * A hand-off code from the page URL that waits for the signed-in member's answer (decision
 * 029): a link never replaces a session without asking. null when nothing is asked.
 */
export const useHandoffPrompt = create<{ code: string | null }>(() => ({ code: null }));
