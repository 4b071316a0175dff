import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage, formatAmount, Language, numberLocale } from '@app/contracts';
import type { ErrorCode, ErrorEnvelope, OkEnvelope } from '@app/contracts';

/**
 * An amount named in an error's text: written the member's way when the envelope is built (one
 * money format, decision 034), "1234.50" in logs and operator commands.
 */
export class AmountDetail {
  readonly cents: number;
  constructor(cents: number) {
    this.cents = cents;
  }
  toString(): string {
    return formatAmount(this.cents);
  }
}

export function amountDetail(cents: number): AmountDetail {
  return new AmountDetail(cents);
}

export type ErrorDetail = string | AmountDetail;

function detailText(detail: ErrorDetail, language: Language): string {
  return detail instanceof AmountDetail
    ? formatAmount(detail.cents, numberLocale(language))
    : detail;
}

/** An error we mean to show: a stable code, an HTTP status and an optional detail for the text. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: ErrorDetail;
  readonly value: unknown;
  constructor(code: ErrorCode, status: number, detail: ErrorDetail = '', value?: unknown) {
    super(`${code}${detail ? `: ${detail}` : ''}`);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.detail = detail;
    this.value = value;
  }
}

export function ok<T>(value: T): OkEnvelope<T> {
  return { success: true, value };
}

export function failure(
  code: ErrorCode,
  language: Language,
  detail: ErrorDetail = '',
  value?: unknown,
): ErrorEnvelope {
  const envelope: ErrorEnvelope = {
    success: false,
    errorCode: code,
    message: errorMessage(code, language, detailText(detail, language)),
  };
  if (value !== undefined) envelope.value = value;
  return envelope;
}

const SUPPORTED = new Set<string>(Language.options);

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
        lang: tag.split('-')[0]!.toUpperCase(),
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0 && SUPPORTED.has(entry.lang))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.lang as Language | undefined) ?? null;
}

/** The site's `language` cookie (apps/web i18n mirrors the member's choice into it). */
const LANGUAGE_COOKIE = /(?:^|;\s*)language=([^;]*)/;

/**
 * The request's language: `language` query, else the site's language cookie, else
 * Accept-Language, else PT (spec default).
 */
export function requestLanguage(request: FastifyRequest): Language {
  // Read the raw query: this also runs for requests whose query failed validation.
  const raw = (request.query as Record<string, unknown> | undefined)?.language;
  if (typeof raw === 'string' && SUPPORTED.has(raw.toUpperCase())) {
    return raw.toUpperCase() as Language;
  }
  const cookie = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1]
    ?.trim()
    .toUpperCase();
  if (cookie && SUPPORTED.has(cookie)) return cookie as Language;
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? 'PT';
}

export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail: ErrorDetail = '',
  value?: unknown,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(failure(code, requestLanguage(request), detail, value));
}
