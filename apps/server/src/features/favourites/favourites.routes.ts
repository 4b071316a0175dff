import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';

/** The member's favourite games (issue 5); the routes arrive with the feature. */
export function registerFavouriteRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
