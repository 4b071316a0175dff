import { create } from 'zustand';

/**
 * Session info of spec section 3. Signing in arrives with the accounts issue; until then every
 * visitor is a guest and `session` stays null. Shell code reads it through useSession().
 */
export interface SessionInfo {
  userName: string;
  type: number;
  merchantCode?: string;
  /** Member labels (labelName); "nochat" turns live chat off. */
  labels?: readonly string[];
  /** Set by the accounts issue from the member type (TRIAL_TYPE in contracts) at sign-in. */
  isTrial?: boolean;
}

/** Live chat needs a member who is not a trial player and has no "nochat" label. */
export function canChat(session: SessionInfo | null): boolean {
  if (!session || session.isTrial) return false;
  return !(session.labels ?? []).includes('nochat');
}

interface SessionState {
  session: SessionInfo | null;
  setSession: (session: SessionInfo | null) => void;
}

export const useSessionStore = create<SessionState>((setState) => ({
  session: null,
  setSession: (session) => setState({ session }),
}));

export function useSession(): SessionInfo | null {
  return useSessionStore((state) => state.session);
}

export function useIsGuest(): boolean {
  return useSessionStore((state) => state.session === null);
}
