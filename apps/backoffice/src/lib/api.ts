import type { z } from 'zod';

/**
 * Calls to the back office's API (/bo/api): JSON in our envelope, the session cookie riding
 * along (same origin). A failure becomes an ApiError with the server's code and its message,
 * already in the operator's language (the Accept-Language header says which).
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly value: unknown;
  constructor(status: number, code: string, message: string, value?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.value = value;
  }
}

let language = 'pt-BR';
/** The language the server answers messages in (set by the i18n module). */
export function setApiLanguage(tag: string): void {
  language = tag;
}

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  schema?: z.ZodType<T>,
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'accept-language': language,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let envelope: { success?: boolean; value?: unknown; errorCode?: string; message?: string };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new ApiError(response.status, 'server.error', response.statusText || 'Network error');
  }
  if (!response.ok || !envelope.success) {
    throw new ApiError(
      response.status,
      envelope.errorCode ?? 'server.error',
      envelope.message ?? response.statusText,
      envelope.value,
    );
  }
  return schema ? schema.parse(envelope.value) : (envelope.value as T);
}

/** GET with an optional query object (undefined and '' values are left out). */
export function boGet<T>(
  path: string,
  query?: Record<string, string | number | boolean | undefined | null>,
  schema?: z.ZodType<T>,
): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return call('GET', search ? `${path}?${search}` : path, undefined, schema);
}

export function boPost<T>(path: string, body: unknown = {}, schema?: z.ZodType<T>): Promise<T> {
  return call('POST', path, body, schema);
}

export function boPut<T>(path: string, body: unknown = {}, schema?: z.ZodType<T>): Promise<T> {
  return call('PUT', path, body, schema);
}

export function boDelete<T>(path: string, schema?: z.ZodType<T>): Promise<T> {
  return call('DELETE', path, undefined, schema);
}

/** A path with its :params filled in: pathOf('/bo/api/members/:id', { id: 4 }). */
export function pathOf(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}
