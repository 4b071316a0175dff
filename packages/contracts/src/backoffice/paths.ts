/**
 * The back office's API (issue 21): everything under /bo/api, so the operator's session cookie
 * (scoped to /bo/) reaches it and never the member API. Areas add their paths here.
 */
export const BO_PREFIX = '/bo/';
export const BO_API_PREFIX = '/bo/api/';

export const BO_AUTH_API = {
  /** Who is signed in (401 `bo.auth.required` otherwise). */
  me: '/bo/api/auth/me',
  /** First step: name and password. */
  login: '/bo/api/auth/login',
  /** Second step: a TOTP code or a recovery code. */
  totp: '/bo/api/auth/totp',
  /** The one-time setup link's token and a new password: starts the 2FA enrolment. */
  setup: '/bo/api/auth/setup',
  /** Confirms the enrolment with a first code: the recovery codes, shown once. */
  enrol: '/bo/api/auth/enrol',
  logout: '/bo/api/auth/logout',
} as const;

/** The page a setup link opens; the token travels in the fragment, never to a server log. */
export const BO_SETUP_PAGE = '/bo/setup';
