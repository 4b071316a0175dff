import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_API, LIVE_API, LIVE_RETRY_MS } from '@app/contracts';
import { okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { operatorApiKey } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

interface Frame {
  event: string;
  data: unknown;
}

/** A stream as a browser's EventSource reads it: frames parsed as they arrive. */
async function openStream(url: string, cookie?: string) {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: cookie ? { cookie } : {},
    signal: abort.signal,
  });
  const frames: Frame[] = [];
  let raw = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body!) {
        raw += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = raw.indexOf('\n\n')) >= 0) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) frames.push({ event, data: JSON.parse(data ?? 'null') });
        }
      }
    } catch {
      // Aborted by the test, or ended by the server.
    }
  })();
  return {
    response,
    frames,
    names: () => frames.map((frame) => frame.event),
    ended: reading,
    close: () => abort.abort(),
  };
}

/**
 * The live streams (decision 062), over real sockets: the public one opens for anyone and
 * carries draws and jackpots; a member's needs its session and carries its own balance and
 * inbox changes only; a `cache` message from another instance empties this one's caches; and
 * closing the app ends every open stream.
 */
describe('live streams', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.cleanup());

  it('opens the public stream without a session and carries draws and jackpots', async () => {
    const stream = await openStream(`${base}${LIVE_API.public}`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    await expect.poll(stream.names).toEqual(['ready']);
    t.app.live.publish({ type: 'draw', gameId: 4, numero: '20261130-0042', state: 'drawn' });
    t.app.live.publish({ type: 'balance', memberId: 1 });
    t.app.live.publish({ type: 'jackpot' });
    await expect.poll(stream.names).toEqual(['ready', 'draw', 'jackpot']);
    expect(stream.frames[1]!.data).toEqual({ gameId: 4, numero: '20261130-0042', state: 'drawn' });
    stream.close();
  });

  it('needs a session for a member stream, and tells each member only its own changes', async () => {
    const refused = await fetch(`${base}${LIVE_API.member}`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ success: false, errorCode: 'auth.required' });

    const ana = await insertMember(t.database.db, { payee_name: 'Ana Silva' });
    const bia = await insertMember(t.database.db, { payee_name: 'Bia Souza' });
    const anaCookie = await sessionCookieFor(t.database.db, ana.id);
    const anas = await openStream(`${base}${LIVE_API.member}`, anaCookie);
    const bias = await openStream(
      `${base}${LIVE_API.member}`,
      await sessionCookieFor(t.database.db, bia.id),
    );
    await expect.poll(anas.names).toEqual(['ready']);
    await expect.poll(bias.names).toEqual(['ready']);

    // An operator approves Ana's deposit: her balance moves and a notice reaches her inbox.
    const { deposit } = okValue<{ deposit: { id: number } }>(
      await t.app.inject({
        method: 'POST',
        url: CASHIER_API.deposits,
        headers: { cookie: anaCookie },
        payload: { channelCode: 'dev-gateway', amount: '50' },
      }),
    );
    const ops = await operatorApiKey(t.database.db, 'cashier');
    okValue(
      await t.app.inject({
        method: 'POST',
        url: CASHIER_API.opsDepositApprove.replace(':id', String(deposit.id)),
        headers: { authorization: ops.authorization },
        payload: {},
      }),
    );
    await expect.poll(() => anas.names().includes('balance')).toBe(true);
    await expect.poll(() => anas.names().includes('inbox')).toBe(true);
    // A message for everyone reaches Bia too; nothing of Ana's does.
    t.app.live.publish({ type: 'inbox', memberId: null });
    await expect.poll(bias.names).toEqual(['ready', 'inbox']);
    anas.close();
    bias.close();
  });

  it('empties its caches when another instance says so', async () => {
    const invalidated: string[] = [];
    const stop = t.app.live.subscribe((message) => invalidated.push(message.type));
    t.app.caches.invalidate();
    expect(invalidated).toEqual(['cache']);
    stop();
  });

  it('sends the reconnect delay first, and closing the app ends open streams', async () => {
    const raw = await fetch(`${base}${LIVE_API.public}`);
    const reader = raw.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first.startsWith(`retry: ${LIVE_RETRY_MS}\n\n`)).toBe(true);
    const stream = await openStream(`${base}${LIVE_API.public}`);
    await expect.poll(stream.names).toEqual(['ready']);
    await t.app.close();
    await stream.ended;
    await reader.cancel().catch(() => undefined);
  });
});
