import {
  API,
  CASHIER_API,
  RECONCILE_API,
  type Envelope,
  type ReconcileValue,
} from '@app/contracts';
import { API_MEMBER_PASSWORD, uniqueName } from './accounts.ts';
import { operatorCall } from './operator-api.ts';

/**
 * A member driven over plain HTTP, as the site would drive it (its session cookie, its own
 * origin), for the tests that check money across the server and the game provider without a
 * page: registered, funded by a bank-transfer deposit the operator approves.
 */
export interface ApiMember {
  userName: string;
  /** A JSON call on the operator's site with the member's cookie; answers the envelope. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<Envelope<T>>;
  /** The wallet balance in cents (the API's sumBalance). */
  balanceCents(): Promise<number>;
  /** The session cookie (`session=...`), for calls the helper does not make (another server). */
  cookie(): string;
}

export type { Envelope };

async function json<T>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

function valueOf<T>(envelope: Envelope<T>, what: string): T {
  if (!envelope.success) throw new Error(`${what} failed: ${JSON.stringify(envelope)}`);
  return envelope.value;
}

export async function apiMember(
  baseUrl: string,
  options: { prefix?: string; depositReais?: number; language?: string } = {},
): Promise<ApiMember> {
  let cookie = '';
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin: baseUrl,
        cookie,
        'accept-language': options.language ?? 'pt-BR',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().find((line) => line.startsWith('session='));
    if (set) cookie = set.split(';')[0]!;
    return json<T>(response);
  };
  const captcha = valueOf(await call<{ captchaKey: string }>('GET', API.captcha), 'captcha');
  const answer = valueOf(
    await call<{ answer: string }>('GET', `${API.devCaptcha}?key=${captcha.captchaKey}`),
    'captcha answer',
  );
  const userName = uniqueName(options.prefix ?? 'api');
  valueOf(
    await call('PUT', API.register, {
      registerMethod: 'H5',
      registerUrl: '127.0.0.1',
      username: userName,
      password: API_MEMBER_PASSWORD,
      confirmPassword: API_MEMBER_PASSWORD,
      captcha: answer.answer,
      captchaKey: captcha.captchaKey,
      type: 0,
      agreement: true,
    }),
    'registration',
  );
  if (options.depositReais) {
    const deposit = valueOf(
      await call<{ deposit: { id: number } }>('POST', CASHIER_API.deposits, {
        channelCode: 'bank-transfer',
        amount: String(options.depositReais),
        reference: 'e2e',
      }),
      'deposit',
    );
    await approveDeposit(baseUrl, deposit.deposit.id);
  }
  return {
    userName,
    call,
    async balanceCents() {
      const value = valueOf(
        await call<{ sumBalance: number }>('GET', API.walletBalance),
        'balance',
      );
      return value.sumBalance;
    },
    cookie: () => cookie,
  };
}

/** The operator approves a member's deposit (a bank transfer it has seen arrive). */
export async function approveDeposit(baseUrl: string, depositId: number): Promise<void> {
  await operatorCall(
    baseUrl,
    'POST',
    CASHIER_API.opsDepositApprove.replace(':id', String(depositId)),
  );
}

/** The provider's and the ledger's disagreements from `from` until now (none expected). */
export function reconcileSince(baseUrl: string, from: Date): Promise<ReconcileValue> {
  return operatorCall<ReconcileValue>(baseUrl, 'POST', RECONCILE_API.reconcile, {
    from: from.toISOString(),
    to: new Date(Date.now() + 1000).toISOString(),
  });
}
