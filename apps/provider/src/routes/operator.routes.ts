import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  PROVIDER_API,
  ProviderLaunchBody,
  ProviderRotateSecretBody,
  ProviderTransactionsBody,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VendorLaunchVerifyValue,
  type ProviderTransaction,
} from '@app/contracts';
import { signatureMatches, timestampIsFresh } from '@app/contracts/signing';
import { brandSecret, brandSecrets, rotateBrandSecret } from '../brands.ts';
import { inTransaction } from '../db/database.ts';
import { fitsLimits } from '../play/game-kind.ts';
import { keepFreeRoundsGrant, takesFreeRounds } from '../play/free-rounds.ts';
import { jackpotPools } from '../play/jackpot-pool.ts';
import { ok, ProviderError } from '../http.ts';
import { createGameSession } from '../sessions.ts';
import type { ProviderContext } from '../context.ts';

const NO_SECRET = 'no-such-brand';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Whether the launched game takes free rounds at this bet: a slot, at a bet it plays. Another
 * game, or a bet the title cannot take, leaves the grant out; the game still opens.
 */
function freeRoundsFit(ctx: ProviderContext, gameCode: string, betCents: number): boolean {
  const limits = ctx.games.limits(gameCode);
  return (
    takesFreeRounds(ctx.games.kind(gameCode)) && limits !== null && fitsLimits(limits, betCents)
  );
}

/** The longest overlap of a rotation (the back office offers 0 to 168 hours). */
const MAX_OVERLAP_MS = 168 * 3_600_000;

/**
 * What the operator's server calls (signed with the brand's secret, the wallet's scheme): the
 * launch and the transactions of a period for reconciliation. And the public jackpot pools.
 */
export async function registerOperatorRoutes(app: FastifyInstance, ctx: ProviderContext) {
  app.get(PROVIDER_API.jackpots, async () => {
    const pools = await jackpotPools(ctx.db);
    return ok({
      pools: pools.map((pool) => ({
        vendorCode: pool.brand,
        poolCents: pool.pool_cents,
        currency: pool.currency,
      })),
    });
  });

  await app.register(async (scope) => {
    const rawBodies = new WeakMap<FastifyRequest, string>();
    /** The secret a call was signed with (the current one, or the previous during an overlap). */
    const signedWith = new WeakMap<FastifyRequest, string>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, undefined);
      }
    });
    // Before validation: an unsigned caller learns nothing about the body it sent.
    scope.addHook('preValidation', async (request) => {
      const brand = (request.body as { vendorCode?: unknown } | undefined)?.vendorCode;
      const raw = rawBodies.get(request);
      const timestamp = header(request, VENDOR_TIMESTAMP_HEADER);
      const secrets =
        typeof brand === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(brand)
          ? await brandSecrets(ctx.db, brand)
          : [];
      const presented = header(request, VENDOR_SIGNATURE_HEADER);
      // Every candidate is checked (no early exit), so timing tells nothing of which matched.
      let secret: string | undefined;
      for (const candidate of secrets.length > 0 ? secrets : [NO_SECRET]) {
        if (signatureMatches(candidate, timestamp ?? '', raw ?? '', presented))
          secret ??= candidate;
      }
      if (
        secrets.length === 0 ||
        !secret ||
        raw === undefined ||
        !timestampIsFresh(timestamp, Date.now())
      ) {
        throw new ProviderError('signature.invalid', 401);
      }
      signedWith.set(request, secret);
    });

    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(PROVIDER_API.launch, { schema: { body: ProviderLaunchBody } }, async (request) => {
      const launch = request.body;
      if (!ctx.games.byCode(launch.gameCode, launch.vendorCode)) {
        throw new ProviderError('game.unavailable', 404);
      }
      const secret = (await brandSecret(ctx.db, launch.vendorCode))!;
      // The one check of the launch token with the operator: who plays, in what mode.
      const raw = JSON.stringify({ launchToken: launch.launchToken });
      const verified = await ctx.client.call(
        launch.vendorCode,
        secret,
        API.vendorLaunchVerify,
        raw,
        VendorLaunchVerifyValue,
      );
      if (verified.kind !== 'ok') throw new ProviderError('launch.invalid', 403);
      const v = verified.value;
      if (
        v.playerId !== launch.playerId ||
        v.gameCode !== launch.gameCode ||
        v.mode !== launch.mode
      ) {
        throw new ProviderError('launch.invalid', 403);
      }
      const { code } = await inTransaction(ctx.db, async (trx) => {
        const opened = await createGameSession(trx, launch, v);
        const grant = launch.freeRounds;
        if (grant && v.mode === 'real' && freeRoundsFit(ctx, v.gameCode, grant.betCents)) {
          await keepFreeRoundsGrant(trx, {
            brand: launch.vendorCode,
            playerId: v.playerId,
            gameCode: v.gameCode,
            grant,
            now: new Date(),
          });
        }
        return opened;
      });
      return ok({ url: new URL(`/play/${code}`, ctx.config.PROVIDER_PUBLIC_URL).toString() });
    });

    // The operator's new secret (decision 045): the one that signed this call stays accepted
    // until previousUntil; the new one signs our calls at once.
    r.post(
      PROVIDER_API.rotateSecret,
      { schema: { body: ProviderRotateSecretBody } },
      async (request) => {
        const { vendorCode, secret, previousUntil } = request.body;
        const previous = signedWith.get(request)!;
        // Only the current secret chooses the next one: a leaked old secret, still accepted
        // while an overlap lasts, must not be able to rotate the brand to a secret of its own.
        if (previous !== (await brandSecret(ctx.db, vendorCode))) {
          throw new ProviderError('signature.invalid', 401);
        }
        // And it cannot keep itself alive: the overlap is at most the operator's longest.
        if (Date.parse(previousUntil) > Date.now() + MAX_OVERLAP_MS) {
          throw new ProviderError('action.invalid', 409);
        }
        await rotateBrandSecret(ctx.db, vendorCode, { secret, previous, previousUntil });
        return ok({ rotated: true });
      },
    );

    r.post(
      PROVIDER_API.transactions,
      { schema: { body: ProviderTransactionsBody } },
      async (request) => {
        const { vendorCode, from, to } = request.body;
        const rows = await ctx.db
          .selectFrom('wallet_calls')
          .selectAll()
          .where('brand', '=', vendorCode)
          .where('created_at', '>=', new Date(from).toISOString())
          .where('created_at', '<', new Date(to).toISOString())
          .orderBy('created_at')
          .execute();
        const transactions: ProviderTransaction[] = rows.map((row) => ({
          transactionId: row.transaction_id,
          kind: row.kind,
          roundId: row.round_id,
          playerId: row.player_id,
          amountCents: row.amount_cents,
          betTransactionId: row.bet_transaction_id,
          state: row.state,
          createdAt: row.created_at,
        }));
        return ok({ transactions });
      },
    );
  });
}
