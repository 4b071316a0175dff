import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../lib/context.ts';

/** A member's player-protection tools and their history, read-only (issue 23, decision 048). */
export function registerBoMemberProtectionRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
