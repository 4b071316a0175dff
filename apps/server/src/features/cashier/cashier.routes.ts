import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BindPayeeBody,
  CASHIER_API,
  CashierPageQuery,
  ChangeWithdrawPasswordBody,
  ChannelsValue,
  CheckWithdrawPasswordBody,
  CreateDepositBody,
  CreateDepositValue,
  CreateWithdrawalBody,
  CreateWithdrawalValue,
  DepositDetailValue,
  DepositsPage,
  formatAmount,
  GatewayCallbackBody,
  GatewayCallbackValue,
  IdParams,
  Payee,
  PAYMENT_SIGNATURE_HEADER,
  RemovePayeeBody,
  ProviderParams,
  SetWithdrawPasswordBody,
  WithdrawalsPage,
  WithdrawInfo,
} from '@app/contracts';
import { AppError, ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { merchantLanguage, requestContentLanguage } from '../../lib/content-language.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import { handleGatewayCallback, memberGatewayDeposit } from './cashier-decisions.service.ts';
import { createDeposit, depositDetail, listChannels, listDeposits } from './deposits.service.ts';
import {
  bindPayee,
  changeWithdrawPassword,
  checkWithdrawPassword,
  removePayee,
  setWithdrawPassword,
  viewPayee,
} from './payee.service.ts';
import { createWithdrawal, listWithdrawals, withdrawInfo } from './withdrawals.service.ts';
import { paymentSignatureMatches, signPayment, type ProviderRegistry } from './providers.ts';

const tags = ['cashier'];
const noStore = { 'cache-control': 'no-store' };

/** A dummy secret: an unknown provider costs the same HMAC as a known one. */
const NO_SECRET = 'no-such-payment-provider';

/** Member cashier calls (session, real accounts only), the signed gateway callback and dev page. */
export async function registerCashierRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  providers: ProviderRegistry,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Channel names and instructions are merchant texts kept in both site languages.
  const language = async (request: FastifyRequest) =>
    requestContentLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));

  r.get(
    CASHIER_API.channels,
    {
      schema: {
        tags,
        summary: 'Deposit channels with their limits, the payout channel and deposit promotions',
        response: jsonResponses(ChannelsValue),
      },
    },
    async (request) =>
      ok(await listChannels(ctx, requireAuth(request), providers, await language(request))),
  );

  r.post(
    CASHIER_API.deposits,
    {
      schema: {
        tags,
        summary:
          'Creates a pending deposit (manual: with the transfer reference; gateway: answers the payment page URL)',
        body: CreateDepositBody,
        response: jsonResponses(CreateDepositValue),
      },
    },
    async (request) =>
      ok(
        await createDeposit(
          ctx,
          requireAuth(request),
          providers,
          request.body,
          await language(request),
        ),
      ),
  );

  r.get(
    CASHIER_API.deposits,
    {
      schema: {
        tags,
        summary: "The member's deposit records, newest first",
        querystring: CashierPageQuery,
        response: jsonResponses(DepositsPage),
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return ok(
        await listDeposits(ctx, requireAuth(request), request.query, await language(request)),
      );
    },
  );

  r.get(
    CASHIER_API.deposit,
    {
      schema: {
        tags,
        summary: 'One deposit of the member and the balance now (the result page)',
        params: IdParams,
        response: jsonResponses(DepositDetailValue),
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return ok(
        await depositDetail(ctx, requireAuth(request), request.params.id, await language(request)),
      );
    },
  );

  r.get(
    CASHIER_API.withdrawInfo,
    {
      schema: {
        tags,
        summary: 'What the withdraw screen needs: balance, payee, password state, limits',
        response: jsonResponses(WithdrawInfo),
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return ok(await withdrawInfo(ctx, requireAuth(request), await language(request)));
    },
  );

  r.get(
    CASHIER_API.payee,
    {
      schema: {
        tags,
        summary: 'The bound payee account (null when none), account number masked',
        response: jsonResponses(Payee.nullable()),
      },
    },
    async (request) => ok(await viewPayee(ctx, requireAuth(request))),
  );

  r.put(
    CASHIER_API.payee,
    {
      schema: {
        tags,
        summary:
          'Binds (or replaces) the payee account after re-authentication; the holder must be the real name',
        body: BindPayeeBody,
        response: jsonResponses(Payee),
      },
    },
    async (request) => ok(await bindPayee(ctx, requireAuth(request), request.body)),
  );

  r.post(
    CASHIER_API.payeeRemove,
    {
      schema: {
        tags,
        summary: 'Unbinds the payee account (after the withdrawal or login password)',
        body: RemovePayeeBody,
        response: jsonResponses(z.object({ removed: z.boolean() })),
      },
    },
    async (request) => ok({ removed: await removePayee(ctx, requireAuth(request), request.body) }),
  );

  r.post(
    CASHIER_API.withdrawPassword,
    {
      schema: {
        tags,
        summary:
          'Sets the withdrawal password (six digits) when none is set, after the login password',
        body: SetWithdrawPasswordBody,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await setWithdrawPassword(ctx, requireAuth(request), request.body);
      return ok(null);
    },
  );

  r.put(
    CASHIER_API.withdrawPassword,
    {
      schema: {
        tags,
        summary: 'Changes the withdrawal password with the old one',
        body: ChangeWithdrawPasswordBody,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await changeWithdrawPassword(ctx, requireAuth(request), request.body);
      return ok(null);
    },
  );

  r.post(
    CASHIER_API.withdrawPasswordCheck,
    {
      schema: {
        tags,
        summary: 'Checks the withdrawal password (5 wrong tries lock withdrawals for 15 minutes)',
        body: CheckWithdrawPasswordBody,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await checkWithdrawPassword(ctx, requireAuth(request), request.body.password);
      return ok(null);
    },
  );

  r.post(
    CASHIER_API.withdrawals,
    {
      schema: {
        tags,
        summary:
          'Requests a withdrawal: the amount is held at once until the operator pays or rejects it',
        body: CreateWithdrawalBody,
        response: jsonResponses(CreateWithdrawalValue),
      },
    },
    async (request) => ok(await createWithdrawal(ctx, requireAuth(request), request.body)),
  );

  r.get(
    CASHIER_API.withdrawals,
    {
      schema: {
        tags,
        summary: "The member's withdrawal requests with state, time and rejection reason",
        querystring: CashierPageQuery,
        response: jsonResponses(WithdrawalsPage),
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return ok(await listWithdrawals(ctx, requireAuth(request), request.query));
    },
  );

  // The provider callback: its own scope keeps the raw body the signature covers.
  await app.register(async (scope) => {
    const rawBodies = new WeakMap<FastifyRequest, string>();
    const badJson = new WeakSet<FastifyRequest>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        badJson.add(request);
        done(null, undefined);
      }
    });
    scope.addHook('preValidation', async (request) => {
      const name = (request.params as { provider?: unknown }).provider;
      const provider = typeof name === 'string' ? providers.get(name) : undefined;
      const rawBody = rawBodies.get(request) ?? '';
      const presented = request.headers[PAYMENT_SIGNATURE_HEADER];
      const matches = paymentSignatureMatches(
        provider?.secret ?? NO_SECRET,
        rawBody,
        typeof presented === 'string' ? presented : undefined,
      );
      if (!provider || !matches) throw new AppError('vendor.signature.invalid', 401);
      if (badJson.has(request)) throw new AppError('request.invalid', 400, 'body is not JSON');
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      CASHIER_API.gatewayCallback,
      {
        schema: {
          tags,
          summary: 'Payment provider: confirms (or fails) a gateway deposit',
          description: [
            'Called by the payment provider, not by a member: no session. Header',
            '`X-Payment-Signature` = lower-case hex HMAC-SHA256(provider secret, raw body);',
            'a missing or wrong signature answers 401 `vendor.signature.invalid` and',
            'moves nothing. Idempotent by `transactionId`: a repeat answers `replayed: true` and',
            'credits nothing more; an amount other than the deposit’s answers 409.',
          ].join(' '),
          params: ProviderParams,
          body: GatewayCallbackBody,
          response: jsonResponses(GatewayCallbackValue),
        },
      },
      async (request) =>
        ok(await handleGatewayCallback(ctx, request.params.provider, request.body)),
    );
  });

  const dev = providers.get('dev');
  if (!dev) return;
  // The development provider's payment page: a member pays or cancels, the server posts the
  // signed callback as a real provider would, and the browser returns to the site.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.get(
      CASHIER_API.devPay,
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: the dev payment provider’s page for a gateway deposit',
          params: IdParams,
        },
      },
      async (request, reply) => {
        const deposit = await memberGatewayDeposit(ctx, requireAuth(request), request.params.id);
        const amount = formatAmount(Number(deposit.amount_cents));
        const action = CASHIER_API.devPay.replace(':id', String(deposit.id));
        const open = deposit.status === 'pending' || deposit.status === 'expired';
        void reply.headers({ ...noStore, 'content-type': 'text/html; charset=utf-8' });
        return devPage(deposit.id, amount, open ? action : null, deposit.status);
      },
    );
    s.post(
      CASHIER_API.devPay,
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: pays or cancels on the dev payment page',
          params: IdParams,
          body: z.object({ outcome: z.enum(['success', 'failed']) }),
        },
      },
      async (request, reply) => {
        const deposit = await memberGatewayDeposit(ctx, requireAuth(request), request.params.id);
        const rawBody = JSON.stringify({
          depositId: Number(deposit.id),
          transactionId: `dev-${deposit.id}`,
          amountCents: Number(deposit.amount_cents),
          status: request.body.outcome,
        });
        const answer = await app.inject({
          method: 'POST',
          url: CASHIER_API.gatewayCallback.replace(':provider', 'dev'),
          headers: {
            'content-type': 'application/json',
            [PAYMENT_SIGNATURE_HEADER]: signPayment(dev.secret, rawBody),
          },
          payload: rawBody,
        });
        if (answer.statusCode >= 500) throw new AppError('server.error', 500);
        return reply.redirect(`/m/voucherCenter/result?depositId=${deposit.id}`, 303);
      },
    );
  });
}

function devPage(id: number, amount: string, action: string | null, status: string): string {
  const forms = action
    ? `<form method="post" action="${action}"><input type="hidden" name="outcome" value="success"><button type="submit">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="failed"><button type="submit" class="cancel">Cancel payment</button></form>`
    : `<p>This payment is ${status}.</p><p><a href="/m/voucherCenter/result?depositId=${id}">Back to the site</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development payment</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f5f7;color:#1c2230}main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0001}h1{font-size:20px;margin:0 0 8px}.amount{font-size:32px;font-weight:700;margin:16px 0}button{width:100%;padding:14px;margin-top:12px;border:0;border-radius:8px;font-size:16px;background:#1a73e8;color:#fff}button.cancel{background:#e4e6eb;color:#1c2230}small{color:#5f6673}</style></head>
<body><main><h1>Development payment provider</h1><small>Deposit #${id} — no real money moves.</small><p class="amount">${amount}</p>${forms}</main></body></html>`;
}
