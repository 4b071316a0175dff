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

/** The most the entry script and what it imports statically may weigh, gzip KB (decision 053). */
export const ENTRY_GRAPH_BUDGET_KB = 4;

/**
 * What stands between index.html and the boot screen's first paint: its render-blocking
 * stylesheets (the boot screen has inline styles; any stylesheet link holds the paint back), and
 * the entry script with every chunk it imports statically, which the browser fetches at high
 * priority and evaluates before the entry runs. The entry waits for the boot banner to paint and
 * only then imports the app; a static import of the app's chunk undoes that without a sound.
 */
export async function firstPaintPath(distDir: string) {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const blockingStylesheets = (html.match(/<link\b[^>]*>/g) ?? [])
    .filter((tag) => /rel="?stylesheet"?/.test(tag))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? tag);
  const entry = /<script\b[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const files: Array<{ url: string; gzipBytes: number }> = [];
  const visit = async (url: string) => {
    if (files.some((file) => file.url === url)) return;
    const relative = url.startsWith(BASE) ? url.slice(BASE.length) : url.replace(/^\//, '');
    const code = await readFile(path.join(distDir, relative), 'utf8');
    files.push({ url, gzipBytes: gzipSync(code, { level: 9 }).length });
    // Static imports only: `import ... from "./x.js"` and `import "./x.js"` (not import()).
    for (const match of code.matchAll(
      /\bimport\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
    ))
      await visit(new URL(match[1]!, `http://site${url}`).pathname);
  };
  await visit(entry);
  const gzipKB = files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024;
  return { blockingStylesheets, entryGraph: files, entryGraphKB: gzipKB };
}
