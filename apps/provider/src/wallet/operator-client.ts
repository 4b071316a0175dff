import { API, ErrorEnvelope, okEnvelope, type Language } from '@app/contracts';
import { signedHeaders } from '@app/contracts/signing';
import type { z } from 'zod';

/**
 * The operator's side as the provider sees it: signed POSTs to its seamless wallet and its
 * launch-token check, nothing else. Every answer is one of three things, and the callers
 * treat them differently: `ok`; `refused` (the operator answered and said no: nothing moved);
 * `unanswered` (no answer, a timeout, a 5xx or a non-envelope: the call may or may not have
 * happened, so money calls are retried with the same transaction id or rolled back).
 */
export type WalletAnswer<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; status: number; errorCode: string; message: string; value?: unknown }
  | { kind: 'unanswered'; reason: string };

export interface OperatorClient {
  call<T extends z.ZodType>(
    brand: string,
    secret: string,
    path: string,
    rawBody: string,
    value: T,
    language?: Language,
  ): Promise<WalletAnswer<z.infer<T>>>;
}

const ACCEPT_LANGUAGE: Record<Language, string> = { PT: 'pt-BR', EN: 'en', VI: 'vi' };

export function operatorClient(operatorUrl: string, timeoutMs: number): OperatorClient {
  return {
    async call(brand, secret, pathTemplate, rawBody, value, language) {
      const url = new URL(
        pathTemplate.replace(':vendorCode', encodeURIComponent(brand)),
        operatorUrl,
      );
      let response: Response;
      let answer: unknown;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // The operator's refusals come back in the player's language.
            ...(language ? { 'accept-language': ACCEPT_LANGUAGE[language] } : {}),
            ...signedHeaders(secret, rawBody),
          },
          body: rawBody,
          signal: AbortSignal.timeout(timeoutMs),
        });
        answer = await response.json();
      } catch (error) {
        return { kind: 'unanswered', reason: error instanceof Error ? error.message : 'error' };
      }
      if (response.status >= 500) return { kind: 'unanswered', reason: `HTTP ${response.status}` };
      const good = okEnvelope(value).safeParse(answer);
      if (good.success)
        return { kind: 'ok', value: (good.data as { value: z.infer<typeof value> }).value };
      const bad = ErrorEnvelope.safeParse(answer);
      if (bad.success) {
        return {
          kind: 'refused',
          status: response.status,
          errorCode: bad.data.errorCode,
          message: bad.data.message,
          value: bad.data.value,
        };
      }
      return { kind: 'unanswered', reason: `unexpected answer (HTTP ${response.status})` };
    },
  };
}

export const WALLET_PATHS = {
  balance: API.vendorWalletBalance,
  debit: API.vendorWalletDebit,
  credit: API.vendorWalletCredit,
  rollback: API.vendorWalletRollback,
  verify: API.vendorLaunchVerify,
} as const;
