import {
  API,
  MEMBER_CENTRE_API,
  type ClubBenefit,
  type Reward,
  type SecurityConfig,
} from '@app/contracts';
import { envelope } from '../../test/fixtures.ts';
import {
  memberHandlers,
  REAL_SETTINGS,
  renderMemberApp,
  type Handlers,
} from '../member/test-utils.tsx';

export { calls, storeSession, DEMO_SESSION } from '../member/test-utils.tsx';

export function makeSecurityConfig(overrides: Partial<SecurityConfig> = {}): SecurityConfig {
  return {
    loginPassword: { changedAt: '2026-05-01T10:00:00.000Z', ageDays: 12, expiresAt: null },
    withdrawalPassword: { set: false },
    email: { bound: false, masked: '' },
    payee: { bound: true, masked: 'M**********' },
    securityQuestions: { set: false, count: 0 },
    mobile: { bound: true, masked: '11*****4321' },
    ...overrides,
  };
}

export function makeReward(id: number, overrides: Partial<Reward> = {}): Reward {
  return {
    id,
    title: `Recompensa ${id}`,
    amountCents: 1_000,
    source: 'promotion',
    status: 'AVAILABLE',
    grantedAt: '2026-05-01T10:00:00.000Z',
    expiresAt: null,
    claimedAt: null,
    ...overrides,
  };
}

export const CLUB: ClubBenefit = {
  levels: [
    {
      level: 0,
      code: 'VIP0',
      name: 'Bronze',
      depositRequiredCents: 0,
      validBetRequiredCents: 0,
      dailyWithdrawalLimitCents: 500_000,
      birthdayBonusCents: 0,
      rebateBoostBasisPoints: 0,
      upgradeBonusCents: 0,
    },
    {
      level: 1,
      code: 'VIP1',
      name: 'Prata',
      depositRequiredCents: 100_000,
      validBetRequiredCents: 500_000,
      dailyWithdrawalLimitCents: 1_000_000,
      birthdayBonusCents: 2_000,
      rebateBoostBasisPoints: 10,
      upgradeBonusCents: 1_000,
    },
  ],
  currentCode: 'VIP0',
  nextCode: 'VIP1',
  progress: { depositedCents: 25_000, wageredCents: 120_000, windowDays: 30 },
};

/** The member's usual answers plus the merchant settings with this member-centre flag. */
export function centreHandlers(memberCentreFlag = '0', extra: Handlers = {}): Handlers {
  return {
    ...memberHandlers(),
    [`GET ${API.consolidatedSettings}`]: () =>
      envelope({
        ...REAL_SETTINGS,
        template: { ...REAL_SETTINGS.template, memberCentre: memberCentreFlag },
      }),
    [`GET ${MEMBER_CENTRE_API.securityConfig}`]: () => envelope(makeSecurityConfig()),
    [`GET ${MEMBER_CENTRE_API.sessions}`]: () => envelope({ list: [] }),
    [`GET ${MEMBER_CENTRE_API.clubBenefit}`]: () => envelope(CLUB),
    ...extra,
  };
}

export function renderCentre(path: string, handlers: Handlers = centreHandlers()) {
  return renderMemberApp(path, { handlers });
}
