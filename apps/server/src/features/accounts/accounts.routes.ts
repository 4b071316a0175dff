import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { askedLanguage } from '../../lib/request-language.ts';
import { z } from 'zod';
import {
  AffiliateCheckBody,
  AffiliateCheckValue,
  AffiliateLookupQuery,
  AffiliateLookupValue,
  API,
  ChangePasswordBody,
  ForgotByEmailBody,
  LoginValue,
  OutboxMessage,
  RegisterBody,
  RegisterRules,
  RegisterSettingsValue,
  RegisterValue,
  SetPasswordByPhoneBody,
  SmsSendBody,
  SmsSendValue,
  UsernameCheckQuery,
  UsernameCheckValue,
  WalletBalance,
} from '@app/contracts';
import type { Language } from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { bonusBalance } from '../bonuses/index.ts';
import { merchantLanguage } from '../../lib/content-language.ts';
import { jsonResponses, noStore } from '../../lib/responses.ts';
import { requireAuth, startSession } from '../../lib/sessions.ts';
import type { Messaging } from './messaging.ts';
import { changePassword, forgotByEmail, setPasswordByPhone } from './passwords.service.ts';
import { registerRules } from './register-rules.ts';
import {
  affiliateForDomain,
  createTrialMember,
  findAffiliateCode,
  registerMember,
  registerSettings,
  usernameAvailable,
} from './register.service.ts';
import { findReferralCode } from '../referrals/referrals.service.ts';
import { sendSmsCode } from './sms.service.ts';
import { walletBalance } from './wallet.service.ts';
import { registerLedgerRoutes } from '../ledger/ledger.routes.ts';

const tags = ['accounts'];

const OutboxQuery = z.object({ to: z.string().trim().max(160).optional() });

/**
 * The language of the texts we write ourselves (SMS, e-mails, field failures), which exist in
 * Vietnamese too (merchant content does not: see requestContentLanguage).
 */
async function textLanguageOf(ctx: AppContext, request: FastifyRequest): Promise<Language> {
  return askedLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));
}

