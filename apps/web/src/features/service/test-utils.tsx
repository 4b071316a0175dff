import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { API, SERVICE_API, type CaptchaValue, type SystemStatus } from '@app/contracts';
import { useSessionStore, type SessionInfo } from '../../lib/session-store.ts';
import {
  envelope,
  renderAccounts,
  statusWithFlags,
  type Handler,
  type RecordedCall,
} from '../accounts/test-utils.tsx';

/** Test helpers of the service feature (not a test file itself). */

// These tests open lazy screens and dialogs through the whole app; on a busy machine the first
// download of a module can take seconds, which says nothing about the behaviour under test.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

let captchaNumber = 0;
/** A captcha answer with a new key at every call, as the server gives. */
export const captchaHandler: Handler = () => {
  captchaNumber += 1;
  const value: CaptchaValue = {
    captchaKey: `captcha-key-${String(captchaNumber).padStart(8, '0')}`,
    image: 'iVBORw0KGgo=',
    kind: 'text',
    expirationTime: Date.now() + 60_000,
  };
  return envelope(value);
};

export function signIn(session: Partial<SessionInfo> = {}) {
  useSessionStore.getState().setSession({ userName: 'demo', type: 0, labels: [], ...session });
}

export function signOutAll() {
  useSessionStore.getState().setSession(null);
}

export const CAPTCHA = `GET ${API.captcha}`;
export const FEEDBACK_PUT = `PUT ${SERVICE_API.feedback}`;
export const LAUNCH_CHAT = `GET ${SERVICE_API.launchChat}`;

/** The app at `path` with captchas answered, every flag on unless `flags` says otherwise. */
export function renderService(
  path: string,
  handlers: Record<string, Handler> = {},
  flags: Partial<Record<string, boolean>> = {},
  status: SystemStatus = statusWithFlags({ MOBILEVERCODELOGIN3: false, ...flags }),
) {
  return renderAccounts(path, { [CAPTCHA]: captchaHandler, ...handlers }, status);
}

export type { RecordedCall };
