import { REMEMBERED_LOGIN_KEY, type LoginType } from '@app/contracts';
import { readStorageJson, removeStorage, writeStorage } from '../../../lib/storage.ts';

/**
 * The remembered login (spec section 3): the mode, the name (user name, or the mobile number in
 * SMS mode) and the dialing code. The password is never stored.
 */
export interface RememberedLogin {
  type: LoginType;
  username: string;
  countryDialingCode: string;
}

export function readRememberedLogin(): RememberedLogin | null {
  const stored = readStorageJson(REMEMBERED_LOGIN_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  if (record.type !== 'username' && record.type !== 'sms') return null;
  if (typeof record.username !== 'string') return null;
  return {
    type: record.type,
    username: record.username,
    countryDialingCode:
      typeof record.countryDialingCode === 'string' ? record.countryDialingCode : '',
  };
}

export function writeRememberedLogin(record: RememberedLogin): void {
  // Only these three fields, whatever the caller's object carries.
  const { type, username, countryDialingCode } = record;
  writeStorage(REMEMBERED_LOGIN_KEY, JSON.stringify({ type, username, countryDialingCode }));
}

export function forgetRememberedLogin(): void {
  removeStorage(REMEMBERED_LOGIN_KEY);
}
