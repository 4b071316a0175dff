import { accessSync, constants } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

/**
 * What the multi-instance test and `npm run bench:cluster` need besides PostgreSQL (decision
 * 063): HAProxy from the operating system's packages, and a Redis server. CI installs both
 * (.ci/run); `npm test` looks for them before it runs the cluster test and, outside CI, leaves
 * the test out with the reason when one is missing.
 */

export const CLUSTER_INSTALL_HINT =
  'Install them with `sudo apt-get install haproxy redis-server` (Debian/Ubuntu) and start Redis ' +
  '(`redis-server --daemonize yes`), or point HAPROXY_PATH at an haproxy binary and ' +
  'TEST_REDIS_URL at a Redis server.';

/** Where the tests' Redis is (the server tests' event bus uses the same variable). */
export function testRedisUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** HAPROXY_PATH, then Debian's /usr/sbin/haproxy, then `haproxy` on PATH; null when none. */
export function findHaproxy(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.HAPROXY_PATH?.trim();
  if (configured) return isExecutable(configured) ? configured : null;
  const candidates = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'];
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir) candidates.push(path.join(dir, 'haproxy'));
  }
  return candidates.find(isExecutable) ?? null;
}

type Reply = string | number | null | Reply[] | Error;

/**
 * A few commands on a Redis server over RESP (PING, SCAN, DEL): what the harness needs to check
 * that Redis answers and to remove the keys of a run, without a client library of its own.
 */
export async function redisCommands(url: string, commands: string[][]): Promise<Reply[]> {
  const target = new URL(url);
  const db = Number(target.pathname.slice(1) || 0);
  const all = [...(db ? [['SELECT', String(db)]] : []), ...commands];
  const socket = connect({ host: target.hostname, port: Number(target.port || 6379) });
  socket.setTimeout(3_000);
  let buffer = Buffer.alloc(0);
  const replies: Reply[] = [];
  /** Parses one reply at `at`; null while it is not all there. */
  const parse = (at: number): [Reply, number] | null => {
    const end = buffer.indexOf('\r\n', at);
    if (end < 0) return null;
    const type = String.fromCharCode(buffer[at]!);
    const line = buffer.toString('utf8', at + 1, end);
    const next = end + 2;
    if (type === '+') return [line, next];
    if (type === '-') return [new Error(line), next];
    if (type === ':') return [Number(line), next];
    if (type === '$') {
      const length = Number(line);
      if (length < 0) return [null, next];
      if (buffer.length < next + length + 2) return null;
      return [buffer.toString('utf8', next, next + length), next + length + 2];
    }
    if (type === '*') {
      const count = Number(line);
      if (count < 0) return [null, next];
      const items: Reply[] = [];
      let position = next;
      for (let i = 0; i < count; i += 1) {
        const item = parse(position);
        if (!item) return null;
        items.push(item[0]);
        position = item[1];
      }
      return [items, position];
    }
    throw new Error(`unexpected Redis reply type ${type}`);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('timeout', () => reject(new Error(`Redis at ${target.host} did not answer`)));
      socket.on('data', (chunk: Buffer) => {
        buffer = Buffer.concat([buffer, chunk]);
        for (let parsed = parse(0); parsed; parsed = parse(0)) {
          replies.push(parsed[0]);
          buffer = buffer.subarray(parsed[1]);
        }
        if (replies.length >= all.length) resolve();
      });
      socket.once('connect', () => {
        for (const command of all) {
          socket.write(
            `*${command.length}\r\n` +
              command.map((part) => `$${Buffer.byteLength(part)}\r\n${part}\r\n`).join(''),
          );
        }
      });
    });
  } finally {
    socket.destroy();
  }
  const answers = replies.slice(db ? 1 : 0);
  const failed = replies.find((reply) => reply instanceof Error);
  if (failed) throw failed;
  return answers;
}

/** Null when Redis answers PING at `url`, else why not. */
export async function redisProblem(url: string): Promise<string | null> {
  try {
    const [pong] = await redisCommands(url, [['PING']]);
    return pong === 'PONG' ? null : `Redis at ${url} answered ${String(pong)} to PING`;
  } catch (error) {
    return `no Redis answers at ${url} (${(error as Error).message})`;
  }
}

/** Deletes every key of `url`'s database whose name starts with `prefix`; answers how many. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor = '0';
  do {
    const [reply] = await redisCommands(url, [
      ['SCAN', cursor, 'MATCH', `${prefix}*`, 'COUNT', '1000'],
    ]);
    const [next, keys] = reply as [string, string[]];
    cursor = next;
    if (keys.length > 0) {
      const [count] = await redisCommands(url, [['DEL', ...keys]]);
      deleted += Number(count);
    }
  } while (cursor !== '0');
  return deleted;
}

/** What is missing for the cluster test and bench: an empty list when nothing is. */
export async function clusterToolsMissing(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const missing: string[] = [];
  if (!findHaproxy(env)) {
    missing.push(
      env.HAPROXY_PATH
        ? `HAPROXY_PATH=${env.HAPROXY_PATH} is not an executable file`
        : 'no haproxy (HAPROXY_PATH unset, none in /usr/sbin or on PATH)',
    );
  }
  const redis = await redisProblem(testRedisUrl(env));
  if (redis) missing.push(redis);
  return missing;
}
