import { z } from 'zod';
import type { Language } from './enums.ts';

/**
 * Stable error codes. The server answers with one of these and a message in the request's
 * language; the site may show its own text for a code. Later features add their codes here.
 */
export const ERROR_CODES = [
  'request.invalid',
  'route.not.found',
  'server.error',
  'rate.limited',
  'auth.required',
  'system.maintenance',
  'system.region.restricted',
  'merchant.not.found',
  'game.not.found',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

type Messages = Record<ErrorCode, string>;

const en: Messages = {
  'request.invalid': 'The request is not valid: {detail}',
  'route.not.found': 'The requested url is empty, please check your request format',
  'server.error': 'Unknown error',
  'rate.limited': 'Too many requests, please try again later',
  'auth.required': 'You are not logged in, please login first',
  'system.maintenance': 'System upgrading, please try again later',
  'system.region.restricted': 'Access restricted in your location',
  'merchant.not.found': 'Merchant not found',
  'game.not.found': 'Game not found',
};

const pt: Messages = {
  'request.invalid': 'O pedido não é válido: {detail}',
  'route.not.found': 'O endereço pedido está vazio, verifique o formato do pedido',
  'server.error': 'Erro desconhecido',
  'rate.limited': 'Demasiados pedidos, tente novamente mais tarde',
  'auth.required': 'Não tem sessão iniciada, inicie sessão primeiro',
  'system.maintenance': 'Sistema em atualização, tente novamente mais tarde',
  'system.region.restricted': 'Acesso restrito na sua localização',
  'merchant.not.found': 'Comerciante não encontrado',
  'game.not.found': 'Jogo não encontrado',
};

const catalogue: Record<'EN' | 'PT', Messages> = { EN: en, PT: pt };

/** The message for a code in a language (VI has no error set, so it reads English). */
export function errorMessage(code: ErrorCode, language: Language, detail = ''): string {
  const messages = language === 'PT' ? catalogue.PT : catalogue.EN;
  return messages[code].replace('{detail}', detail);
}
