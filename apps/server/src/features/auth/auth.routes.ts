import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  CaptchaKey,
  CaptchaValue,
  HandoffRedeemBody,
  HandoffValue,
  LoginBody,
  LoginValue,
  MemberInfo,
  PlayerAvatar,
  UnreadCounts,
} from '@app/contracts';
import { AppError, ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses, noStore } from '../../lib/responses.ts';
import { sameOriginOnly } from '../../lib/same-origin.ts';
import { clearSessionCookie, endSession, requireAuth } from '../../lib/sessions.ts';
import { captchaAnswer, createCaptcha } from './captcha.service.ts';
import { issueHandoffCode, redeemHandoffCode } from './handoff.service.ts';
import { login } from './login.service.ts';
import { memberInfo, playerAvatar, unreadCounts } from './member.service.ts';

const tags = ['auth'];
const DevCaptchaQuery = z.object({ key: CaptchaKey });
const DevCaptchaValue = z.object({ answer: z.string() });

/** Captcha, login, logout, session hand-off, member info, avatar, unread counts. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.captcha,
    {
      // Every GET writes a captcha row: no automatic HEAD twin doing the same.
      exposeHeadRoute: false,
      onRequest: noStore,
      schema: {
        tags,
        summary: 'A new single-use captcha (PNG in base64) bound to the calling address',
        response: jsonResponses(CaptchaValue),
      },
    },
    async (request) => ok(await createCaptcha(ctx, request.ip)),
  );

  r.post(
    API.login,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Login by user name and password, or by mobile number and SMS code',
        description:
          'Failures answer `value: { captcha: true }`; from then on captchaKey and captcha are required.',
        body: LoginBody,
        response: jsonResponses(LoginValue),
      },
    },
    async (request, reply) => ok(await login(ctx, request, reply, request.body)),
  );

  r.delete(
    API.session,
    {
      onRequest: noStore,
      schema: { tags, summary: 'Logout: ends the session', response: jsonResponses(z.null()) },
    },
    async (request, reply) => {
      await endSession(ctx, requireAuth(request).sessionId);
      clearSessionCookie(request, reply);
      return ok(null);
    },
  );

  r.post(
    API.sessionHandoff,
    {
      onRequest: [noStore, sameOriginOnly],
      schema: {
        tags,
        summary: 'A one-time code (about a minute) for a page URL that signs this member in',
        description:
          'Put it in `/m/?token=<code>`: the site redeems it. Never put a session token in a URL.',
        response: jsonResponses(HandoffValue),
      },
    },
    async (request) => ok(await issueHandoffCode(ctx, requireAuth(request))),
  );

  r.post(
    API.sessionHandoffRedeem,
    {
      onRequest: [noStore, sameOriginOnly],
      schema: {
        tags,
        summary: 'Exchanges a hand-off code for a new session (once; a session token is refused)',
        description:
          'Unknown or used codes answer 401 `handoff.code.invalid`, expired ones `handoff.code.expired`.',
        body: HandoffRedeemBody,
        response: jsonResponses(LoginValue),
      },
    },
    async (request, reply) => ok(await redeemHandoffCode(ctx, request, reply, request.body.code)),
  );

  r.get(
    API.memberInfo,
    {
      onRequest: noStore,
      schema: { tags, summary: 'The signed-in member', response: jsonResponses(MemberInfo) },
    },
    async (request) => ok(await memberInfo(ctx, requireAuth(request))),
  );

  r.get(
    API.avatar,
    {
      onRequest: noStore,
      schema: { tags, summary: 'Player avatar', response: jsonResponses(PlayerAvatar) },
    },
    async (request) => ok(await playerAvatar(ctx, requireAuth(request))),
  );

  r.get(
    API.unreadCounts,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Unread counts: total = announcements + chat + inbox',
        response: jsonResponses(UnreadCounts),
      },
    },
    async (request) => ok(await unreadCounts(ctx, requireAuth(request))),
  );

  if (ctx.config.NODE_ENV !== 'production') {
    r.get(
      API.devCaptcha,
      {
        onRequest: noStore,
        schema: {
          tags: ['development'],
          summary: 'Development only: the answer of a captcha',
          querystring: DevCaptchaQuery,
          response: jsonResponses(DevCaptchaValue),
        },
      },
      async (request) => {
        const answer = await captchaAnswer(ctx, request.query.key);
        if (answer === null) throw new AppError('captcha.invalid', 400);
        return ok({ answer });
      },
    );
  }
}
