import type { SmsMessage } from '../accounts/messaging.ts';
import { DeliveryFailure, networkReason, type SmsTransport } from './transports.ts';

export interface HttpSmsOptions {
  /** The gateway endpoint (SMS_GATEWAY_URL). */
  url: string;
  /** Sent as `Authorization: Bearer <token>` (SMS_GATEWAY_TOKEN). */
  token: string;
  /** Milliseconds one call may take before it is abandoned. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The message id a gateway answered, if its JSON body names one (`id` or `messageId`). */
function messageIdOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  for (const key of ['messageId', 'id'] as const) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.length > 0) return value.slice(0, 200);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * SMS through an HTTP gateway (decision 050): POST `{"to": "+5511...", "text": "..."}` as JSON
 * with a bearer token. Any 2xx answer means accepted; a 5xx, 408 or 429, a timeout or a network
 * error may pass on another attempt; any other 4xx will not (the number or the request is bad).
 */
export function httpSmsTransport(options: HttpSmsOptions): SmsTransport {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'http',
    async send(message: SmsMessage) {
      let response: Response;
      try {
        response = await doFetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${options.token}`,
          },
          body: JSON.stringify({ to: message.to, text: message.body }),
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const name = (error as { name?: string } | null)?.name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new DeliveryFailure(`gateway timeout after ${options.timeoutMs} ms`, true);
        }
        throw new DeliveryFailure(`gateway unreachable (${networkReason(error)})`, true);
      }
      // The answer's text is the gateway's: read it for an id only, never store or log it.
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        const status = response.status;
        throw new DeliveryFailure(
          `gateway HTTP ${status}`,
          status >= 500 || status === 408 || status === 429,
        );
      }
      return { messageId: messageIdOf(parseJson(text)) };
    },
  };
}
