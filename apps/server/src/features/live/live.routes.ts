import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_API, LIVE_JACKPOT_MS, LIVE_PING_MS, LIVE_RETRY_MS } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { requireAuth, withinLifetime } from '../../lib/sessions.ts';
import type { EventBus, LiveMessage } from './event-bus.ts';

/**
 * The live streams (issue 26, decision 062): server-sent events a page keeps open instead of
 * polling. The member's stream says when its balance or inbox changed; the public one when a
 * draw locked or was drawn and when the jackpot moved. Each stream is a hijacked reply written
 * by hand: `retry`, `ready` once subscribed, events, and a ping that also ends a member's
 * stream once its session is over.
 */

/** A member's streams on one instance (tabs, devices); the oldest goes when one more opens. */
const MEMBER_STREAMS = 5;

interface Stream {
  send(event: string, data: object): void;
  /** Runs `cleanup` when the stream ends, whoever ends it. */
  onEnd(cleanup: () => void): void;
  end(): void;
}

function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  streams: Set<Stream>,
  onPing: (stream: Stream) => void,
): Stream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies that buffer (nginx) would hold the events back.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  raw.write(`retry: ${LIVE_RETRY_MS}\n\n`);
  let open = true;
  const cleanups: (() => void)[] = [];
  const stream: Stream = {
    send(event, data) {
      if (open) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onEnd(cleanup) {
      cleanups.push(cleanup);
    },
    end() {
      if (!open) return;
      open = false;
      clearInterval(ping);
      streams.delete(stream);
      for (const cleanup of cleanups) cleanup();
      raw.end();
    },
  };
  const ping = setInterval(() => {
    raw.write(': ping\n\n');
    onPing(stream);
  }, LIVE_PING_MS);
  streams.add(stream);
  request.raw.on('close', () => stream.end());
  return stream;
}

async function sessionLive(ctx: AppContext, sessionId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('sessions')
    .select(['expires_at as expiresAt', 'last_seen_at as lastSeenAt', 'ended_at as endedAt'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return !!row && row.endedAt === null && withinLifetime(row, Date.now());
}

export interface LiveOptions {
  bus: EventBus;
  /** The jackpot's pool now (the home's figure), watched while public streams are open. */
  jackpot: () => Promise<{ poolCents: number | null }>;
}

export function registerLiveRoutes(app: FastifyInstance, ctx: AppContext, options: LiveOptions) {
  const { bus } = options;
  const streams = new Set<Stream>();
  const byMember = new Map<number, Stream[]>();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.end();
  });

  app.get(LIVE_API.member, { schema: { hide: true } }, (request, reply) => {
    const auth = requireAuth(request);
    const stream = openStream(request, reply, streams, (self) => {
      sessionLive(ctx, auth.sessionId)
        .then((live) => live || self.end())
        .catch(() => undefined);
    });
    const mine = byMember.get(auth.memberId) ?? [];
    mine.push(stream);
    byMember.set(auth.memberId, mine);
    if (mine.length > MEMBER_STREAMS) mine[0]!.end();
    stream.onEnd(() => {
      const left = (byMember.get(auth.memberId) ?? []).filter((other) => other !== stream);
      if (left.length > 0) byMember.set(auth.memberId, left);
      else byMember.delete(auth.memberId);
    });
    stream.onEnd(
      bus.subscribe((message: LiveMessage) => {
        if (message.type === 'balance' && message.memberId === auth.memberId) {
          stream.send('balance', {});
        } else if (
          message.type === 'inbox' &&
          (message.memberId === null || message.memberId === auth.memberId)
        ) {
          stream.send('inbox', {});
        }
      }),
    );
    stream.send('ready', {});
  });

  const publicStreams = new Set<Stream>();
  const jackpotWatch = watchJackpot(options, () => publicStreams.size);
  app.addHook('onClose', async () => jackpotWatch.stop());
  app.get(LIVE_API.public, { schema: { hide: true } }, (request, reply) => {
    const stream = openStream(request, reply, streams, () => undefined);
    publicStreams.add(stream);
    stream.onEnd(() => publicStreams.delete(stream));
    stream.onEnd(
      bus.subscribe((message: LiveMessage) => {
        if (message.type === 'draw') {
          const { gameId, numero, state } = message;
          stream.send('draw', { gameId, numero, state });
        } else if (message.type === 'jackpot') {
          stream.send('jackpot', {});
        }
      }),
    );
    jackpotWatch.watching();
    stream.send('ready', {});
  });
}

/**
 * The jackpot lives at the game provider, which has no way to call every page: while public
 * streams are open this instance reads the pool every LIVE_JACKPOT_MS (one read, not one per
 * page) and tells its own streams when it moved.
 */
function watchJackpot(options: LiveOptions, openStreams: () => number) {
  let timer: NodeJS.Timeout | null = null;
  let last: number | null | undefined;
  const tick = async () => {
    if (openStreams() === 0) {
      clearInterval(timer!);
      timer = null;
      return;
    }
    const { poolCents } = await options.jackpot().catch(() => ({ poolCents: null }));
    if (last !== undefined && poolCents !== last) options.bus.dispatchLocal({ type: 'jackpot' });
    last = poolCents;
  };
  return {
    watching() {
      if (timer) return;
      timer = setInterval(() => void tick(), LIVE_JACKPOT_MS);
      timer.unref();
      void tick();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
