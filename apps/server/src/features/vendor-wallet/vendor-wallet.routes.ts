import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VendorBalanceBody,
  VendorBalanceValue,
  VendorCreditBody,
  VendorDebitBody,
  VendorPathParams,
  VendorRollbackBody,
  VendorSignedHeaders,
  VendorTransactionValue,
  VendorLaunchVerifyBody,
  VendorLaunchVerifyValue,
} from '@app/contracts';
import { AppError, ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { statusClass } from '../../lib/metrics.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { signatureMatches, timestampIsFresh } from '@app/contracts/signing';
import { verifyLaunchToken } from './launch-tokens.ts';
import {
  vendorBalance,
  vendorCredit,
  vendorDebit,
  vendorRollback,
} from './vendor-wallet.service.ts';

const tags = ['vendor-wallet'];

const SIGNING = [
  'Called by an external game vendor (seamless wallet), not by a member: no session cookie.',
  'Authenticated per vendor: header `X-Vendor-Timestamp` (Unix seconds, within +-300 s of the',
  'server clock) and header `X-Signature` = lower-case hex HMAC-SHA256(vendor secret,',
  '`${X-Vendor-Timestamp}.${raw request body}`), compared in constant time. A missing or wrong',
  'signature, a stale timestamp or an unknown or disabled vendor answers 401',
  '`vendor.signature.invalid` and moves nothing. Each vendor’s secret is generated when an operator',
  'sets it up (`npm run vendor -- add`) and shown only then. Amounts are integer cents.',
].join(' ');

const IDEMPOTENT = [
  'Keyed by the vendor’s `transactionId`: a repeated call answers the stored first answer and',
  'moves nothing; the same id with a different body answers 409 `ledger.idempotency.conflict`.',
  'A refused call moves nothing and stores no answer; its id may be retried with the same body',
  'only. An amount above the server’s VENDOR_MAX_AMOUNT_CENTS answers 422',
  '`vendor.amount.above.max` (above the contract’s absolute ceiling: 400 `request.invalid`).',
].join(' ');

/** The metrics' name of each wallet route (decision 060). */
const WALLET_OPERATIONS: Readonly<Record<string, string>> = {
  [API.vendorWalletBalance]: 'balance',
  [API.vendorWalletDebit]: 'debit',
  [API.vendorWalletCredit]: 'credit',
  [API.vendorWalletRollback]: 'rollback',
  [API.vendorLaunchVerify]: 'launch-verify',
};

/** A dummy secret: an unknown vendor costs the same HMAC as a known one. */
const NO_SECRET = 'no-such-vendor';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The seamless wallet routes external game vendors call. They are on the open list (no member
 * session) and authenticate by signature instead, in a scope of their own whose JSON parser
 * keeps the raw body the signature covers (other routes parse JSON as usual).
 */
export async function registerVendorWalletRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await app.register(async (scope) => {
    const rawBodies = new WeakMap<FastifyRequest, string>();
    const badJson = new WeakSet<FastifyRequest>();
    const vendors = new WeakMap<FastifyRequest, string>();

    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      rawBodies.set(request, text);
      try {
        done(null, JSON.parse(text));
      } catch {
        // Answered after the signature check: an unsigned caller learns nothing.
        badJson.add(request);
        done(null, undefined);
      }
    });

    // preValidation: after the body is read, before it is validated, so an unsigned call
    // answers 401 whatever it sent.
    scope.addHook('preValidation', async (request) => {
      const refuse = () => new AppError('vendor.signature.invalid', 401);
      const vendorCode = (request.params as { vendorCode?: unknown }).vendorCode;
      const rawBody = rawBodies.get(request);
      const timestamp = header(request, VENDOR_TIMESTAMP_HEADER);
      if (
        // The code is looked up before the schema runs: only a well-formed one reaches the query.
        typeof vendorCode !== 'string' ||
        !VendorPathParams.shape.vendorCode.safeParse(vendorCode).success ||
        rawBody === undefined ||
        timestamp === undefined ||
        !timestampIsFresh(timestamp, Date.now())
      ) {
        throw refuse();
      }
      const credential = await ctx.db
        .selectFrom('vendor_credentials')
        // Every column: a database one step behind (before migration 034) still verifies.
        .selectAll()
        .where('vendor_code', '=', vendorCode)
        .executeTakeFirst();
      const usable =
        credential !== undefined &&
        credential.active === 1 &&
        !(credential.demo === 1 && ctx.config.NODE_ENV === 'production');
      const presented = header(request, VENDOR_SIGNATURE_HEADER);
      const matches =
        signatureMatches(usable ? credential.secret : NO_SECRET, timestamp, rawBody, presented) ||
        // During a rotation's overlap the previous secret still counts (decision 045).
        (usable &&
          credential.previous_secret != null &&
          credential.previous_until != null &&
          Date.parse(credential.previous_until) > Date.now() &&
          signatureMatches(credential.previous_secret, timestamp, rawBody, presented));
      if (!usable || !matches) throw refuse();
      vendors.set(request, credential.vendor_code);
      if (badJson.has(request)) throw new AppError('request.invalid', 400, 'body is not JSON');
    });

    // Per vendor and operation for the metrics (decision 060): the HTTP figures have the route
    // but not whose calls they were. Only a vendor whose signature held is named: an
    // unsigned caller cannot make up label values.
    const metrics = ctx.metrics;
    if (metrics) {
      scope.addHook('onResponse', (request, reply, done) => {
        metrics.vendorWalletCalls.inc({
          vendor: vendors.get(request) ?? 'unverified',
          operation: WALLET_OPERATIONS[request.routeOptions.url ?? ''] ?? 'other',
          status_class: statusClass(reply.statusCode),
        });
        done();
      });
    }

    const vendorOf = (request: FastifyRequest): string => {
      const code = vendors.get(request);
      if (!code) throw new AppError('vendor.signature.invalid', 401);
      return code;
    };

    const r = scope.withTypeProvider<ZodTypeProvider>();
    const common = { tags, params: VendorPathParams, headers: VendorSignedHeaders };

    r.post(
      API.vendorWalletBalance,
      {
        schema: {
          ...common,
          summary: 'Vendor: the player’s balance',
          description: `${SIGNING} Identifies the player by session token or player id.`,
          body: VendorBalanceBody,
          response: jsonResponses(VendorBalanceValue),
        },
      },
      async (request) => ok(await vendorBalance(ctx, vendorOf(request), request.body)),
    );

    r.post(
      API.vendorWalletDebit,
      {
        schema: {
          ...common,
          summary: 'Vendor: a bet (member -> vendor)',
          description: `${SIGNING} ${IDEMPOTENT} Needs the live session token of the launch (403 \`vendor.session.invalid\` otherwise). Opens the round \`roundId\` of this vendor and player (or adds to its stakes). A bet whose \`transactionId\` a rollback named before it arrived is refused (409 \`vendor.bet.rolled.back\`). Without the funds it answers 409 \`wallet.insufficient.funds\` with value \`{ balanceCents }\` and moves nothing.`,
          body: VendorDebitBody,
          response: jsonResponses(VendorTransactionValue),
        },
      },
      async (request) => ok(await vendorDebit(ctx, vendorOf(request), request.body)),
    );

    r.post(
      API.vendorWalletCredit,
      {
        schema: {
          ...common,
          summary: 'Vendor: a win (vendor -> member)',
          description: `${SIGNING} ${IDEMPOTENT} Accepted after the player’s session ended (player id or the launch token). The round \`roundId\` must have a debit of this vendor for this player (409 \`vendor.round.unknown\`; also when \`betTransactionId\` names no bet of this player and round), and the round’s credits may total at most its stakes (debits not rolled back) times the vendor’s declared maximum multiplier (409 \`vendor.credit.exceeds.round\` with value \`{ roundStakeCents, roundCreditCents, maxMultiplier, remainingCents }\`). An amount of 0 closes a losing round and moves nothing; it still needs the round. No promotional win is offered through this call.`,
          body: VendorCreditBody,
          response: jsonResponses(VendorTransactionValue),
        },
      },
      async (request) => ok(await vendorCredit(ctx, vendorOf(request), request.body)),
    );

    r.post(
      API.vendorLaunchVerify,
      {
        schema: {
          ...common,
          summary: 'Provider: consume a launch token',
          description: `${SIGNING} Called once by the game provider when the operator launches one of this vendor's games: the one-time launch token (2 minutes) is spent and names the player, currency, language, game and mode. Unknown, expired, used or another vendor's token: 404 \`vendor.launch.invalid\`. The token then identifies the player in this vendor's wallet calls; a debit needs the member session that launched it to be live.`,
          body: VendorLaunchVerifyBody,
          response: jsonResponses(VendorLaunchVerifyValue),
        },
      },
      async (request) => ok(await verifyLaunchToken(ctx, vendorOf(request), request.body)),
    );

    r.post(
      API.vendorWalletRollback,
      {
        schema: {
          ...common,
          summary: 'Vendor: reverse a bet (vendor -> member)',
          description: `${SIGNING} ${IDEMPOTENT} Reverses the bet of this vendor named by \`betTransactionId\` once, whatever rollback id asks: \`status\` is \`ok\`, \`already_rolled_back\` (nothing moved) or \`not_found\` (no such bet, nothing moved; the bet id is cancelled, so the bet arriving later is refused). The player must be the bet’s, and \`roundId\`, when given, the bet’s round (409 \`vendor.rollback.mismatch\`). A bet whose round already has a credit (even of 0) is not reversed (409 \`vendor.rollback.round.settled\`). Accepted after the session ended.`,
          body: VendorRollbackBody,
          response: jsonResponses(VendorTransactionValue),
        },
      },
      async (request) => ok(await vendorRollback(ctx, vendorOf(request), request.body)),
    );
  });
}
