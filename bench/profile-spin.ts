/**
 * Where a spin's time goes: the real server on a fresh database, one funded member spinning
 * at BENCH_SPIN_CONNECTIONS connections for BENCH_DURATION seconds after a short warm-up.
 * Prints spins/s, p50/p99 and the server process's CPU milliseconds per spin (Linux: read from
 * /proc, so a busy neighbour on a shared machine barely moves it, unlike spins/s). PROFILE=1
 * also writes the server's --cpu-prof profile into PROFILE_DIR (default: the OS temp dir).
 * Usage: node bench/profile-spin.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.ts';
import { spinPlayer } from './spin-member.ts';

const connections = Number(process.env.BENCH_SPIN_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 8);
const profileDir = process.env.PROFILE_DIR ?? os.tmpdir();
const CLOCK_TICK_MS = 10;

/** The pid listening on the port, or null where `ss` or /proc are not there. */
function listenerPid(port: string): number | null {
  try {
    const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
    const pid = /pid=(\d+)/.exec(line)?.[1];
    return pid ? Number(pid) : null;
  } catch {
    return null;
  }
}

/** User + system CPU time of a process, in clock ticks. */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const server = await startServer({
  label: 'profile',
  env: {
    LOG_LEVEL: 'error',
    ...(process.env.PROFILE === '1'
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` }
      : {}),
  },
});
try {
  const player = await spinPlayer(server.baseUrl, server.database);
  const options = {
    url: server.baseUrl + player.path,
    method: 'POST' as const,
    connections,
    headers: { cookie: player.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ betCents: player.betCents, idempotencyKey: 'p-[<id>]' }),
    idReplacement: true,
  };
  await autocannon({ ...options, duration: 2 });
  const pid = listenerPid(new URL(server.baseUrl).port);
  const before = pid ? cpuTicks(pid) : 0;
  const result = await autocannon({ ...options, duration });
  const cpu = pid
    ? `, server CPU ${(((cpuTicks(pid) - before) * CLOCK_TICK_MS) / result.requests.total).toFixed(3)} ms/spin`
    : '';
  console.log(
    `${connections} connections: ${Math.round(result.requests.average)} spins/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}${cpu}`,
  );
  if (process.env.PROFILE === '1') console.log(`CPU profile written to ${profileDir} on exit`);
} finally {
  await server.stop();
}
