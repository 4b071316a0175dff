import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { inlineScriptHashes } from '../../lib/csp.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
  '.ico',
]);
/** Files above this are not kept in memory (none of a normal build is). */
const MAX_CACHED_BYTES = 8 * 1024 * 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

export interface StaticFile {
  type: string;
  etag: string;
  compressible: boolean;
  raw: Buffer;
  variants: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
  mtimeMs: number;
  size: number;
  /** CSP hashes of inline scripts, for HTML files. */
  scriptHashes: string[];
}

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * In-memory cache of the built site. Each file is read once, compressed once per encoding
 * (preferring a `.br`/`.gz` sibling the build may have written) and re-read if it changes.
 */
export class StaticFileCache {
  readonly #files = new Map<string, Promise<StaticFile | null>>();

  /** The file, or null when it is missing or not a regular file. */
  async get(absolutePath: string): Promise<StaticFile | null> {
    const stat = await fs.stat(absolutePath).catch(() => null);
    if (!stat?.isFile()) return null;
    const known = this.#files.get(absolutePath);
    if (known) {
      const file = await known;
      if (file && file.mtimeMs === stat.mtimeMs && file.size === stat.size) return file;
    }
    if (stat.size > MAX_CACHED_BYTES) return this.#load(absolutePath, stat);
    const loading = this.#load(absolutePath, stat);
    this.#files.set(absolutePath, loading);
    loading.catch(() => this.#files.delete(absolutePath));
    return loading;
  }

  async #load(
    absolutePath: string,
    stat: { mtimeMs: number; size: number },
  ): Promise<StaticFile | null> {
    const raw = await fs.readFile(absolutePath);
    const ext = path.extname(absolutePath).toLowerCase();
    return {
      type: contentTypeOf(absolutePath),
      etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
      compressible: COMPRESSIBLE.has(ext) && raw.length > 256,
      raw,
      variants: {},
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      scriptHashes: ext === '.html' ? inlineScriptHashes(raw.toString('utf8')) : [],
    };
  }

  variant(absolutePath: string, file: StaticFile, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const existing = file.variants[encoding];
    if (existing) return existing;
    const sibling = `${absolutePath}${encoding === 'br' ? '.br' : '.gz'}`;
    const made = fs.readFile(sibling).catch(() =>
      encoding === 'br'
        ? brotli(file.raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.raw.length,
            },
          })
        : gzip(file.raw, { level: 9 }),
    );
    file.variants[encoding] = made;
    return made;
  }

  /** Reads and compresses every file up front so the first visitor does not wait for brotli. */
  async warm(root: string): Promise<number> {
    let count = 0;
    const entries = await fs
      .readdir(root, { recursive: true, withFileTypes: true })
      .catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
      const absolutePath = path.join(entry.parentPath, entry.name);
      const file = await this.get(absolutePath);
      if (file?.compressible) {
        await Promise.all([
          this.variant(absolutePath, file, 'br'),
          this.variant(absolutePath, file, 'gzip'),
        ]);
      }
      count += 1;
    }
    return count;
  }
}

/** Picks br, then gzip, honouring q=0 exclusions; identity otherwise. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allowed = (name: string) => {
    const q = accepted.get(name) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return 'identity';
}
