import type { FastifyRequest } from 'fastify';
import { Language } from '@app/contracts';

/**
 * The one reading of the language a request asks for (PT, EN or VI): the `language` query
 * parameter, else the site's language cookie (calls the site sends without the parameter, such
 * as the system status), else Accept-Language. Unsupported values are skipped like absent ones;
 * null means none was asked. Error envelopes default it to PT, our own texts and the lottery to
 * the merchant's default language, and merchant content reads it through
 * `requestContentLanguage` (VI as EN: merchants write PT and EN only).
 */
export function askedLanguage(request: FastifyRequest): Language | null {
  return (
    toLanguage(rawQueryLanguage(request)) ??
    toLanguage(readCookie(request.headers.cookie, LANGUAGE_COOKIE)) ??
    languageFromAcceptLanguage(request.headers['accept-language'])
  );
}

/** The site remembers its language in this cookie (apps/web i18n), values `pt`, `en` or `vi`. */
export const LANGUAGE_COOKIE = 'language';

/** PT, EN or VI in any case; null for anything else. */
export function toLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const parsed = Language.safeParse(value.trim().toUpperCase());
  return parsed.success ? parsed.data : null;
}

/**
 * The `language` query parameter as sent, read from the URL: a route's query schema may not
 * list it (and then strips it from request.query), and an envelope for a query that failed
 * validation still needs it.
 */
export function rawQueryLanguage(request: FastifyRequest): string | null {
  const index = request.url.indexOf('?');
  if (index === -1) return null;
  return new URLSearchParams(request.url.slice(index + 1)).get('language');
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index !== -1 && part.slice(0, index).trim() === name) {
      return part.slice(index + 1).trim();
    }
  }
  return undefined;
}

/** Accept-Language picks the best supported tag by q value; ties keep header order. */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        lang: toLanguage(tag.split('-')[0]),
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0 && entry.lang !== null)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.lang ?? null;
}