/**
 * Registration, SMS codes, outbox, trial accounts, password flows and the wallet balance.
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  /** The app's one Messaging (features/messaging, decision 050). */
  messaging: Messaging,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerLedgerRoutes(app, ctx);

  r.get(
    API.registerSettings,
    {
      schema: {
        tags,
        summary: 'Which registration methods are on',
        response: jsonResponses(RegisterSettingsValue),
      },
    },
    async () => ok(await registerSettings(ctx)),
  );

  r.get(
    API.registerRules,
    {
      schema: {
        tags,
        summary: 'Registration field configuration and the captcha switch',
        response: jsonResponses(RegisterRules),
      },
    },
    async () => ok(await registerRules(ctx)),
  );

  r.get(
    API.usernameCheck,
    {
      schema: {
        tags,
        summary: 'Is a user name free (case-insensitive)',
        querystring: UsernameCheckQuery,
        response: jsonResponses(UsernameCheckValue),
      },
    },
    async (request) => ok({ available: await usernameAvailable(ctx, request.query.username) }),
  );

  r.post(
    API.affiliateCheck,
    {
      schema: {
        tags,
        summary:
          "Does an affiliate code (an agent's link or a member's invite) exist and is it enabled",
        body: AffiliateCheckBody,
        response: jsonResponses(AffiliateCheckValue),
      },
    },
    // The register form asks before it sends: a member's invite code (decision 035) must pass.
    async (request) =>
      ok({
        success:
          (await findAffiliateCode(ctx, request.body.code)) !== undefined ||
          (await findReferralCode(ctx, request.body.code)) !== undefined,
      }),
  );

  r.get(
    API.affiliateLookup,
    {
      schema: {
        tags,
        summary: "The affiliate code a link's domain carries",
        querystring: AffiliateLookupQuery,
        response: jsonResponses(AffiliateLookupValue),
      },
    },
    async (request) =>
      ok({ code: (await affiliateForDomain(ctx, request.query.domain))?.code ?? null }),
  );

  r.post(
    API.smsSend,
    {
      schema: {
        tags,
        summary: 'Send an SMS verification code',
        body: SmsSendBody,
        response: jsonResponses(SmsSendValue),
      },
    },
    async (request) =>
      ok(
        await sendSmsCode(ctx, messaging, {
          ...request.body,
          ip: request.ip,
          language: await textLanguageOf(ctx, request),
        }),
      ),
  );

  for (const [path, method] of [
    [API.register, 'username'],
    [API.registerMobile, 'mobile'],
  ] as const) {
    r.put(
      path,
      {
        // Its answer carries a session token (errors too: nothing of it is cacheable).
        onRequest: noStore,
        schema: {
          tags,
          summary:
            method === 'username'
              ? 'Register by user name'
              : 'Register by mobile number and SMS code',
          body: RegisterBody,
          response: jsonResponses(RegisterValue),
        },
      },
      async (request, reply) => {
        const member = await registerMember(ctx, {
          body: request.body,
          method,
          ip: request.ip,
          language: await textLanguageOf(ctx, request),
        });
        const login = await startSession(ctx, request, reply, member);
        return ok({ ...login, account: member.account });
      },
    );
  }

  r.post(
    API.trialUser,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Create a trial (free-play) account and sign it in',
        response: jsonResponses(LoginValue),
      },
    },
    async (request, reply) => {
      const member = await createTrialMember(ctx, request.ip);
      return ok(await startSession(ctx, request, reply, member));
    },
  );

  // Form-encoded on the wire (spec section 3). The parser lives in this scope only, so no
  // other call starts accepting form posts.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      API.forgotByEmail,
      {
        schema: {
          tags,
          summary: 'Forgot password: e-mail a temporary password (same answer either way)',
          consumes: ['application/x-www-form-urlencoded'],
          body: ForgotByEmailBody,
          response: jsonResponses(z.null()),
        },
      },
      async (request) => {
        await forgotByEmail(ctx, messaging, {
          ...request.body,
          ip: request.ip,
          language: await textLanguageOf(ctx, request),
        });
        return ok(null);
      },
    );
  });

  r.post(
    API.setPasswordByPhone,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Set a new password with an SMS code, then sign in',
        body: SetPasswordByPhoneBody,
        response: jsonResponses(LoginValue),
      },
    },
    async (request, reply) => {
      const member = await setPasswordByPhone(
        ctx,
        request.body,
        await textLanguageOf(ctx, request),
      );
      return ok(await startSession(ctx, request, reply, member));
    },
  );

  r.post(
    API.changePassword,
    {
      schema: {
        tags,
        summary: 'Change password (passWordChangeV2); ends the other sessions',
        body: ChangePasswordBody,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await changePassword(
        ctx,
        requireAuth(request),
        request.body,
        await textLanguageOf(ctx, request),
      );
      return ok(null);
    },
  );

  r.get(
    API.walletBalance,
    {
      schema: {
        tags,
        summary: 'Cash and bonus balances in cents',
        response: jsonResponses(WalletBalance),
      },
    },
    async (request) => {
      const { memberId } = requireAuth(request);
      return ok({
        sumBalance: await walletBalance(ctx, memberId),
        bonusBalance: await bonusBalance(ctx, memberId),
      });
    },
  );

  if (ctx.config.NODE_ENV !== 'production') {
    r.get(
      API.devOutbox,
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: sent SMS and e-mail messages, newest first',
          querystring: OutboxQuery,
          response: jsonResponses(z.array(OutboxMessage)),
        },
      },
      async (request) => {
        let query = ctx.db
          .selectFrom('outbox')
          .selectAll()
          .where('merchant_code', '=', ctx.merchantCode)
          .orderBy('id', 'desc')
          .limit(200);
        const to = request.query.to;
        if (to) {
          // A '+' in a query string arrives as a space: accept the number with or without it.
          const digits = to.replace(/^\+/, '');
          query = query.where((eb) =>
            eb.or([
              eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()),
              eb('to_address', '=', `+${digits}`),
            ]),
          );
        }
        const rows = await query.execute();
        return ok(
          rows.map((row) => ({
            id: row.id,
            channel: row.channel === 'email' ? ('email' as const) : ('sms' as const),
            to: row.to_address,
            subject: row.subject,
            body: row.body,
            createdAt: row.created_at,
          })),
        );
      },
    );
  }
}
