/**
 * The live-table load of `npm run bench` (issue 20): one roulette table of our provider with
 * 200 members, each written into the operator's database with funds and a session, each with
 * the table open (launch, provider cookie, the table's WebSocket) and betting on every round.
 * Loopback only and bounded: ROUNDS rounds, one bet a member a round. Measured: bets accepted a
 * second within a round's burst, the bet call's p99, and from the table's result to the last
 * member's payout message (target: every payout within 2 s of the result).
 */
import { API, type GameListPage } from '@app/contracts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { transferIn } from '../apps/server/src/features/ledger/ledger.service.ts';
import { insertMember, sessionCookieFor } from '../apps/server/src/testing/members.ts';
import { openGame, type ProviderPlayer } from '../e2e/support/provider-game.ts';
import type { RunningServer } from '../e2e/support/server.ts';
import { launchUrl } from './provider-player.ts';

export const LIVE_MEMBERS = Number(process.env.BENCH_LIVE_MEMBERS ?? 200);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 3);
const TABLE = 'VLV_ROULETTE_CLASSIC';
export const PAYOUT_TARGET_MS = 2_000;
const SPOTS = ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen:1', 'straight:7'];

interface Seat {
  player: ProviderPlayer;
  socket: WebSocket;
  results: Map<string, number>;
  payouts: Map<string, number>;
}

interface RoundMessage {
  type: string;
  round?: { id: string; status: string; closesAt: string };
  serverTime?: number;
  roundId?: string;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function seats(server: RunningServer): Promise<Seat[]> {
  const opened = await openDatabase(server.database);
  const cookies: string[] = [];
  try {
    for (let i = 0; i < LIVE_MEMBERS; i += 1) {
      const member = await insertMember(opened.db, {
        user_name: `live${Date.now() % 1_000_000}${i}`,
      });
      await transferIn(opened.db, 'DEMO', {
        idempotencyKey: `fund:${member.id}`,
        from: { kind: 'house', name: 'bonus' },
        to: { kind: 'member', memberId: member.id },
        amountCents: 10_000_000,
        kind: 'seed.grant',
      });
      cookies.push(await sessionCookieFor(opened.db, member.id));
    }
  } finally {
    await opened.destroy();
  }
  const list = (await (
    await fetch(
      `${server.baseUrl}${API.gameList}?vassalage=VLV&gameType=LIVE&gameName=roulette%20classic`,
    )
  ).json()) as { value: GameListPage };
  const game = list.value.games.find((entry) => entry.gameCode === TABLE);
  if (!game) throw new Error(`no ${TABLE} in the catalogue`);
  const out: Seat[] = [];
  // Opened 20 at a time: each is a launch, a launch-token check and a socket.
  for (let i = 0; i < cookies.length; i += 20) {
    out.push(
      ...(await Promise.all(
        cookies.slice(i, i + 20).map(async (cookie) => {
          const launched = await launchUrl(server.baseUrl, cookie, game);
          const player = await openGame(launched);
          const url = new URL('/ws/live', launched);
          url.protocol = 'ws:';
          // Node's WebSocket (undici) takes the cookie a browser would send.
          const socket = new WebSocket(url, {
            headers: { cookie: player.cookie },
          } as unknown as string[]);
          const seat: Seat = { player, socket, results: new Map(), payouts: new Map() };
          socket.addEventListener('message', (event) => {
            const message = JSON.parse(String(event.data)) as RoundMessage;
            if (message.type === 'result' && message.round)
              seat.results.set(message.round.id, performance.now());
            if (message.type === 'payout' && message.roundId)
              seat.payouts.set(message.roundId, performance.now());
          });
          await new Promise<void>((resolve, reject) => {
            socket.addEventListener('open', () => resolve(), { once: true });
            socket.addEventListener('error', () => reject(new Error('socket failed')), {
              once: true,
            });
          });
          return seat;
        }),
      )),
    );
  }
  return out;
}

async function nextBettingRound(seat: Seat): Promise<{ id: string; closesInMs: number }> {
  for (;;) {
    const view = await seat.player.call<{ round: RoundMessage['round']; serverTime: number }>(
      'GET',
      '/api/live/table',
    );
    if (!view.success) throw new Error(JSON.stringify(view));
    const round = view.value.round;
    const left = round ? Date.parse(round.closesAt) - view.value.serverTime : 0;
    if (round?.status === 'betting' && left > 4_000) return { id: round.id, closesInMs: left };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface LiveTableResult {
  members: number;
  rounds: number;
  betsPerSecond: number;
  betP50Ms: number;
  betP99Ms: number;
  failedBets: number;
  payoutMaxMs: number;
  payoutP99Ms: number;
  missedPayouts: number;
  pass: boolean;
}

export async function liveTableBench(server: RunningServer): Promise<LiveTableResult> {
  const table = await seats(server);
  const latencies: number[] = [];
  const burstRates: number[] = [];
  const payoutDelays: number[] = [];
  let failed = 0;
  let missed = 0;
  try {
    for (let r = 0; r < ROUNDS; r += 1) {
      const round = await nextBettingRound(table[0]!);
      const started = performance.now();
      const answers = await Promise.all(
        table.map(async (seat, i) => {
          const sent = performance.now();
          const answer = await seat.player.call('POST', '/api/live/bets', {
            roundId: round.id,
            bets: [{ spot: SPOTS[i % SPOTS.length]!, cents: 100 }],
            key: `bench-${round.id}-${i}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64),
          });
          latencies.push(performance.now() - sent);
          return answer.success;
        }),
      );
      failed += answers.filter((ok) => !ok).length;
      burstRates.push((answers.length / (performance.now() - started)) * 1000);
      // Every member's payout message of this round, timed from the result's arrival.
      const deadline = Date.now() + round.closesInMs + 30_000;
      while (Date.now() < deadline && table.some((seat) => !seat.payouts.has(round.id))) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const firstResult = Math.min(...table.map((seat) => seat.results.get(round.id) ?? Infinity));
      for (const seat of table) {
        const paid = seat.payouts.get(round.id);
        if (paid === undefined || !Number.isFinite(firstResult)) missed += 1;
        else payoutDelays.push(paid - firstResult);
      }
    }
  } finally {
    for (const seat of table) seat.socket.close();
  }
  const result = {
    members: table.length,
    rounds: ROUNDS,
    betsPerSecond: Math.round(percentile(burstRates, 50)),
    betP50Ms: Math.round(percentile(latencies, 50)),
    betP99Ms: Math.round(percentile(latencies, 99)),
    failedBets: failed,
    payoutMaxMs: Math.round(Math.max(0, ...payoutDelays)),
    payoutP99Ms: Math.round(percentile(payoutDelays, 99)),
    missedPayouts: missed,
  };
  return {
    ...result,
    pass: failed === 0 && missed === 0 && result.payoutMaxMs <= PAYOUT_TARGET_MS,
  };
}
