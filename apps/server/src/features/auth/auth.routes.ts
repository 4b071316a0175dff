import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';

/** Captcha, login, logout, session from token, member info, avatar, unread counts. */
export function registerAuthRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
