import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@app/contracts';
import { messageFor } from './messages.ts';

/** A refusal the provider answers in its envelope, in the player's language. */
export class ProviderError extends Error {
  readonly code: string;
  readonly status: number;
  readonly shown: string | undefined;
  readonly value: unknown;
  constructor(code: string, status: number, shown?: string, value?: unknown) {
    super(code);
    this.name = 'ProviderError';
    this.code = code;
    this.status = status;
    this.shown = shown;
    this.value = value;
  }
}

export const ok = <T>(value: T) => ({ success: true as const, value });

export function sendFailure(
  reply: FastifyReply,
  status: number,
  code: string,
  language: Language,
  shown?: string,
  value?: unknown,
) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({
      success: false,
      errorCode: code,
      message: shown ?? messageFor(code, language),
      ...(value === undefined ? {} : { value }),
    });
}

/** The language a request's refusals use: its game session's, else the default. */
const languages = new WeakMap<FastifyRequest, Language>();
export function useLanguage(request: FastifyRequest, language: Language) {
  languages.set(request, language);
}
export function languageOf(request: FastifyRequest): Language {
  return languages.get(request) ?? DEFAULT_LANGUAGE;
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
