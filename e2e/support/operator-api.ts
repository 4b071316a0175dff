import { inject } from 'vitest';

/**
 * A call of the operator API (`/ops/...`) as a script would make it, with an operator's API key
 * (`Authorization: Bearer bok_...`, decision 043); answers the envelope's value and throws on a
 * refusal. The shared server's key comes from the global setup; a journey that starts a server
 * of its own hands its key over with useOperatorKey.
 */
const keys = new Map<string, string>();

export function useOperatorKey(baseUrl: string, key: string): void {
  keys.set(baseUrl, key);
}

function keyFor(baseUrl: string): string {
  const known = keys.get(baseUrl);
  if (known) return known;
  if (baseUrl === inject('baseUrl')) return inject('operatorKey');
  throw new Error(`no operator API key for ${baseUrl}: call useOperatorKey after startServer`);
}

export async function operatorCall<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body: unknown = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${keyFor(baseUrl)}`,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { success: boolean; value: T };
  if (!envelope.success) throw new Error(`operator call failed: ${JSON.stringify(envelope)}`);
  return envelope.value;
}
