import { E2E_OPERATOR_TOKEN } from './server.ts';

/**
 * A call of the operator API (`/ops/...`, bearer OPERATOR_TOKEN) as the back office or a
 * script would make it; answers the envelope's value and throws on a refusal.
 */
export async function operatorCall<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body: unknown = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${E2E_OPERATOR_TOKEN}`,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { success: boolean; value: T };
  if (!envelope.success) throw new Error(`operator call failed: ${JSON.stringify(envelope)}`);
  return envelope.value;
}
