import type { FastifyInstance } from 'fastify';
import {
  BO_PROVIDERS_API,
  BoProviderList,
  BoProviderVendorBody,
  BoProviderVendorParams,
  BoReconcileQuery,
  BoReconcileValue,
  BoRotateSecretBody,
  BoRotateSecretValue,
} from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import { reconcile } from '../../vendor-wallet/reconciliation.ts';
import { boRead, boWrite } from '../bo-route.ts';
import { switchVendor } from '../games/catalogue-audit.ts';
import { listProviders, rotateSecret } from './providers.service.ts';

/**
 * The back office's providers area (issue 22, decision 045): read with providers.read (admin,
 * risk), written with providers.write (admin). A rotation answers the new secret once; its
 * audit row holds fingerprints only. The reconciliation only reads: a GET, no audit row.
 */
export function registerBoProvidersRoutes(app: FastifyInstance, ctx: AppContext): void {
  boRead(
    app,
    {
      url: BO_PROVIDERS_API.list,
      summary: 'The game providers and their vendors, with each secret’s fingerprint',
      permission: 'providers.read',
      response: BoProviderList,
    },
    async () => listProviders(ctx),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_PROVIDERS_API.vendor,
      summary: 'A provider’s vendor on or off (the catalogue’s switch)',
      permission: 'providers.write',
      params: BoProviderVendorParams,
      body: BoProviderVendorBody,
      response: BoProviderVendorBody,
    },
    switchVendor(app, ctx, 'providers.vendor.enabled'),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_PROVIDERS_API.rotate,
      summary: 'A new secret for the vendor; the old one accepted for the overlap',
      permission: 'providers.write',
      params: BoProviderVendorParams,
      body: BoRotateSecretBody,
      response: BoRotateSecretValue,
    },
    async ({ params, body }) => {
      const rotation = await rotateSecret(ctx, params.code, body.overlapHours);
      return {
        value: {
          vendorCode: params.code,
          secret: rotation.secret,
          fingerprint: rotation.fingerprint,
          previousUntil: rotation.previousUntil,
          deliveredToProvider: rotation.deliveredToProvider,
        },
        // Fingerprints only: no secret ever reaches the audit log.
        audit: {
          action: 'providers.secret.rotate',
          targetType: 'vendor',
          targetId: params.code,
          before: { fingerprint: rotation.previousFingerprint },
          after: {
            fingerprint: rotation.fingerprint,
            previousUntil: rotation.previousUntil,
            overlapHours: body.overlapHours,
            deliveredToProvider: rotation.deliveredToProvider,
          },
          reason: body.reason,
        },
      };
    },
  );

  boRead(
    app,
    {
      url: BO_PROVIDERS_API.reconcile,
      summary: 'Reconciles the provider’s wallet calls with ours for a period',
      permission: 'providers.read',
      querystring: BoReconcileQuery,
      response: BoReconcileValue,
    },
    async ({ query }) => reconcile(ctx, query),
  );
}
