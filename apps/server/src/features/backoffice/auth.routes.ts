import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BO_AUTH_API,
  BoEnrolValue,
  BoLoginBody,
  BoLoginValue,
  BoMe,
  BoOperator,
  BoSetupBody,
  BoTotpBody,
} from '@app/contracts/backoffice';
import { AppError, ok } from '../../errors.ts';
import { merchantCurrency, type AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import {
  completeSetup,
  confirmEnrolment,
  login,
  operatorView,
  verifySecondFactor,
} from './operator-auth.service.ts';
import {
  clearOperatorCookie,
  endOperatorSession,
  presentedOperatorToken,
} from './operator-sessions.ts';

const tags = ['back office'];
/** Per address, on top of the per-account lock-out (loopback is exempt, as for every route). */
const signInLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export function registerBoAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    BO_AUTH_API.login,
    {
      config: { bo: { access: 'public' }, ...signInLimit },
      schema: {
        tags,
        summary: 'Name and password',
        body: BoLoginBody,
        response: jsonResponses(BoLoginValue),
      },
    },
    async (request, reply) =>
      ok(await login(ctx, request, reply, request.body.username, request.body.password)),
  );
  r.post(
    BO_AUTH_API.totp,
    {
      config: { bo: { access: 'pending' }, ...signInLimit },
      schema: {
        tags,
        summary: 'A TOTP or recovery code completes the sign-in',
        body: BoTotpBody,
        response: jsonResponses(BoOperator),
      },
    },
    async (request, reply) =>
      ok(await verifySecondFactor(ctx, request, reply, request.boSession!, request.body.code)),
  );
  r.post(
    BO_AUTH_API.setup,
    {
      config: { bo: { access: 'public' }, ...signInLimit },
      schema: {
        tags,
        summary: 'The one-time setup link sets the password and starts the 2FA enrolment',
        body: BoSetupBody,
        response: jsonResponses(BoLoginValue),
      },
    },
    async (request, reply) =>
      ok(await completeSetup(ctx, request, reply, request.body.token, request.body.password)),
  );
  r.post(
    BO_AUTH_API.enrol,
    {
      config: { bo: { access: 'pending' }, ...signInLimit },
      schema: {
        tags,
        summary: 'The first authenticator code turns 2FA on: the recovery codes, once',
        body: BoTotpBody,
        response: jsonResponses(BoEnrolValue),
      },
    },
    async (request, reply) =>
      ok(await confirmEnrolment(ctx, request, reply, request.boSession!, request.body.code)),
  );
  r.get(
    BO_AUTH_API.me,
    {
      config: { bo: { access: 'pending' } },
      schema: { tags, summary: 'The signed-in operator', response: jsonResponses(BoMe) },
    },
    async (request) => {
      const session = request.boSession!;
      if (session.stage !== 'full') throw new AppError('bo.auth.required', 401);
      const currency = await merchantCurrency(ctx.db, ctx.merchantCode);
      return ok({
        ...operatorView(session.operator),
        currencySymbol: currency.symbol,
        currencyCode: currency.code,
      });
    },
  );
  r.post(
    BO_AUTH_API.logout,
    {
      config: { bo: { access: 'public' } },
      schema: { tags, summary: 'Ends the session', response: jsonResponses(z.null()) },
    },
    async (request, reply) => {
      const token = presentedOperatorToken(request);
      if (token) await endOperatorSession(ctx, token);
      clearOperatorCookie(request, reply);
      return ok(null);
    },
  );
}
