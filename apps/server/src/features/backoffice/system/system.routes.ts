import type { FastifyInstance } from 'fastify';
import {
  BO_SYSTEM_API,
  BoBlockedRanges,
  BoBlockedRangesBody,
  BoMaintenance,
  BoMaintenanceBody,
  BoMerchant,
  BoMerchantBody,
  BoRegistration,
  BoRegistrationBody,
  BoSystemSettings,
  BoWhitelabel,
  BoWhitelabelBody,
} from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import type { AuditEntry } from '../audit.ts';
import { boRead, boWrite } from '../bo-route.ts';
import {
  readSystemSettings,
  writeBlockedRanges,
  writeMaintenance,
  writeMerchant,
  writeRegistration,
  writeWhitelabel,
} from './system-settings.service.ts';

/**
 * The System area (issue 21): the merchant's settings, read with system.read and written with
 * system.write. Each save is audited with the section's values before and after, and drops the
 * app's caches, so the member site's very next request sees it (the status enforcement would
 * otherwise keep the old status for up to SYSTEM_STATUS_CACHE_MS; other instances still do).
 */
export function registerBoSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The audit row of a section's save, or null when the save changed nothing. */
  const saved = <T>(action: string, change: { before: T; after: T }) => {
    const changed = JSON.stringify(change.before) !== JSON.stringify(change.after);
    if (changed) app.caches.invalidate();
    const audit: AuditEntry | null = changed
      ? {
          action,
          targetType: 'merchant',
          targetId: ctx.merchantCode,
          before: change.before,
          after: change.after,
        }
      : null;
    return { value: change.after, audit };
  };

  boRead(
    app,
    {
      url: BO_SYSTEM_API.settings,
      summary: "The merchant's system settings: maintenance, ranges, white label, registration",
      permission: 'system.read',
      response: BoSystemSettings,
    },
    async ({ request }) => readSystemSettings(ctx, request.ip),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_SYSTEM_API.maintenance,
      summary: 'Switches maintenance on or off and sets its message',
      permission: 'system.write',
      body: BoMaintenanceBody,
      response: BoMaintenance,
    },
    async ({ body }) => saved('system.maintenance', await writeMaintenance(ctx, body)),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_SYSTEM_API.blockedRanges,
      summary: 'Replaces the blocked IP ranges',
      permission: 'system.write',
      body: BoBlockedRangesBody,
      response: BoBlockedRanges,
    },
    async ({ body, request }) =>
      saved('system.blocked-ranges', await writeBlockedRanges(ctx, body, request.ip)),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_SYSTEM_API.whitelabel,
      summary: 'Sets the white-label flags, menu values and feature switches',
      permission: 'system.write',
      body: BoWhitelabelBody,
      response: BoWhitelabel,
    },
    async ({ body }) => saved('system.whitelabel', await writeWhitelabel(ctx, body)),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_SYSTEM_API.registration,
      summary: 'Sets the registration methods, settings and field rules',
      permission: 'system.write',
      body: BoRegistrationBody,
      response: BoRegistration,
    },
    async ({ body }) => saved('system.registration', await writeRegistration(ctx, body)),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_SYSTEM_API.merchant,
      summary: "Sets the merchant's name, currency symbol, languages, texts and links",
      permission: 'system.write',
      body: BoMerchantBody,
      response: BoMerchant,
    },
    async ({ body }) => saved('system.merchant', await writeMerchant(ctx, body)),
  );
}
