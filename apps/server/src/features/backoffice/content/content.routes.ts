import type { FastifyError, FastifyInstance } from 'fastify';
import {
  BO_CONTENT_API,
  BO_IMAGE_MAX_BYTES,
  BoBanner,
  BoBannerBody,
  BoBannerList,
  BoBannerOrderBody,
  BoContentDeleted,
  BoContentEnabledBody,
  BoIdParams,
  BoImage,
  BoImageList,
  BoPromotion,
  BoPromotionBody,
  BoPromotionList,
  BoPromotionOrderBody,
} from '@app/contracts/backoffice';
import { z } from 'zod';
import { AppError, sendFailure } from '../../../errors.ts';
import { nowMs, type AppContext } from '../../../lib/context.ts';
import { listImages, processImage, storeImage } from '../../media/index.ts';
import type { AuditEntry } from '../audit.ts';
import { boRead, boWrite } from '../bo-route.ts';
import {
  createBoBanner,
  createBoPromotion,
  deleteBoBanner,
  deleteBoPromotion,
  findBoBanner,
  findBoPromotion,
  listBoBanners,
  listBoPromotions,
  orderBoBanners,
  orderBoPromotions,
  setBoBannerEnabled,
  setBoPromotionEnabled,
  updateBoBanner,
  updateBoPromotion,
} from './content.service.ts';

const BoOrdered = z.object({
  items: z.array(z.object({ id: z.number().int(), sequence: z.number().int() })),
});

type MediaRow = Awaited<ReturnType<typeof listImages>>[number];
const toBoImage = (row: MediaRow): BoImage => ({
  id: row.id,
  url: `/media/${row.hash}.${row.content_type === 'image/png' ? 'png' : 'jpg'}`,
  contentType: row.content_type,
  width: row.width,
  height: row.height,
  byteSize: row.byte_size,
  originalName: row.original_name,
  createdAt: row.created_at,
});

