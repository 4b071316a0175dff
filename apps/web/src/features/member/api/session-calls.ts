import type { QueryClient } from '@tanstack/react-query';
import { API, REMEMBERED_LOGIN_KEY, type LoginValue } from '@app/contracts';
import { apiRequest, guardParser, isApiError } from '../../../lib/api-client.ts';
import { signIn, signOut } from '../../../lib/session-store.ts';
import { readStorageJson, writeStorage } from '../../../lib/storage.ts';
import { useSessionAdoption } from '../lib/session-adoption.ts';
import { memberSchemas, removeMemberQueries } from './member-queries.ts';

const anyValue = guardParser((_value: unknown): _value is unknown => true, 'value');

/**
 * Spec: logout turns auto-login off. The remembered-login record keeps the name and the
 * mode; only an auto-login switch in it, when there is one, is turned off.
 */
export function turnOffAutoLogin(): void {
  const record = readStorageJson(REMEMBERED_LOGIN_KEY);
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return;
  if ((record as Record<string, unknown>).autoLogin === true) {
    writeStorage(REMEMBERED_LOGIN_KEY, JSON.stringify({ ...record, autoLogin: false }));
  }
}

/** What a logout ends with, whether the server answered or had already ended the session. */
export function endLocalSession(client: QueryClient): void {
  signOut();
  removeMemberQueries(client);
  turnOffAutoLogin();
}

/**
 * Logout: DELETE the session, then forget it locally. A 401 means the server had ended it
 * already, which is a logout too; any other failure is thrown and the session stays.
 */
export async function logout(client: QueryClient): Promise<void> {
  try {
    await apiRequest(API.session, anyValue, {
      method: 'DELETE',
      sendLanguage: false,
      reportUnauthorized: false,
    });
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) throw error;
  }
  endLocalSession(client);
}

/**
 * A hand-off code from the page URL (decision 029) becomes a new session: the server spends
 * the code and sets the HttpOnly cookie; the member data is then fetched afresh. Member calls
 * wait while it runs. A refused code (expired, used, or a session token) changes nothing and
 * throws the server's error, in the member's language.
 */
export async function redeemHandoffCode(code: string, client: QueryClient): Promise<LoginValue> {
  const { setPending } = useSessionAdoption.getState();
  setPending(true);
  try {
    const value = await apiRequest(API.sessionHandoffRedeem, (await memberSchemas()).LoginValue, {
      method: 'POST',
      body: { code },
      // Its 401 judges the link's code, not the session the site may already hold.
      reportUnauthorized: false,
    });
    removeMemberQueries(client);
    signIn(value);
    return value;
  } finally {
    setPending(false);
  }
}
