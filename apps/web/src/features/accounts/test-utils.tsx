import { vi } from 'vitest';
import {
  API,
  REGISTER_FIELDS,
  type LoginValue,
  type RegisterRules,
  type SystemStatus,
} from '@app/contracts';
import { renderApp } from '../../test/render-app.tsx';
import { envelope, makeSystemStatus } from '../../test/fixtures.ts';

export interface RecordedCall {
  method: string;
  path: string;
  url: URL;
  body: string | null;
  contentType: string | null;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function failure(
  status: number,
  errorCode: string,
  message: string,
  value?: unknown,
): Response {
  return new Response(JSON.stringify({ success: false, errorCode, message, value }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function loginValue(overrides: Partial<LoginValue> = {}): LoginValue {
  return {
    token: 'token-1',
    userName: 'demo',
    customerType: 0,
    merchantCode: 'DEMO',
    firstTimeLogin: false,
    passwordExpired: false,
    lastLoginTime: null,
    ...overrides,
  };
}

export function statusWithFlags(flags: Partial<Record<string, boolean>>): SystemStatus {
  const status = makeSystemStatus();
  return {
    ...status,
    info: {
      ...status.info,
      whitelabel: {
        ...status.info.whitelabel,
        flags: { ...status.info.whitelabel.flags, ...flags },
      },
    },
  };
}

export function registerRules(
  overrides: Partial<RegisterRules['fields']> = {},
  captchaEnabled = false,
): RegisterRules {
  const off = (field: string) => ({
    enabled: false,
    required: false,
    regExp: '',
    messageKey: `validation.${field}`,
  });
  const fields = Object.fromEntries(
    REGISTER_FIELDS.map((field) => [field, off(field)]),
  ) as RegisterRules['fields'];
  fields.username = {
    enabled: true,
    required: true,
    regExp: '[a-z0-9]{4,12}',
    messageKey: 'validation.username',
  };
  fields.password = {
    enabled: true,
    required: true,
    regExp: '.{6,20}',
    messageKey: 'validation.password',
  };
  return { fields: { ...fields, ...overrides }, captchaEnabled };
}

/**
 * The whole app at `path` with the API answered by `handlers` ('METHOD /path'); the system
 * status comes from `status`. Every call is recorded in `calls`.
 */
export function renderAccounts(
  path: string,
  handlers: Record<string, Handler> = {},
  status: SystemStatus = statusWithFlags({ MOBILEVERCODELOGIN3: false }),
) {
  const calls: RecordedCall[] = [];
  const answer = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const call: RecordedCall = {
      method,
      path: url.pathname,
      url,
      body: typeof init?.body === 'string' ? init.body : null,
      contentType: headers.get('Content-Type'),
    };
    calls.push(call);
    if (url.pathname === API.systemStatus) return envelope(status);
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler) return handler(call);
    return failure(404, 'route.not.found', 'Not found');
  };
  const result = renderApp(path, { status, answer });
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { ...result, calls, callsTo };
}

export const json = (call: RecordedCall): Record<string, unknown> =>
  JSON.parse(call.body ?? '{}') as Record<string, unknown>;

export { envelope, vi };