/** The file's name as the browser gave it (x-file-name, URI-encoded): a label, never a path. */
function fileNameOf(header: unknown): string {
  if (typeof header !== 'string') return '';
  let name = header;
  try {
    name = decodeURIComponent(header);
  } catch {
    // kept as sent
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return name.replace(/[\u0000-\u001f\u007f/\\]/g, '').slice(0, 200);
}

/**
 * The content area (issue 22, decision 044): banners of every group and promotions, with their
 * languages, schedules, order and images. Reads need content.read, writes content.write; each
 * write is audited with the values before and after and drops the app's caches, so the member
 * site shows it on its next request.
 */
export function registerBoContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const changed = <V>(value: V, audit: AuditEntry): { value: V; audit: AuditEntry | null } => {
    app.caches.invalidate();
    return { value, audit };
  };

  /** Publishing at once and deleting: the same two writes for banners and promotions. */
  const publishAndDelete = (kind: {
    name: 'banner' | 'promotion';
    url: string;
    enabledUrl: string;
    response: typeof BoBanner | typeof BoPromotion;
    setEnabled: (
      id: number,
      enabled: boolean,
    ) => Promise<{ before: BoBanner | BoPromotion; after: BoBanner | BoPromotion }>;
    remove: (id: number) => Promise<BoBanner | BoPromotion>;
  }) => {
    boWrite(
      app,
      ctx,
      {
        url: kind.enabledUrl,
        summary: `Publishes or unpublishes a ${kind.name} at once`,
        permission: 'content.write',
        params: BoIdParams,
        body: BoContentEnabledBody,
        response: kind.response,
      },
      async ({ params, body }) => {
        const { before, after } = await kind.setEnabled(params.id, body.enabled);
        if (before.enabled === after.enabled) return { value: after, audit: null };
        return changed(after, {
          action: `content.${kind.name}.${body.enabled ? 'publish' : 'unpublish'}`,
          targetType: kind.name,
          targetId: params.id,
          before: { enabled: before.enabled },
          after: { enabled: after.enabled },
        });
      },
    );

    boWrite(
      app,
      ctx,
      {
        method: 'DELETE',
        url: kind.url,
        summary: `Deletes a ${kind.name}`,
        permission: 'content.write',
        params: BoIdParams,
        response: BoContentDeleted,
      },
      async ({ params }) => {
        const before = await kind.remove(params.id);
        return changed(
          { id: params.id, deleted: true as const },
          {
            action: `content.${kind.name}.delete`,
            targetType: kind.name,
            targetId: params.id,
            before,
            after: null,
          },
        );
      },
    );
  };

  // ---- Banners

  boRead(
    app,
    {
      url: BO_CONTENT_API.banners,
      summary: 'Every banner of every group, with its languages, images and schedule',
      permission: 'content.read',
      response: BoBannerList,
    },
    async () => ({ banners: await listBoBanners(ctx) }),
  );

  boRead(
    app,
    {
      url: BO_CONTENT_API.banner,
      summary: 'One banner',
      permission: 'content.read',
      params: BoIdParams,
      response: BoBanner,
    },
    async ({ params }) => findBoBanner(ctx, params.id),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_CONTENT_API.banners,
      summary: 'Creates a banner',
      permission: 'content.write',
      body: BoBannerBody,
      response: BoBanner,
    },
    async ({ body }) => {
      const banner = await createBoBanner(ctx, body);
      return changed(banner, {
        action: 'content.banner.create',
        targetType: 'banner',
        targetId: banner.id,
        before: null,
        after: banner,
      });
    },
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_CONTENT_API.bannersOrder,
      summary: "Sets a group's banner order",
      permission: 'content.write',
      body: BoBannerOrderBody,
      response: BoOrdered,
    },
    async ({ body }) => {
      const { before, after } = await orderBoBanners(ctx, body);
      return changed(
        { items: after },
        {
          action: 'content.banner.order',
          targetType: 'banner_group',
          targetId: body.groupName,
          before,
          after,
        },
      );
    },
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_CONTENT_API.banner,
      summary: "Changes a banner's texts, images, link, order or schedule",
      permission: 'content.write',
      params: BoIdParams,
      body: BoBannerBody,
      response: BoBanner,
    },
    async ({ params, body }) => {
      const { before, after } = await updateBoBanner(ctx, params.id, body);
      return changed(after, {
        action: 'content.banner.update',
        targetType: 'banner',
        targetId: params.id,
        before,
        after,
      });
    },
  );

  publishAndDelete({
    name: 'banner',
    url: BO_CONTENT_API.banner,
    enabledUrl: BO_CONTENT_API.bannerEnabled,
    response: BoBanner,
    setEnabled: (id, enabled) => setBoBannerEnabled(ctx, id, enabled),
    remove: (id) => deleteBoBanner(ctx, id),
  });

  // ---- Promotions

  boRead(
    app,
    {
      url: BO_CONTENT_API.promotions,
      summary: 'Every promotion, with its languages, dates, images and schedule',
      permission: 'content.read',
      response: BoPromotionList,
    },
    async () => ({ promotions: await listBoPromotions(ctx) }),
  );

  boRead(
    app,
    {
      url: BO_CONTENT_API.promotion,
      summary: 'One promotion',
      permission: 'content.read',
      params: BoIdParams,
      response: BoPromotion,
    },
    async ({ params }) => findBoPromotion(ctx, params.id),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_CONTENT_API.promotions,
      summary: 'Creates a promotion',
      permission: 'content.write',
      body: BoPromotionBody,
      response: BoPromotion,
    },
    async ({ body }) => {
      const promotion = await createBoPromotion(ctx, body);
      return changed(promotion, {
        action: 'content.promotion.create',
        targetType: 'promotion',
        targetId: promotion.id,
        before: null,
        after: promotion,
      });
    },
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_CONTENT_API.promotionsOrder,
      summary: 'Sets the promotions’ order',
      permission: 'content.write',
      body: BoPromotionOrderBody,
      response: BoOrdered,
    },
    async ({ body }) => {
      const { before, after } = await orderBoPromotions(ctx, body);
      return changed(
        { items: after },
        {
          action: 'content.promotion.order',
          targetType: 'promotion',
          targetId: 'order',
          before,
          after,
        },
      );
    },
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_CONTENT_API.promotion,
      summary: "Changes a promotion's texts, dates, images, order or schedule",
      permission: 'content.write',
      params: BoIdParams,
      body: BoPromotionBody,
      response: BoPromotion,
    },
    async ({ params, body }) => {
      const { before, after } = await updateBoPromotion(ctx, params.id, body);
      return changed(after, {
        action: 'content.promotion.update',
        targetType: 'promotion',
        targetId: params.id,
        before,
        after,
      });
    },
  );

  publishAndDelete({
    name: 'promotion',
    url: BO_CONTENT_API.promotion,
    enabledUrl: BO_CONTENT_API.promotionEnabled,
    response: BoPromotion,
    setEnabled: (id, enabled) => setBoPromotionEnabled(ctx, id, enabled),
    remove: (id) => deleteBoPromotion(ctx, id),
  });

  // ---- Images

  boRead(
    app,
    {
      url: BO_CONTENT_API.images,
      summary: 'The most recent uploaded images',
      permission: 'content.read',
      response: BoImageList,
    },
    async () => ({ images: (await listImages(ctx.db, ctx.merchantCode, 60)).map(toBoImage) }),
  );

  // The upload's body is the file itself (any content type: the bytes are judged, not the
  // header). Its parser and size limit live in this scope only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: BO_IMAGE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendFailure(request, reply, 413, 'bo.image.too.large', '5 MB');
      }
      throw error;
    });
    boWrite(
      scope,
      ctx,
      {
        url: BO_CONTENT_API.images,
        summary: 'Uploads an image (PNG, JPEG, WebP or GIF; at most 5 MB): stored resized',
        permission: 'content.write',
        response: BoImage,
      },
      async ({ request, operator }) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new AppError('bo.image.type', 415);
        const image = await processImage(body);
        const row = await storeImage(ctx.db, ctx.merchantCode, image, {
          originalName: fileNameOf(request.headers['x-file-name']),
          createdAt: new Date(nowMs(ctx)).toISOString(),
          createdBy: operator.operatorId,
        });
        const stored = toBoImage(row);
        const { id: _id, ...described } = stored;
        return {
          value: stored,
          audit: {
            action: 'content.image.upload',
            targetType: 'media_image',
            targetId: stored.id,
            before: null,
            after: { ...described, inputBytes: body.length },
          },
        };
      },
    );
  });
}
