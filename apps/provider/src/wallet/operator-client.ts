import http from 'node:http';
import https from 'node:https';
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

/** The success envelope of each answer schema, built once (a round makes two calls). */
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
function envelopeOf(value: z.ZodType): z.ZodType {
  let envelope = envelopes.get(value);
  if (!envelope) envelopes.set(value, (envelope = okEnvelope(value)));
  return envelope;
}

/**
 * A POST over node:http with kept-alive connections: every round makes two calls to the same
 * operator, and `fetch` costs noticeably more CPU a call than the plain client.
 */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  agent: http.Agent,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export function operatorClient(operatorUrl: string, timeoutMs: number): OperatorClient {
  const base = new URL(operatorUrl);
  const agent =
    base.protocol === 'https:'
      ? new https.Agent({ keepAlive: true, maxSockets: 64 })
      : new http.Agent({ keepAlive: true, maxSockets: 64 });
  return {
    async call(brand, secret, pathTemplate, rawBody, value, language) {
      const url = new URL(pathTemplate.replace(':vendorCode', encodeURIComponent(brand)), base);
      let status: number;
      let answer: unknown;
      try {
        const response = await post(
          url,
          {
            'content-type': 'application/json',
            // The operator's refusals come back in the player's language.
            ...(language ? { 'accept-language': ACCEPT_LANGUAGE[language] } : {}),
            ...signedHeaders(secret, rawBody),
          },
          rawBody,
          agent,
          timeoutMs,
        );
        status = response.status;
        answer = JSON.parse(response.text);
      } catch (error) {
        return { kind: 'unanswered', reason: error instanceof Error ? error.message : 'error' };
      }
      if (status >= 500) return { kind: 'unanswered', reason: `HTTP ${status}` };
      const good = envelopeOf(value).safeParse(answer);
      if (good.success) {
        return { kind: 'ok', value: (good.data as { value: z.infer<typeof value> }).value };
      }
      const bad = ErrorEnvelope.safeParse(answer);
      if (bad.success) {
        return {
          kind: 'refused',
          status,
          errorCode: bad.data.errorCode,
          message: bad.data.message,
          value: bad.data.value,
        };
      }
      return { kind: 'unanswered', reason: `unexpected answer (HTTP ${status})` };
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
