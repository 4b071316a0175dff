import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE = '/m/';
/** The member site's first-visit JavaScript budget, gzip KB: `npm test` fails above it (decision 052). */
export const INITIAL_JS_BUDGET_KB = 120;

/**
 * The JavaScript a first visit must fetch: the entry script of the built index.html and the
 * landing modules it prefetches (or modulepreloads), each gzipped (level 9, as a
 * static-compression server would).
 */
export async function initialJavaScript(distDir: string) {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = /^<script\b/.test(tag) && /type="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /rel="(modulepreload|prefetch)"/.test(tag);
    const url = /(?:src|href)="([^"]+\.m?js)"/.exec(tag)?.[1];
    if ((isEntry || isPreload) && url) urls.add(url);
  }
  const files = [];
  for (const url of urls) {
    const relative = url.startsWith(BASE) ? url.slice(BASE.length) : url.replace(/^\//, '');
    const content = await readFile(path.join(distDir, relative));
    files.push({ url, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
  }
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, gzipKB: gzipBytes / 1024 };
}
