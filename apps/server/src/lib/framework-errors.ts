import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@app/contracts';
import { failure, sendFailure } from '../errors.ts';
import { API_SECURITY_HEADERS } from './csp.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

/**
 * Fastify answers a few failures before any hook runs: a path parameter over `maxParamLength`
 * (414) and a path that is not valid URL encoding (400). Its own bodies echo the whole URL and
 * carry none of our headers; these answer with our envelope and the API's security headers.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  reply
    .headers(API_SECURITY_HEADERS)
    .header('cache-control', 'no-store')
    .header(REQUEST_ID_HEADER, request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendFailure(request, reply, 414, 'request.uri.too.long');
  }
  return sendFailure(request, reply, 400, 'request.invalid', 'the address is not valid');
}

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; detail?: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'request.headers.too.large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request.invalid', detail: 'timed out' },
};

/**
 * Node's HTTP parser refuses a request before Fastify sees it (headers or query string over
 * 16 KB, a malformed request line, a timeout) and Fastify then writes its own JSON on the
 * socket. This writes our envelope and headers instead. The request's headers were never read,
 * so the message is in the site's default language.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const known = (error.code && CLIENT_ERRORS[error.code]) || {
      status: 400,
      code: 'request.invalid' as const,
      detail: 'malformed request',
    };
    const body = JSON.stringify(failure(known.code, 'PT', known.detail ?? ''));
    const headers = {
      ...API_SECURITY_HEADERS,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
