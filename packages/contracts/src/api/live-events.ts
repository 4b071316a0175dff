import { z } from 'zod';

/**
 * Live events (issue 26, decision 062): server-sent event streams (`text/event-stream`) the
 * site listens to instead of polling. Each frame is `event: <name>` and `data: <JSON>`. The
 * first frame, `ready`, says the stream is subscribed: from then on nothing the stream carries
 * is missed, so the site may stop polling what it carries; when the stream drops (the browser's
 * EventSource reconnects by itself, `retry` is sent) the site polls again until the next
 * `ready`. A comment line (`: ping`) every LIVE_PING_MS keeps proxies from closing it.
 *
 * Events say what changed, not the new figures: the site asks for those the usual way, so a
 * stream never carries money or messages, and an event that reaches a member twice costs one
 * request.
 */
export const LIVE_API = {
  /** A signed-in member's stream: `balance`, `inbox` (session required). */
  member: '/wps/live',
  /** Everyone's stream: `draw`, `jackpot` (open). */
  public: '/wps/live/public',
} as const;

export const LIVE_PING_MS = 15_000;
/** What a reconnecting EventSource waits, as the stream's `retry` field says. */
export const LIVE_RETRY_MS = 3_000;

/** The member's balance (cash or bonus) changed: a stake, a win, a deposit, a decision. */
export const LiveBalanceEvent = z.object({});
/** The member's inbox changed: a new message (or one for everyone); unread counts moved. */
export const LiveInboxEvent = z.object({});
/** A lottery draw locked (no more bets) or was drawn (its result is out). */
export const LiveDrawEvent = z.object({
  gameId: z.number().int(),
  numero: z.string(),
  state: z.enum(['locked', 'drawn']),
});
export type LiveDrawEvent = z.infer<typeof LiveDrawEvent>;
/** A progressive jackpot pool moved (sent at most once per LIVE_JACKPOT_MS). */
export const LiveJackpotEvent = z.object({});
export const LIVE_JACKPOT_MS = 5_000;

export const MEMBER_LIVE_EVENTS = ['ready', 'balance', 'inbox'] as const;
export const PUBLIC_LIVE_EVENTS = ['ready', 'draw', 'jackpot'] as const;
export type MemberLiveEvent = (typeof MEMBER_LIVE_EVENTS)[number];
export type PublicLiveEvent = (typeof PUBLIC_LIVE_EVENTS)[number];
