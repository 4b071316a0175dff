import { create } from 'zustand';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS, TRIAL_TYPE } from '@app/contracts';
import type { LoginValue } from '@app/contracts';
import { readStorageJson, removeStorage, writeStorage } from './storage.ts';

/**
 * Session info of spec section 3, kept in local storage under MC_SESSION_INFO. The token
 * itself never reaches script: the server keeps it in an HttpOnly cookie (ARCHITECTURE.md).
 * What is stored here only says who the site believes is signed in; the first call that
 * answers 401 ends that belief (see api-client).
 */
export interface SessionInfo {
  userName: string;
  type: number;
  merchantCode?: string;
  firstTimeLogin?: boolean;
  /** The password expired or a temporary one was used: the change screen comes first. */
  passwordExpired?: boolean;
  /** Member labels (labelName); "nochat" turns live chat off. */
  labels?: readonly string[];
  /** Trial (free-play) account: type TRIAL_TYPE. */
  isTrial?: boolean;
}

function isSessionInfo(value: unknown): value is SessionInfo {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.userName === 'string' && typeof record.type === 'number';
}

function readStoredSession(): SessionInfo | null {
  const stored = readStorageJson(STORAGE_KEYS.session);
  return isSessionInfo(stored) ? stored : null;
}

function clearSessionStorage(): void {
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
}

interface SessionState {
  session: SessionInfo | null;
  setSession: (session: SessionInfo | null) => void;
}

export const useSessionStore = create<SessionState>((setState) => ({
  session: readStoredSession(),
  setSession: (session) => {
    if (session) writeStorage(STORAGE_KEYS.session, JSON.stringify(session));
    else removeStorage(STORAGE_KEYS.session);
    setState({ session });
  },
}));

/** After any call that signs someone in (login, registration, trial, set password by phone). */
export function signIn(value: LoginValue): SessionInfo {
  const isTrial = value.customerType === TRIAL_TYPE;
  const session: SessionInfo = {
    userName: value.userName,
    type: value.customerType,
    merchantCode: value.merchantCode,
    firstTimeLogin: value.firstTimeLogin,
    passwordExpired: value.passwordExpired,
    isTrial,
  };
  clearSessionStorage();
  if (isTrial) {
    try {
      globalThis.sessionStorage?.setItem(SESSION_STORAGE_KEYS.trialUser, value.userName);
    } catch {
      // The trial name is only a convenience.
    }
  }
  useSessionStore.getState().setSession(session);
  return session;
}

/** Logout (or a session the server no longer knows): clears session info and session storage. */
export function signOut(): void {
  clearSessionStorage();
  useSessionStore.getState().setSession(null);
}

/** Updates fields of the current session (member info refresh, password changed). */
export function patchSession(patch: Partial<SessionInfo>): void {
  const current = useSessionStore.getState().session;
  if (current) useSessionStore.getState().setSession({ ...current, ...patch });
}

export function useSession(): SessionInfo | null {
  return useSessionStore((state) => state.session);
}

export function useIsGuest(): boolean {
  return useSessionStore((state) => state.session === null);
}
