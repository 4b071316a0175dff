import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  LIVE_API,
  type LiveDrawEvent,
  type MemberLiveEvent,
  type PublicLiveEvent,
} from '@app/contracts';
import { setLive, type LiveStream, type LiveTopic } from '../lib/live-status.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { useSessionAdoption } from '../features/member/lib/session-adoption.ts';

/**
 * The site's side of the live events (issue 26, decision 062). Loaded after the first screen
 * (providers.tsx), never where EventSource does not exist: there the site polls as it always
 * did. Events only say what changed; the queries tagged for it (lib/live-status.ts, liveMeta)
 * ask again the usual way, so a repeated or stray event costs one request and nothing else.
 */

/** The topics a stream's `ready` refreshes: events sent before it was subscribed are lost. */
const STREAM_TOPICS: Record<LiveStream, readonly LiveTopic[]> = {
  member: ['balance', 'inbox'],
  public: ['draw', 'drawn', 'jackpot'],
};

/**
 * A sweep locks or draws several games at once, a spin stakes then wins: one refresh for the
 * burst, not one per event (each would cancel the request the one before it started).
 */
const BATCH_MS = 100;
/**
 * The browser gives a stream up for good when an answer is not a stream (a proxy's 502 during
 * a deploy, a 401): it is opened again after this, doubling up to REOPEN_MAX_MS.
 */
const REOPEN_MS = 15_000;
const REOPEN_MAX_MS = 5 * 60_000;

type Match = (query: Query) => boolean;
type Handlers<Event extends string> = Record<Exclude<Event, 'ready'>, (data: unknown) => void>;

function topicsOf(query: Query): readonly LiveTopic[] {
  const topics = query.meta?.live;
  return Array.isArray(topics) ? (topics as LiveTopic[]) : [];
}

const tagged =
  (topics: readonly LiveTopic[]): Match =>
  (query) =>
    topicsOf(query).some((topic) => topics.includes(topic));

/** A key part naming another game (numero, draw archive): that game's draw changes nothing. */
function ofOtherGame(key: QueryKey, gameId: number): boolean {
  return key.some(
    (part) =>
      typeof part === 'object' &&
      part !== null &&
      typeof (part as { gameId?: unknown }).gameId === 'number' &&
      (part as { gameId: number }).gameId !== gameId,
  );
}

/**
 * What a `draw` event refreshes: that game's draw and every list of games; results lists only
 * for a result. An event it cannot read refreshes every draw query: it still said something
 * changed.
 */
function drawMatch(data: unknown): Match {
  let event: Partial<LiveDrawEvent> = {};
  try {
    event = JSON.parse(String(data)) as Partial<LiveDrawEvent>;
  } catch {
    // Left as an unknown game and state.
  }
  const gameId = typeof event?.gameId === 'number' ? event.gameId : null;
  const drawn = event?.state !== 'locked';
  return (query) => {
    const topics = topicsOf(query);
    if (!topics.includes('draw') && !(drawn && topics.includes('drawn'))) return false;
    return gameId === null || !ofOtherGame(query.queryKey, gameId);
  };
}

interface Stream {
  open: () => void;
  close: () => void;
}

function liveStream<Event extends string>(
  name: LiveStream,
  url: string,
  handlers: Handlers<Event>,
  refresh: (match: Match) => void,
): Stream {
  let source: EventSource | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let reopenDelay = REOPEN_MS;

  const close = () => {
    clearTimeout(reopenTimer);
    reopenTimer = undefined;
    source?.close();
    source = null;
    setLive(name, false);
  };

  const open = () => {
    if (source || reopenTimer !== undefined) return;
    const current = new EventSource(url);
    source = current;
    current.addEventListener('ready', () => {
      reopenDelay = REOPEN_MS;
      setLive(name, true);
      refresh(tagged(STREAM_TOPICS[name]));
    });
    for (const [event, handle] of Object.entries<(data: unknown) => void>(handlers)) {
      current.addEventListener(event, (message) => handle((message as MessageEvent).data));
    }
    current.addEventListener('error', () => {
      if (source !== current) return;
      // Reconnecting (the browser does, after the stream's `retry`) or given up: polling
      // covers the gap, and the next `ready` refreshes whatever the gap hid.
      setLive(name, false);
      if (current.readyState !== EventSource.CLOSED) return;
      source = null;
      reopenTimer = setTimeout(() => {
        reopenTimer = undefined;
        open();
      }, reopenDelay);
      reopenDelay = Math.min(reopenDelay * 2, REOPEN_MAX_MS);
    });
  };

  return { open, close };
}

/**
 * Opens the public stream for everyone and the member stream while someone is signed in (a
 * trial session too: its stakes and wins move its balance; its unread counts stay off, so an
 * `inbox` event finds no query to refresh). Both close while the page is hidden: a background
 * tab polls nothing either, and two streams per open tab would eat the browser's six
 * connections per server over HTTP/1.1. Returns the stop.
 */
export function startLiveEvents(client: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;

  let pending: Match[] = [];
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  const refresh = (match: Match) => {
    pending.push(match);
    batchTimer ??= setTimeout(() => {
      const matches = pending;
      pending = [];
      batchTimer = undefined;
      void client.invalidateQueries({ predicate: (query) => matches.some((m) => m(query)) });
    }, BATCH_MS);
  };

  const publicStream = liveStream<PublicLiveEvent>(
    'public',
    LIVE_API.public,
    { draw: (data) => refresh(drawMatch(data)), jackpot: () => refresh(tagged(['jackpot'])) },
    refresh,
  );
  const memberStream = liveStream<MemberLiveEvent>(
    'member',
    LIVE_API.member,
    { balance: () => refresh(tagged(['balance'])), inbox: () => refresh(tagged(['inbox'])) },
    refresh,
  );

  const visible = () => document.visibilityState !== 'hidden';
  /** The member the stream is open for; its cookie is the one the stream was opened with. */
  let member: string | null = null;
  const sync = () => {
    if (visible()) publicStream.open();
    else publicStream.close();
    const session = useSessionStore.getState().session;
    // A token from the page URL is still becoming the session: wait for the one it becomes.
    const adopting = useSessionAdoption.getState().pending;
    const next = visible() && session && !adopting ? session.userName : null;
    if (next === member) return;
    memberStream.close();
    member = next;
    if (next !== null) memberStream.open();
  };

  sync();
  const unsubscribeSession = useSessionStore.subscribe(sync);
  const unsubscribeAdoption = useSessionAdoption.subscribe(sync);
  document.addEventListener('visibilitychange', sync);
  return () => {
    unsubscribeSession();
    unsubscribeAdoption();
    document.removeEventListener('visibilitychange', sync);
    publicStream.close();
    memberStream.close();
    clearTimeout(batchTimer);
  };
}
