import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { askedLanguage } from '../../lib/request-language.ts';
import { z } from 'zod';
import {
  API,
  CustomerServiceList,
  CustomerServiceQuery,
  DownloadLinks,
  MerchantSettings,
  SystemStatus,
  WhitelabelSettings,
} from '@app/contracts';
import { ok, sendFailure } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { merchantLanguage, requestContentLanguage } from '../../lib/content-language.ts';
import { appProfilePlist, MOBILECONFIG_TYPE, readTouchIcon } from './app-profile.ts';
import type { StatusCache } from './enforce-status.ts';
import { findMerchant } from './system.repository.ts';
import { pingDatabase } from './readiness.ts';
import {
  customerService,
  downloadLinks,
  merchantSettings,
  systemStatus,
  whitelabelSettings,
} from './system.service.ts';

const tags = ['system'];

export function registerSystemRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  statusCache?: Pick<StatusCache, 'remember'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.systemStatus,
    {
      schema: {
        tags,
        summary: 'System status: client IP, site info, maintenance and region restriction',
        response: jsonResponses(SystemStatus),
      },
    },
    async (request, reply) => {
      // Never cached anywhere: a status switch must show on the next call.
      reply.header('cache-control', 'no-store');
      // Its fresh read also refreshes what the other calls enforce (decision 032): a site that
      // sees the status lifted is not refused by the calls it then makes.
      return ok(
        await systemStatus(ctx, request.ip, requestContentLanguage(request), (status) =>
          statusCache?.remember(status),
        ),
      );
    },
  );

  r.get(
    API.whitelabel,
    {
      schema: {
        tags,
        summary: 'White-label flags and menu values',
        response: jsonResponses(WhitelabelSettings),
      },
    },
    async () => ok(await whitelabelSettings(ctx)),
  );

  r.get(
    API.consolidatedSettings,
    {
      schema: {
        tags,
        summary: 'Consolidated merchant settings',
        response: jsonResponses(MerchantSettings),
      },
    },
    async (request) => ok(await merchantSettings(ctx, requestContentLanguage(request))),
  );

  r.get(
    API.downloadLinks,
    {
      schema: {
        tags,
        summary: 'Download links by resource type and the mobile template',
        response: jsonResponses(DownloadLinks),
      },
    },
    async (request) => ok(await downloadLinks(ctx, requestContentLanguage(request))),
  );

  // Issue 7 downloads: the demo provisioning profile the seeded MOBILECONFIG link points at.
  r.get(
    API.appProfile,
    {
      compress: false,
      schema: {
        tags,
        summary: 'Demo iOS configuration profile (a web clip of the site), as a download',
        produces: [MOBILECONFIG_TYPE],
      },
    },
    async (request, reply) => {
      const merchant = await findMerchant(ctx.db, ctx.merchantCode);
      if (!merchant) return sendFailure(request, reply, 404, 'merchant.not.found');
      const body = appProfilePlist({
        merchantCode: merchant.code,
        merchantName: merchant.name,
        origin: `${request.protocol}://${request.host}`,
        language: askedLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode)),
        icon: readTouchIcon(ctx.config.WEB_DIST_DIR),
      });
      return reply
        .type(MOBILECONFIG_TYPE)
        .header('cache-control', 'no-cache')
        .header(
          'content-disposition',
          `attachment; filename="${merchant.code.toLowerCase()}.mobileconfig"`,
        )
        .send(body);
    },
  );

  r.get(
    API.customerService,
    {
      schema: {
        tags,
        summary: 'Customer-service link list (paths encrypted, last 8 characters are the key)',
        querystring: CustomerServiceQuery,
        response: jsonResponses(CustomerServiceList),
      },
    },
    async (request) =>
      ok({
        version: { pathList: await customerService(ctx, requestContentLanguage(request)) },
      }),
  );

  r.get(
    API.health,
    {
      schema: {
        tags,
        summary: 'Liveness and database reachability (the orchestrator probes /livez and /readyz)',
        response: jsonResponses(z.object({ status: z.literal('ok') })),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      await pingDatabase(ctx.db);
      return ok({ status: 'ok' as const });
    },
  );
}
