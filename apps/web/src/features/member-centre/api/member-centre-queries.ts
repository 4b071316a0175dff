import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { z } from 'zod';
import {
  API,
  MEMBER_CENTRE_API,
  TRIAL_TYPE,
  BindEmailValue,
  BindMobileValue,
  SmsSendValue,
  WithdrawResetCodeValue,
  ClaimRewardValue,
  ClubBenefit,
  EndSessionsValue,
  MemberSessions,
  MerchantSettings,
  NicknameValue,
  PersonalInfo,
  RewardList,
  SecurityConfig,
  SecurityQuestionsValue,
  type BindEmailBody,
  type BindMobileBody,
  type BindMobileCodeBody,
  type ResetChannel,
  type WithdrawPasswordResetBody,
  type SetSecurityQuestionsBody,
} from '@app/contracts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { toApiLanguage } from '../../../i18n/index.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';

/**
 * Member-centre data lives under the member's keys (memberKeys.all + user name), so signing
 * out drops it with the rest of the member's data. Texts the server localizes (question
 * texts, level names, reward titles) are keyed by language too.
 */
export const memberCentreKeys = {
  all: (userName: string) => [...memberKeys.all, userName, 'centre'] as const,
  security: (userName: string) => [...memberKeys.all, userName, 'centre', 'security'] as const,
  questions: (userName: string, language: string) =>
    [...memberKeys.all, userName, 'centre', 'questions', language] as const,
  sessions: (userName: string) => [...memberKeys.all, userName, 'centre', 'sessions'] as const,
  personal: (userName: string, language: string) =>
    [...memberKeys.all, userName, 'centre', 'personal', language] as const,
  club: (userName: string, language: string) =>
    [...memberKeys.all, userName, 'centre', 'club', language] as const,
  rewards: (userName: string, language: string) =>
    [...memberKeys.all, userName, 'centre', 'rewards', language] as const,
};

function useApiLanguage(): string {
  const { i18n } = useTranslation();
  return toApiLanguage(i18n.language);
}

/** Real-account calls run only for a signed-in member that is not a trial account. */
function useRealMember(): { userName: string; enabled: boolean } {
  const session = useSession();
  return {
    userName: session?.userName ?? '',
    enabled: !!session && !session.isTrial && session.type !== TRIAL_TYPE,
  };
}

/** Template flag of the consolidated settings: '1' gives the new member-centre layout. */
export function useMemberCentreTemplate() {
  return useQuery({
    queryKey: ['merchant-template'],
    queryFn: ({ signal }) =>
      apiGet(API.consolidatedSettings, MerchantSettings, { signal, sendLanguage: false }),
    select: (value) => value.template.memberCentre,
    staleTime: 30 * 60_000,
  });
}

export function useSecurityConfig() {
  const { userName, enabled } = useRealMember();
  return useQuery({
    queryKey: memberCentreKeys.security(userName),
    queryFn: ({ signal }) =>
      apiGet(MEMBER_CENTRE_API.securityConfig, SecurityConfig, { signal, sendLanguage: false }),
    enabled,
  });
}

