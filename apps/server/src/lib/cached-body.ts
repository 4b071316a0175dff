import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../features/site/static-files.ts';

/** A response body serialized once: the bytes we send and their strong ETag. */
export interface CachedBody {
  /** UTF-8 bytes, encoded once: sending a string would re-encode it on every request. */
  body: Buffer;
  etag: string;
  contentType: string;
  /** Compressed once on first use, then reused by every request that accepts it. */
  compressed: Partial<Record<'br' | 'gzip', Buffer>>;
  bytes: number;
}

/** Below this, compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

export function makeCachedBody(text: string, contentType: string): CachedBody {
  const body = Buffer.from(text, 'utf8');
  const digest = createHash('sha1').update(body).digest('base64url');
  return { body, etag: `"${digest}"`, contentType, compressed: {}, bytes: body.length };
}

function compressedBody(cached: CachedBody, encoding: 'br' | 'gzip'): Buffer {
  let buffer = cached.compressed[encoding];
  if (!buffer) {
    buffer =
      encoding === 'br'
        ? zlib.brotliCompressSync(cached.body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
          })
        : zlib.gzipSync(cached.body, { level: 9 });
    cached.compressed[encoding] = buffer;
  }
  return buffer;
}

/** True when the client's If-None-Match already names this ETag (weak or strong). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** `vary`: request headers (besides Accept-Encoding) the body depends on. */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  cacheControl: string,
  vary: readonly string[] = [],
): FastifyReply {
  reply.header('etag', cached.etag).header('cache-control', cacheControl);
  if (vary.length > 0) reply.header('vary', vary.join(', '));
  if (notModified(request, cached.etag)) return reply.code(304).send();
  reply.type(cached.contentType);
  if (cached.bytes >= COMPRESS_MIN_BYTES) {
    reply.header('vary', ['Accept-Encoding', ...vary].join(', '));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') {
      // Content-Encoding set here makes @fastify/compress leave the body alone.
      return reply.header('content-encoding', encoding).send(compressedBody(cached, encoding));
    }
  }
  // A Buffer is sent as is: Fastify skips schema serialization.
  return reply.send(cached.body);
}

interface Entry {
  value: Promise<CachedBody>;
  expiresAt: number;
}

/**
 * Small TTL + LRU cache of serialized bodies. Concurrent misses share one build (no stampede);
 * a failed build is not kept. `clear()` is the write-side invalidation hook.
 */
export class BodyCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #linked: BodyCache[] = [];

  constructor(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.#now = options.now ?? Date.now;
  }

  get(key: string, build: () => Promise<CachedBody>): Promise<CachedBody> {
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit && (this.#ttlMs === Infinity || hit.expiresAt > now)) {
      // Re-insert to mark as most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    const value = build();
    this.#entries.set(key, { value, expiresAt: now + this.#ttlMs });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.#entries.clear();
    for (const other of this.#linked) other.clear();
  }

  /** Clears `other` whenever this one is cleared: a cache kept apart that goes stale with it. */
  alsoClears(other: BodyCache): void {
    this.#linked.push(other);
  }

  get size(): number {
    return this.#entries.size;
  }
}

export const JSON_TYPE = 'application/json; charset=utf-8';
