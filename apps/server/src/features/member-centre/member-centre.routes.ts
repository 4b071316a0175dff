import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { askedLanguage } from '../../lib/request-language.ts';
import {
  MEMBER_CENTRE_API,
  BindEmailBody,
  BindEmailValue,
  BindMobileBody,
  BindMobileCodeBody,
  BindMobileValue,
  SmsSendValue,
  WithdrawPasswordResetBody,
  WithdrawResetCodeBody,
  WithdrawResetCodeValue,
  ClaimRewardBody,
  ClaimRewardValue,
  ClubBenefit,
  EndSessionBody,
  EndSessionsValue,
  MemberSessions,
  NicknameBody,
  NicknameValue,
  PersonalInfo,
  RewardList,
  SecurityConfig,
  SecurityQuestionsValue,
  SetSecurityQuestionsBody,
} from '@app/contracts';
import { z } from 'zod';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { merchantLanguage, requestContentLanguage } from '../../lib/content-language.ts';
import type { ContentLanguage } from '../../lib/content-language.ts';
import { jsonResponses, noStore } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import {
  bindEmail,
  endMemberSession,
  endOtherMemberSessions,
  memberSessions,
  securityConfig,
  securityQuestions,
  setSecurityQuestions,
} from './security.service.ts';
import type { Messaging } from '../accounts/messaging.ts';
import {
  bindMobile,
  resetWithdrawPassword,
  sendBindMobileCode,
  sendWithdrawResetCode,
} from './account-security.service.ts';
import {
  changeNickname,
  claimReward,
  clubBenefit,
  memberRewards,
  personalInfo,
} from './club.service.ts';

// One tag for the member centre's calls: security centre, personal info, VIP levels, rewards.
const security = ['member centre'];
const personal = security;
const club = security;

/**
 * The member centre (issue 9, decision 026): every call needs a session; trial accounts are
 * refused all but the club benefit list with trial.forbidden.
 */