export function useSecurityQuestions() {
  const { userName, enabled } = useRealMember();
  const language = useApiLanguage();
  return useQuery({
    queryKey: memberCentreKeys.questions(userName, language),
    queryFn: ({ signal }) =>
      apiGet(MEMBER_CENTRE_API.securityQuestions, SecurityQuestionsValue, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useMemberSessions() {
  const { userName, enabled } = useRealMember();
  return useQuery({
    queryKey: memberCentreKeys.sessions(userName),
    queryFn: ({ signal }) =>
      apiGet(MEMBER_CENTRE_API.sessions, MemberSessions, { signal, sendLanguage: false }),
    enabled,
  });
}

export function usePersonalInfo() {
  const { userName, enabled } = useRealMember();
  const language = useApiLanguage();
  return useQuery({
    queryKey: memberCentreKeys.personal(userName, language),
    queryFn: ({ signal }) => apiGet(MEMBER_CENTRE_API.personalInfo, PersonalInfo, { signal }),
    enabled,
  });
}

/** The VIP ladder: also for trial accounts (their level is null). */
export function useClubBenefit() {
  const session = useSession();
  const language = useApiLanguage();
  return useQuery({
    queryKey: memberCentreKeys.club(session?.userName ?? '', language),
    queryFn: ({ signal }) => apiGet(MEMBER_CENTRE_API.clubBenefit, ClubBenefit, { signal }),
    enabled: !!session,
    staleTime: 5 * 60_000,
  });
}

export function useRewards() {
  const { userName, enabled } = useRealMember();
  const language = useApiLanguage();
  return useQuery({
    queryKey: memberCentreKeys.rewards(userName, language),
    queryFn: ({ signal }) => apiGet(MEMBER_CENTRE_API.rewards, RewardList, { signal }),
    enabled,
  });
}

/** After a change: the member-centre answers and the shared member info read again. */
function useRefreshMember() {
  const client = useQueryClient();
  const { userName } = useRealMember();
  return (also: 'info' | 'balance' | null = null) => {
    void client.invalidateQueries({ queryKey: memberCentreKeys.all(userName) });
    if (also === 'info') void client.invalidateQueries({ queryKey: memberKeys.info(userName) });
    if (also === 'balance') {
      void client.invalidateQueries({ queryKey: memberKeys.balance(userName) });
    }
  };
}

export function useBindEmail() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: (body: BindEmailBody) =>
      apiRequest(MEMBER_CENTRE_API.bindEmail, BindEmailValue, { method: 'POST', body }),
    onSuccess: () => refresh(),
  });
}

export function useSetSecurityQuestions() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: (body: SetSecurityQuestionsBody) =>
      apiRequest(MEMBER_CENTRE_API.securityQuestions, SecurityQuestionsValue, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => refresh(),
  });
}

export function useEndSession() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest(MEMBER_CENTRE_API.endSession, EndSessionsValue, {
        method: 'POST',
        body: { sessionId },
        sendLanguage: false,
      }),
    onSettled: () => refresh(),
  });
}

export function useEndOtherSessions() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: () =>
      apiRequest(MEMBER_CENTRE_API.endOtherSessions, EndSessionsValue, {
        method: 'POST',
        sendLanguage: false,
      }),
    onSettled: () => refresh(),
  });
}

export function useChangeNickname() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: (nickname: string) =>
      apiRequest(MEMBER_CENTRE_API.nickname, NicknameValue, {
        method: 'PUT',
        body: { nickname },
      }),
    onSuccess: () => refresh('info'),
  });
}

export function useClaimReward() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: (rewardId: number) =>
      apiRequest(MEMBER_CENTRE_API.rewardClaim, ClaimRewardValue, {
        method: 'POST',
        body: { rewardId },
      }),
    // A refused claim (already claimed elsewhere) also shows the list as it now is.
    onSettled: () => refresh('balance'),
  });
}

// Mobile binding and the forgotten withdrawal password (issue 18, decision 036).

export function useBindMobileCode() {
  return useMutation({
    mutationFn: (body: BindMobileCodeBody) =>
      apiRequest(MEMBER_CENTRE_API.mobileCode, SmsSendValue, { method: 'POST', body }),
  });
}

export function useBindMobile() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: (body: BindMobileBody) =>
      apiRequest(MEMBER_CENTRE_API.mobile, BindMobileValue, { method: 'PUT', body }),
    onSuccess: () => refresh('info'),
  });
}

export function useWithdrawResetCode() {
  return useMutation({
    mutationFn: (channel: ResetChannel) =>
      apiRequest(MEMBER_CENTRE_API.withdrawPasswordResetCode, WithdrawResetCodeValue, {
        method: 'POST',
        body: { channel },
      }),
  });
}

export function useWithdrawPasswordReset() {
  const refresh = useRefreshMember();
  const client = useQueryClient();
  const { userName } = useRealMember();
  return useMutation({
    mutationFn: (body: WithdrawPasswordResetBody) =>
      apiRequest(MEMBER_CENTRE_API.withdrawPasswordReset, z.null(), { method: 'POST', body }),
    onSuccess: () => {
      refresh();
      // The withdraw screen's lock and password state live under the cashier's keys.
      void client.invalidateQueries({ queryKey: [...memberKeys.all, userName, 'cashier'] });
    },
  });
}
