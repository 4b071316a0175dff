import type { FastifyRequest } from 'fastify';
import type { Language } from '@app/contracts';
import type { ProviderDb } from '../db/database.ts';
import type { GameSessionsTable } from '../db/schema.ts';
import { ProviderError, readCookie, useLanguage } from '../http.ts';
import { SESSION_COOKIE, sessionByToken } from '../sessions.ts';

/**
 * The game session a request's cookie names (looked up once per request), or 401: every game
 * client call, and every socket, belongs to one launched game session.
 */
export function sessionReader(db: ProviderDb) {
  const sessions = new WeakMap<FastifyRequest, GameSessionsTable>();
  return async function sessionOf(request: FastifyRequest): Promise<GameSessionsTable> {
    const known = sessions.get(request);
    if (known) return known;
    const session = await sessionByToken(db, readCookie(request, SESSION_COOKIE));
    if (!session) throw new ProviderError('session.invalid', 401);
    sessions.set(request, session);
    useLanguage(request, session.language as Language);
    return session;
  };
}