export function registerMemberCentreRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  /** The app's one Messaging (features/messaging, decision 050). */
  messaging: Messaging,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const language = async (request: FastifyRequest): Promise<ContentLanguage> =>
    requestContentLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));
  /** Our own texts (security questions, field failures) also exist in Vietnamese. */
  const textLanguage = async (request: FastifyRequest) =>
    askedLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));
  /** Who asks for a code, and the language its SMS or e-mail is written in. */
  const sender = async (request: FastifyRequest) => ({
    ip: request.ip,
    language: await textLanguage(request),
  });

  r.get(
    MEMBER_CENTRE_API.securityConfig,
    {
      onRequest: noStore,
      schema: {
        tags: security,
        summary: 'Security config: which protections the member has set',
        response: jsonResponses(SecurityConfig),
      },
    },
    async (request) => ok(await securityConfig(ctx, requireAuth(request))),
  );

  r.post(
    MEMBER_CENTRE_API.bindEmail,
    {
      schema: {
        tags: security,
        summary: 'Binds an e-mail to the member (after the login password)',
        body: BindEmailBody,
        response: jsonResponses(BindEmailValue),
      },
    },
    async (request) => ok({ masked: await bindEmail(ctx, requireAuth(request), request.body) }),
  );

  // Mobile binding and the forgotten withdrawal password (issue 18, decision 036).
  r.post(
    MEMBER_CENTRE_API.mobileCode,
    {
      schema: {
        tags: security,
        summary: 'Sends an SMS code to the number about to be bound (SMS code limits apply)',
        body: BindMobileCodeBody,
        response: jsonResponses(SmsSendValue),
      },
    },
    async (request) =>
      ok(
        await sendBindMobileCode(
          ctx,
          messaging,
          requireAuth(request),
          request.body,
          await sender(request),
        ),
      ),
  );

  r.put(
    MEMBER_CENTRE_API.mobile,
    {
      schema: {
        tags: security,
        summary:
          'Binds the mobile number with its code (changing one also needs the login password)',
        body: BindMobileBody,
        response: jsonResponses(BindMobileValue),
      },
    },
    async (request) => ok({ masked: await bindMobile(ctx, requireAuth(request), request.body) }),
  );

  r.post(
    MEMBER_CENTRE_API.withdrawPasswordResetCode,
    {
      schema: {
        tags: security,
        summary: 'Sends a withdrawal-password reset code to the bound mobile or e-mail',
        body: WithdrawResetCodeBody,
        response: jsonResponses(WithdrawResetCodeValue),
      },
    },
    async (request) =>
      ok(
        await sendWithdrawResetCode(
          ctx,
          messaging,
          requireAuth(request),
          request.body.channel,
          await sender(request),
        ),
      ),
  );

  r.post(
    MEMBER_CENTRE_API.withdrawPasswordReset,
    {
      schema: {
        tags: security,
        summary: 'Sets a new withdrawal password with the reset code',
        body: WithdrawPasswordResetBody,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await resetWithdrawPassword(ctx, requireAuth(request), request.body);
      return ok(null);
    },
  );

  r.get(
    MEMBER_CENTRE_API.securityQuestions,
    {
      onRequest: noStore,
      schema: {
        tags: security,
        summary: 'The fixed security questions and the ones the member has answered',
        response: jsonResponses(SecurityQuestionsValue),
      },
    },
    async (request) =>
      ok(await securityQuestions(ctx, requireAuth(request), await textLanguage(request))),
  );

  r.put(
    MEMBER_CENTRE_API.securityQuestions,
    {
      schema: {
        tags: security,
        summary: 'Sets or replaces 2 or 3 security answers (after the login password)',
        body: SetSecurityQuestionsBody,
        response: jsonResponses(SecurityQuestionsValue),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await setSecurityQuestions(ctx, auth, request.body);
      return ok(await securityQuestions(ctx, auth, await textLanguage(request)));
    },
  );

  r.get(
    MEMBER_CENTRE_API.sessions,
    {
      onRequest: noStore,
      schema: {
        tags: security,
        summary: 'The member’s live sessions, the calling one first',
        response: jsonResponses(MemberSessions),
      },
    },
    async (request) => ok({ list: await memberSessions(ctx, requireAuth(request)) }),
  );

  r.post(
    MEMBER_CENTRE_API.endSession,
    {
      schema: {
        tags: security,
        summary: 'Ends one of the member’s other sessions (the current one only by logout)',
        body: EndSessionBody,
        response: jsonResponses(EndSessionsValue),
      },
    },
    async (request) =>
      ok({ ended: await endMemberSession(ctx, requireAuth(request), request.body.sessionId) }),
  );

  r.post(
    MEMBER_CENTRE_API.endOtherSessions,
    {
      schema: {
        tags: security,
        summary: 'Ends every session of the member except the calling one',
        response: jsonResponses(EndSessionsValue),
      },
    },
    async (request) => ok({ ended: await endOtherMemberSessions(ctx, requireAuth(request)) }),
  );

  r.get(
    MEMBER_CENTRE_API.personalInfo,
    {
      onRequest: noStore,
      schema: {
        tags: personal,
        summary: 'Personal info: names, masked contacts, registration time, VIP level',
        response: jsonResponses(PersonalInfo),
      },
    },
    async (request) => ok(await personalInfo(ctx, requireAuth(request), await language(request))),
  );

  r.put(
    MEMBER_CENTRE_API.nickname,
    {
      schema: {
        tags: personal,
        summary: 'Changes the nickname (the registration’s nickname rule applies)',
        body: NicknameBody,
        response: jsonResponses(NicknameValue),
      },
    },
    async (request) =>
      ok({
        nickname: await changeNickname(
          ctx,
          requireAuth(request),
          request.body.nickname,
          await textLanguage(request),
        ),
      }),
  );

  r.get(
    MEMBER_CENTRE_API.clubBenefit,
    {
      onRequest: noStore,
      schema: {
        tags: club,
        summary: 'Member club benefit: the VIP levels, their benefits and the member’s level',
        response: jsonResponses(ClubBenefit),
      },
    },
    async (request) => ok(await clubBenefit(ctx, requireAuth(request), await language(request))),
  );

  r.get(
    MEMBER_CENTRE_API.rewards,
    {
      onRequest: noStore,
      schema: {
        tags: club,
        summary: 'Rewards granted to the member, newest first',
        response: jsonResponses(RewardList),
      },
    },
    async (request) =>
      ok({ list: await memberRewards(ctx, requireAuth(request), await language(request)) }),
  );

  r.post(
    MEMBER_CENTRE_API.rewardClaim,
    {
      schema: {
        tags: club,
        summary: 'Claims an available reward into the wallet (pays once)',
        body: ClaimRewardBody,
        response: jsonResponses(ClaimRewardValue),
      },
    },
    async (request) =>
      ok(
        await claimReward(
          ctx,
          requireAuth(request),
          request.body.rewardId,
          await language(request),
        ),
      ),
  );
}
