import type { WebSocket } from '@fastify/websocket';

/**
 * The provider's push to game clients (decision 040): a socket joins one channel (a live
 * table, a card table, the sportsbook) and may carry a game session, so a message can go to
 * every watcher of a channel or to one player's sockets. Only state goes this way; bets and
 * actions are signed-in HTTP requests with idempotency keys, so a socket that drops loses
 * nothing: the client reconnects and the channel's snapshot resyncs it.
 */
export interface PushMessage {
  type: string;
  [key: string]: unknown;
}

interface Member {
  socket: WebSocket;
  sessionId: string | null;
}

/** A slow phone must not make the process buffer without bound: it is dropped and resyncs. */
const MAX_BUFFERED_BYTES = 1 << 20;

export function createHub() {
  const channels = new Map<string, Set<Member>>();

  function send(member: Member, text: string) {
    if (member.socket.readyState !== member.socket.OPEN) return;
    if (member.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      member.socket.terminate();
      return;
    }
    member.socket.send(text);
  }

  return {
    /** Adds a socket to a channel until it closes. */
    join(channel: string, socket: WebSocket, sessionId: string | null) {
      const member: Member = { socket, sessionId };
      let set = channels.get(channel);
      if (!set) {
        set = new Set();
        channels.set(channel, set);
      }
      set.add(member);
      socket.on('close', () => {
        set.delete(member);
        if (set.size === 0 && channels.get(channel) === set) channels.delete(channel);
      });
    },
    /** To every socket of the channel. */
    broadcast(channel: string, message: PushMessage) {
      const set = channels.get(channel);
      if (!set || set.size === 0) return;
      const text = JSON.stringify(message);
      for (const member of set) send(member, text);
    },
    /** To the sockets of one game session in the channel (its payout, its cards). */
    toSession(channel: string, sessionId: string, message: PushMessage) {
      const set = channels.get(channel);
      if (!set) return;
      const text = JSON.stringify(message);
      for (const member of set) if (member.sessionId === sessionId) send(member, text);
    },
    /** Per-session messages built per watcher (a card table shows each seat its own cards). */
    each(channel: string, build: (sessionId: string | null) => PushMessage | null) {
      const set = channels.get(channel);
      if (!set) return;
      for (const member of set) {
        const message = build(member.sessionId);
        if (message) send(member, JSON.stringify(message));
      }
    },
    watchers(channel: string): number {
      return channels.get(channel)?.size ?? 0;
    },
    /** Closes every socket (shutdown): clients reconnect to the next process. */
    closeAll() {
      for (const set of channels.values()) for (const member of set) member.socket.close(1012);
      channels.clear();
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
