import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_PATH, MEDIA_URL_PATTERN } from '@app/contracts/backoffice';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { findImageData } from './media.repository.ts';

/** A content-hashed URL never changes content: cache it for a year, never revalidate. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const MediaParams = z.object({ file: z.string().max(80) });

interface Held {
  body: Buffer;
  contentType: string;
}

/**
 * The public images operators uploaded (decision 044): `/media/<sha256>.<jpg|png>`, outside
 * the API (no session, no status refusal: the maintenance page may show them too). A few
 * recently served ones are kept in memory; the database is the store.
 */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const held = new Map<string, Held>();
  const HELD_MAX = 64;
  app.withTypeProvider<ZodTypeProvider>().get(
    MEDIA_PATH,
    {
      // JPEG and PNG are compressed already.
      compress: false,
      schema: {
        tags: ['media'],
        summary: 'An image uploaded through the back office (content-hashed, immutable)',
        params: MediaParams,
      },
    },
    async (request, reply) => {
      const match = MEDIA_URL_PATTERN.exec(`/media/${request.params.file}`);
      if (!match) throw new AppError('route.not.found', 404);
      const hash = match[1]!;
      let image = held.get(hash);
      if (!image) {
        const row = await findImageData(ctx.db, ctx.merchantCode, hash);
        if (!row || !row.content_type.endsWith(match[2] === 'jpg' ? 'jpeg' : 'png')) {
          throw new AppError('route.not.found', 404);
        }
        image = { body: Buffer.from(row.data), contentType: row.content_type };
        if (held.size >= HELD_MAX) held.delete(held.keys().next().value!);
        held.set(hash, image);
      }
      const etag = `"${hash}"`;
      reply
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(image.contentType).send(image.body);
    },
  );
}
