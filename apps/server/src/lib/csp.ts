import { createHash } from 'node:crypto';

/** The Content-Security-Policy of every response (helmet) and of the SPA shell (with hashes). */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Server-provided announcement HTML may carry style attributes (sanitised by the site).
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** CSP header text, with extra script sources (hashes of the shell's inline scripts). */
export function cspHeader(extraScriptSources: readonly string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => {
      const all = name === 'scriptSrc' ? [...values, ...extraScriptSources] : values;
      return `${kebab(name)} ${all.join(' ')}`;
    })
    .join(';');
}

/**
 * 'sha256-...' sources for the inline <script> blocks of an HTML page, so a small pre-paint
 * script (theme before first render) runs without allowing 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * Headers of JSON API answers. They are never rendered as documents, so the document set (a
 * 250-byte CSP, COOP, X-DNS-Prefetch-Control, ...) only costs bytes on every call a phone
 * makes; what matters is no sniffing, no framing, no cross-site reads, no referrer.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

const API_PREFIX = /^\/(?:wps|lgw|lotto)\//;
/** Server-drawn SVG art is an image a visitor may open on its own: it keeps the document set. */
const ART_PATH = /^\/(?:lgw\/games\/art|wps\/banners\/art|wps\/art)\//;

/** True for the JSON API, false for the site, its files and the SVG art. */
export function isJsonApiPath(url: string): boolean {
  return API_PREFIX.test(url) && !ART_PATH.test(url);
}
