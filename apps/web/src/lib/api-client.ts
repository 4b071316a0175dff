import type { ErrorCode as ServerErrorCode } from '@app/contracts';
import { currentApiLanguage } from '../i18n/index.ts';
import { trackRequestEnd, trackRequestStart } from './network-store.ts';

/** Codes the client adds for failures that never reached a server answer. */
export type ClientErrorCode = 'network.error' | 'response.invalid' | 'request.aborted';
export type ApiErrorCode = ServerErrorCode | ClientErrorCode;

export class ApiError extends Error {
  readonly errorCode: ApiErrorCode;
  readonly status: number;
  readonly value: unknown;

  constructor(errorCode: ApiErrorCode, message: string, status = 0, value?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.status = status;
    this.value = value;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Anything that validates a value the zod way: every contracts schema, or a hand-written guard
 * (see guardParser) where zod must not sit on the critical path.
 */
export interface Parser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { message: string } };
}

export function guardParser<T>(guard: (value: unknown) => value is T, what: string): Parser<T> {
  return {
    safeParse: (value) =>
      guard(value)
        ? { success: true, data: value }
        : { success: false, error: { message: `Response is not a valid ${what}` } },
  };
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A form-encoded body instead of `body`'s JSON (the spec's few form posts). */
  form?: Record<string, string>;
  signal?: AbortSignal;
  /** Adds `language=` from the current site language (default true). */
  sendLanguage?: boolean;
  /** Extra request headers (e.g. `Authorization: Bearer` for a token from the page URL). */
  headers?: Record<string, string>;
  /**
   * Whether a 401 that says the session is gone reaches the unauthorized handler (default
   * true). Off for calls whose 401 says nothing about the current session.
   */
  reportUnauthorized?: boolean;
}

/** The answers that mean "the session the site holds is no longer valid". */
const SESSION_GONE_CODES: ReadonlySet<string> = new Set(['auth.required', 'session.ended']);

export type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Registers the one reaction to a session the server no longer knows (sign out, drop member
 * data). The client itself stays free of React and of the stores; the app installs this at
 * startup. Returns a function that removes it again.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

function buildUrl(path: string, query: Record<string, QueryValue>, sendLanguage: boolean): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  if (sendLanguage && !params.has('language')) params.set('language', currentApiLanguage());
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Calls the API and returns the envelope's `value` parsed by `schema`. The schema may be a
 * promise (a dynamic import started beside the request) so that zod stays out of the entry.
 * Throws ApiError with the server's errorCode/message, or a client code when the network
 * failed or the answer was not the expected shape.
 */
export async function apiRequest<T>(
  path: string,
  schema: Parser<T> | Promise<Parser<T>>,
  options: RequestOptions = {},
): Promise<T> {
  const {
    method = 'GET',
    query = {},
    body,
    form,
    signal,
    sendLanguage = true,
    reportUnauthorized = true,
  } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let encoded: string | undefined;
  if (form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    encoded = new URLSearchParams(form).toString();
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    encoded = JSON.stringify(body);
  }

  const ticket = trackRequestStart();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query, sendLanguage), {
      method,
      headers,
      body: encoded,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw new ApiError('request.aborted', 'Request aborted');
    throw new ApiError('network.error', error instanceof Error ? error.message : 'Network error');
  } finally {
    trackRequestEnd(ticket);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(
      response.ok ? 'response.invalid' : 'server.error',
      `Unexpected response (${response.status})`,
      response.status,
    );
  }

  if (!isRecord(payload) || typeof payload.success !== 'boolean') {
    throw new ApiError('response.invalid', 'Response is not an envelope', response.status);
  }
  if (!payload.success) {
    // Codes come from contracts' ERROR_CODES; the list itself is not imported here because
    // its module also defines zod schemas, which must stay out of the entry bundle.
    const code =
      typeof payload.errorCode === 'string' && payload.errorCode
        ? (payload.errorCode as ServerErrorCode)
        : 'server.error';
    const error = new ApiError(
      code,
      typeof payload.message === 'string' ? payload.message : 'Unknown error',
      response.status,
      payload.value,
    );
    // Issue 23: a window event named by the code (rg.reality.check.due opens the lazy check).
    dispatchEvent(new Event(code));
    if (reportUnauthorized && response.status === 401 && SESSION_GONE_CODES.has(code)) {
      unauthorizedHandler?.(error);
    }
    throw error;
  }
  const parsed = (await schema).safeParse(payload.value);
  if (!parsed.success) {
    throw new ApiError('response.invalid', parsed.error.message, response.status);
  }
  return parsed.data;
}

export function apiGet<T>(
  path: string,
  schema: Parser<T> | Promise<Parser<T>>,
  options: Omit<RequestOptions, 'method' | 'body' | 'form'> = {},
): Promise<T> {
  return apiRequest(path, schema, { ...options, method: 'GET' });
}
