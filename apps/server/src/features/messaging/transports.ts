import type { MailMessage, SmsMessage } from '../accounts/messaging.ts';

/**
 * One delivery attempt's way out (decision 050). A transport sends once and either answers the
 * provider's message id (null when it gives none) or throws a DeliveryFailure; retries,
 * recording and logging belong to the caller (delivery.ts).
 */
export interface SmsTransport {
  readonly name: 'outbox' | 'http';
  send(message: SmsMessage): Promise<{ messageId: string | null }>;
}

export interface MailTransport {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ messageId: string | null }>;
}

/**
 * An attempt that did not deliver. `reason` is short and safe to store and log: a status, a
 * network error code, never a body, an address or a secret. `retryable` is false when another
 * attempt would fail the same way (a refused recipient, a 4xx from the gateway).
 */
export class DeliveryFailure extends Error {
  readonly reason: string;
  readonly retryable: boolean;
  constructor(reason: string, retryable: boolean) {
    super(reason);
    this.name = 'DeliveryFailure';
    this.reason = reason.slice(0, 200);
    this.retryable = retryable;
  }
}

/** A network error's code (ECONNREFUSED, ETIMEDOUT...) or its class name, never its text. */
export function networkReason(error: unknown): string {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  if (error instanceof Error && /^[A-Za-z]{1,40}$/.test(error.name)) return error.name;
  return 'unknown error';
}
