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
 * A token from the page URL becomes the session: the server checks it (bearer) and sets the
 * HttpOnly cookie; the member data is then fetched afresh. A token it refuses changes nothing.
 */
export async function adoptSessionToken(
  token: string,
  client: QueryClient,
): Promise<LoginValue | null> {
  const { setPending } = useSessionAdoption.getState();
  setPending(true);
  try {
    const value = await apiRequest(API.sessionFromToken, (await memberSchemas()).LoginValue, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      sendLanguage: false,
      // Its 401 judges the URL's token, not the session the site may already hold.
      reportUnauthorized: false,
    });
    // Member calls are held while this runs; once it ends they fetch this member afresh.
    removeMemberQueries(client);
    signIn(value);
    return value;
  } catch (error) {
    console.warn('The sign-in link was not accepted', isApiError(error) ? error.errorCode : error);
    return null;
  } finally {
    setPending(false);
  }
}
