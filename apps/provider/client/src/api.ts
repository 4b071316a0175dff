import type { HistoryRound, RotateAnswer, RoundAnswer, Session } from './types.ts';

/** A refusal of the provider (message already in the player's language) or a lost call. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** What the refusal carries (a slip's new prices). */
  readonly value: unknown;
  constructor(status: number, code: string, message: string, value?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.value = value;
  }
}

type Envelope<T> =
  | { success: true; value: T }
  | { success: false; errorCode: string; message: string; value?: unknown };

let offlineMessage = 'Sem conexão com o jogo, tente novamente';
export function setOfflineMessage(text: string) {
  offlineMessage = text;
}

export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', offlineMessage);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(response.status, 'server.error', offlineMessage);
  }
  if (envelope.success) return envelope.value;
  throw new ApiError(response.status, envelope.errorCode, envelope.message, envelope.value);
}

/** A request key for an idempotent call: the same key on every retry of one intent. */
export function requestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POSTs an idempotent request (a bet, a move, a slip): one key for the intent, sent again with
 * the same key when the answer is lost or the first is still running, so it happens once.
 */
export async function postOnce<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const key = requestKey();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call<T>('POST', path, { ...body, key });
    } catch (error) {
      const retry =
        error instanceof ApiError && (error.status === 0 || error.code === 'request.in.progress');
      if (!retry || attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 400 * (attempt + 1)));
    }
  }
}

export const api = {
  session: () => call<Session>('GET', '/api/session'),
  play: (betCents: number, choice?: unknown) =>
    call<RoundAnswer>(
      'POST',
      '/api/rounds',
      choice === undefined ? { betCents } : { betCents, choice },
    ),
  /** One of the player's free rounds of this grant, at the grant's bet (decision 061). */
  playFree: (freeRoundsId: string, betCents: number) =>
    call<RoundAnswer>('POST', '/api/rounds', { freeRoundsId, betCents }),
  act: (roundId: string, action: unknown) =>
    call<RoundAnswer>('POST', `/api/rounds/${encodeURIComponent(roundId)}/act`, { action }),
  rounds: (limit = 20) => call<{ rounds: HistoryRound[] }>('GET', `/api/rounds?limit=${limit}`),
  rotate: (clientSeed?: string) =>
    call<RotateAnswer>('POST', '/api/seeds/rotate', clientSeed ? { clientSeed } : {}),
  jackpots: () =>
    call<{ pools: { vendorCode: string; poolCents: number; currency: string }[] }>(
      'GET',
      '/provider/v1/jackpots',
    ),
};
