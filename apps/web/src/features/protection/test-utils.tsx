import {
  PROTECTION_API,
  type ProtectionState,
  type RealityCheckValue,
  type RgLimitState,
} from '@app/contracts';
import { envelope } from '../../test/fixtures.ts';
import { memberHandlers, renderMemberApp, type Handlers } from '../member/test-utils.tsx';

export { calls, storeSession, DEMO_SESSION } from '../member/test-utils.tsx';

const RESETS = '2026-06-02T03:00:00.000Z';

export function makeLimit(
  overrides: Partial<RgLimitState> & Pick<RgLimitState, 'kind' | 'period'>,
) {
  return {
    amountCents: null,
    pending: null,
    usedCents: 0,
    resetsAt: RESETS,
    ...overrides,
  } satisfies RgLimitState;
}

export function makeState(overrides: Partial<ProtectionState> = {}): ProtectionState {
  return {
    limits: [
      makeLimit({ kind: 'deposit', period: 'day', amountCents: 10_000, usedCents: 2_000 }),
      makeLimit({
        kind: 'deposit',
        period: 'week',
        amountCents: 50_000,
        pending: { value: 80_000, effectiveAt: '2026-06-02T10:00:00.000Z' },
      }),
      makeLimit({ kind: 'loss', period: 'month' }),
    ],
    sessionLimitMinutes: null,
    sessionLimitPending: null,
    realityCheckMinutes: null,
    exclusion: null,
    activity: {
      netDepositMonthCents: 15_000,
      netDepositTotalCents: 123_450,
      playMinutesToday: 45,
      playMinutesWeek: 150,
      playMinutesMonth: 600,
      previousLoginAt: '2026-05-30T12:00:00.000Z',
      previousLoginIp: '198.51.100.7',
    },
    coolingOffHours: 24,
    ...overrides,
  };
}

export function makeRealityCheck(overrides: Partial<RealityCheckValue> = {}): RealityCheckValue {
  return {
    intervalMinutes: null,
    due: false,
    nextAt: null,
    sessionStartedAt: '2026-06-01T10:00:00.000Z',
    playedMinutes: 75,
    netResultCents: -2_550,
    stakesCents: 10_000,
    winsCents: 7_450,
    ...overrides,
  };
}

/** The member's usual answers plus the protection calls. */
export function protectionHandlers(extra: Handlers = {}): Handlers {
  return {
    ...memberHandlers(),
    [`GET ${PROTECTION_API.state}`]: () => envelope(makeState()),
    [`GET ${PROTECTION_API.history}`]: () => envelope({ list: [] }),
    [`GET ${PROTECTION_API.realityCheck}`]: () => envelope(makeRealityCheck()),
    ...extra,
  };
}

export function renderProtection(path = '/m/protection', handlers = protectionHandlers()) {
  return renderMemberApp(path, { handlers });
}
