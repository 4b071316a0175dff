import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../lib/context.ts';
import type { AuditEntry } from '../audit.ts';
import type { WriteResult } from '../bo-route.ts';
import { setVendorEnabled, type Change } from './catalogue.service.ts';

/**
 * The audit row of a catalogue change, or none when nothing changed. A change drops the app's
 * caches, so the member site's next request shows it.
 */
export function auditedChange<T>(
  app: FastifyInstance,
  action: string,
  targetType: string,
  targetId: string | number,
  change: Change<T> | null,
): AuditEntry | null {
  if (!change) return null;
  app.caches.invalidate();
  return { action, targetType, targetId, before: change.before, after: change.after };
}

/**
 * A vendor on or off, audited under `action`: the one switch behind both the catalogue's
 * route (catalogue.write) and the providers' route (providers.write).
 */
export function switchVendor(app: FastifyInstance, ctx: AppContext, action: string) {
  return async ({
    params,
    body,
  }: {
    params: { code: string };
    body: { enabled: boolean };
  }): Promise<WriteResult<{ enabled: boolean }>> => {
    const change = await setVendorEnabled(ctx, params.code, body.enabled);
    return {
      value: { enabled: body.enabled },
      audit: auditedChange(app, action, 'vendor', params.code, change),
    };
  };
}
