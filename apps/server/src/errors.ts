import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage, formatAmount, numberLocale, type Language } from '@app/contracts';
import { askedLanguage } from './lib/request-language.ts';
import { UNMATCHED_ROUTE } from './lib/metrics.ts';
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

/**
 * An instant named in an error's text (when a limit resets, until when a break lasts): written
 * in the member's language and the merchant's time zone when the envelope is built, ISO in logs.
 */
export class DateTimeDetail {
  readonly iso: string;
  readonly timeZone: string;
  constructor(iso: string, timeZone: string) {
    this.iso = iso;
    this.timeZone = timeZone;
  }
  toString(): string {
    return this.iso;
  }
  format(language: Language): string {
    return new Intl.DateTimeFormat(numberLocale(language), {
      timeZone: this.timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(this.iso));
  }
}

export function dateTimeDetail(iso: string, timeZone: string): DateTimeDetail {
  return new DateTimeDetail(iso, timeZone);
}

export type ErrorDetail = string | AmountDetail | DateTimeDetail;

function detailText(detail: ErrorDetail, language: Language): string {
  if (detail instanceof DateTimeDetail) return detail.format(language);
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

/** The request's language for our envelope's message (lib/request-language.ts), else PT. */
export function requestLanguage(request: FastifyRequest): Language {
  return askedLanguage(request) ?? 'PT';
}

export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail: ErrorDetail = '',
  value?: unknown,
): FastifyReply {
  request.server.metrics?.httpErrors.inc({
    route: request.routeOptions.url ?? UNMATCHED_ROUTE,
    error_code: code,
  });
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(failure(code, requestLanguage(request), detail, value));
}
