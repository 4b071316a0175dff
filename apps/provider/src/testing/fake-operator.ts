import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VendorLaunchVerifyValue } from '@app/contracts';
import { signatureMatches } from '@app/contracts/signing';

/**
 * A stand-in for the operator's seamless wallet in the provider's own tests (the real operator
 * plays it in the e2e integration and fault tests): it checks signatures, keeps one player's
 * balance, answers a repeated transaction id with its first answer, reverses a bet once, and
 * can be told to swallow calls (answer 503 after applying them, or before) to test retries, or
 * to refuse one. It answers a launch token's check with the launch it is told.
 */
export interface FakeOperator {
  url: string;
  balanceCents: number;
  /** Money calls applied, by kind and transaction id. */
  applied: Map<string, number>;
  calls: string[];
  /** Every call's kind and body, in order. */
  bodies: { kind: string; body: Record<string, unknown> }[];
  /** What the launch token's check answers (null: refused). */
  launch: VendorLaunchVerifyValue | null;
  /** Answer the next n calls of a kind with 503: `after` applies them first (a lost answer). */
  fail(kind: string, n: number, mode: 'before' | 'after'): void;
  /** Refuse the next call of a kind with this status and error code, applying nothing. */
  refuse(kind: string, status: number, errorCode: string): void;
  close(): Promise<void>;
}

export async function startFakeOperator(
  secret: string,
  balanceCents: number,
): Promise<FakeOperator> {
  const failures = new Map<string, { n: number; mode: 'before' | 'after' }>();
  const refusals = new Map<string, { status: number; errorCode: string }>();
  const answers = new Map<string, unknown>();
  const bets = new Map<string, number>();
  const reversed = new Set<string>();
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });
  const fake: FakeOperator = {
    url: '',
    balanceCents,
    applied: new Map(),
    calls: [],
    bodies: [],
    launch: null,
    fail(kind, n, mode) {
      failures.set(kind, { n, mode });
    },
    refuse(kind, status, errorCode) {
      refusals.set(kind, { status, errorCode });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer(async (request, response) => {
    const raw = await read(request);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const timestamp = String(request.headers['x-vendor-timestamp'] ?? '');
    const signature = request.headers['x-signature'];
    if (
      !signatureMatches(
        secret,
        timestamp,
        raw,
        typeof signature === 'string' ? signature : undefined,
      )
    ) {
      return send(401, {
        success: false,
        errorCode: 'vendor.signature.invalid',
        message: 'bad signature',
      });
    }
    const kind = (request.url ?? '').split('/').at(-1)!;
    const body = JSON.parse(raw) as Record<string, string | number>;
    fake.calls.push(kind);
    fake.bodies.push({ kind, body });
    const refusal = refusals.get(kind);
    if (refusal) {
      refusals.delete(kind);
      return send(refusal.status, {
        success: false,
        errorCode: refusal.errorCode,
        message: `refused: ${refusal.errorCode}`,
      });
    }
    if (kind === 'verify') {
      return fake.launch
        ? send(200, { success: true, value: fake.launch })
        : send(409, { success: false, errorCode: 'vendor.launch.invalid', message: 'no launch' });
    }
    const failure = failures.get(kind);
    const failNow = failure && failure.n > 0;
    if (failNow) failure.n -= 1;
    if (failNow && failure.mode === 'before') {
      return send(503, { success: false, errorCode: 'server.error', message: 'down' });
    }
    const ok = (value: unknown) => send(200, { success: true, value });
    const answer = (value: unknown) => {
      if (failNow) return send(503, { success: false, errorCode: 'server.error', message: 'lost' });
      return ok(value);
    };
    if (kind === 'balance')
      return ok({ playerId: '7', currency: 'BRL', balanceCents: fake.balanceCents });
    const id = `${kind}:${String(body.transactionId)}`;
    if (answers.has(id)) return answer(answers.get(id));
    const transaction = (status = 'ok') => ({
      status,
      transactionId: body.transactionId,
      operatorTransactionId: status === 'ok' ? id : null,
      playerId: '7',
      currency: 'BRL',
      balanceCents: fake.balanceCents,
    });
    if (kind === 'debit') {
      const amount = Number(body.amountCents);
      if (reversed.has(String(body.transactionId))) {
        return send(409, {
          success: false,
          errorCode: 'vendor.bet.rolled.back',
          message: 'rolled back',
        });
      }
      if (amount > fake.balanceCents) {
        return send(409, {
          success: false,
          errorCode: 'wallet.insufficient.funds',
          message: 'Saldo insuficiente',
        });
      }
      fake.balanceCents -= amount;
      bets.set(String(body.transactionId), amount);
    } else if (kind === 'credit') {
      fake.balanceCents += Number(body.amountCents);
    } else if (kind === 'rollback') {
      const bet = String(body.betTransactionId);
      const amount = bets.get(bet);
      reversed.add(bet);
      if (amount === undefined) {
        answers.set(id, transaction('not_found'));
        return answer(answers.get(id));
      }
      fake.balanceCents += amount;
      bets.delete(bet);
    }
    fake.applied.set(id, Number(body.amountCents ?? 0));
    answers.set(id, transaction());
    return answer(answers.get(id));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
