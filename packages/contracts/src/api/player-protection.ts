import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from './common.ts';

/**
 * Player protection (issue 23, decision 048). Limits run over calendar periods in the
 * merchant's time zone (a day from midnight, a week from Monday, a month from the 1st). A
 * lower limit, or a new one, applies at once; a higher one, or removing one, only after
 * RG_COOLING_OFF_MS. Every money route is checked by the server; the site only shows state.
 */
export const RG_COOLING_OFF_MS = 24 * 60 * 60_000;

export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const RgLimitKind = z.enum(RG_LIMIT_KINDS);
export type RgLimitKind = z.infer<typeof RgLimitKind>;

export const RG_PERIODS = ['day', 'week', 'month'] as const;
export const RgPeriod = z.enum(RG_PERIODS);
export type RgPeriod = z.infer<typeof RgPeriod>;

/** Session time limit choices, minutes. */
export const RG_SESSION_LIMIT_MINUTES = [15, 30, 60, 120, 180, 240, 360, 480] as const;
/** Reality-check interval choices, minutes. */
export const RG_REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/**
 * Breaks (time-out: 24 hours to 6 weeks) and self-exclusion (6 months, 1 year, 5 years,
 * permanent). A break ends by itself; a self-exclusion ends only on request after its period,
 * and then after the cooling-off.
 */
export const RG_TIMEOUT_DURATIONS = ['24h', '72h', '7d', '14d', '30d', '42d'] as const;
export const RG_SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
export const RgExclusionDuration = z.enum([
  ...RG_TIMEOUT_DURATIONS,
  ...RG_SELF_EXCLUSION_DURATIONS,
]);
export type RgExclusionDuration = z.infer<typeof RgExclusionDuration>;
export const RgExclusionKind = z.enum(['timeout', 'self']);
export type RgExclusionKind = z.infer<typeof RgExclusionKind>;

const Cents = z.number().int().positive().max(MAX_AMOUNT_CENTS);

/** PUT PROTECTION_API.limit: `amountCents: null` removes the limit (after the cooling-off). */
export const SetLimitBody = z.object({
  kind: RgLimitKind,
  period: RgPeriod,
  amountCents: Cents.nullable(),
});
export type SetLimitBody = z.input<typeof SetLimitBody>;

/** PUT PROTECTION_API.sessionLimit: `minutes: null` removes it (after the cooling-off). */
export const SetSessionLimitBody = z.object({
  minutes: z
    .number()
    .int()
    .refine((m) => (RG_SESSION_LIMIT_MINUTES as readonly number[]).includes(m), 'not a choice')
    .nullable(),
});
export type SetSessionLimitBody = z.input<typeof SetSessionLimitBody>;

/** PUT PROTECTION_API.realityCheckInterval: applies at once; `null` turns checks off. */
export const SetRealityCheckBody = z.object({
  minutes: z
    .number()
    .int()
    .refine((m) => (RG_REALITY_CHECK_MINUTES as readonly number[]).includes(m), 'not a choice')
    .nullable(),
});
export type SetRealityCheckBody = z.input<typeof SetRealityCheckBody>;

/** A change waiting for its cooling-off: the value it will take (null = removed) and when. */
export const PendingChange = z.object({
  value: z.number().int().nullable(),
  effectiveAt: z.string(),
});
export type PendingChange = z.infer<typeof PendingChange>;

export const RgLimitState = z.object({
  kind: RgLimitKind,
  period: RgPeriod,
  /** The limit in force (cents), or null when none. */
  amountCents: z.number().int().nullable(),
  pending: PendingChange.nullable(),
  /** What counts against the limit in the current period (cents). */
  usedCents: z.number().int(),
  /** Start of the next period (ISO). */
  resetsAt: z.string(),
});
export type RgLimitState = z.infer<typeof RgLimitState>;

export const RgExclusionState = z.object({
  kind: RgExclusionKind,
  duration: RgExclusionDuration,
  startedAt: z.string(),
  /** End of the chosen period; null when permanent. */
  until: z.string().nullable(),
  /** Self-exclusion: when the member asked to end it, and when it then ends. */
  endRequestedAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type RgExclusionState = z.infer<typeof RgExclusionState>;

export const RgActivity = z.object({
  /** Deposits credited minus withdrawals paid or held, cents: this month and since joining. */
  netDepositMonthCents: z.number().int(),
  netDepositTotalCents: z.number().int(),
  /** Minutes signed in today, this week and this month (sessions' first to last request). */
  playMinutesToday: z.number().int(),
  playMinutesWeek: z.number().int(),
  playMinutesMonth: z.number().int(),
  /** The sign-in before the current one. */
  previousLoginAt: z.string().nullable(),
  previousLoginIp: z.string().nullable(),
});
export type RgActivity = z.infer<typeof RgActivity>;

/** GET PROTECTION_API.state. */
export const ProtectionState = z.object({
  limits: z.array(RgLimitState),
  sessionLimitMinutes: z.number().int().nullable(),
  sessionLimitPending: PendingChange.nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  exclusion: RgExclusionState.nullable(),
  activity: RgActivity,
  coolingOffHours: z.number().int(),
});
export type ProtectionState = z.infer<typeof ProtectionState>;

/** GET PROTECTION_API.realityCheck: the current session's figures. */
export const RealityCheckValue = z.object({
  /** Null when the member has no reality check. */
  intervalMinutes: z.number().int().nullable(),
  due: z.boolean(),
  /** When the next check falls due (ISO); null without checks. */
  nextAt: z.string().nullable(),
  sessionStartedAt: z.string(),
  playedMinutes: z.number().int(),
  /** Wins minus stakes in this session, cents (negative: lost). */
  netResultCents: z.number().int(),
  stakesCents: z.number().int(),
  winsCents: z.number().int(),
});
export type RealityCheckValue = z.infer<typeof RealityCheckValue>;

/** POST PROTECTION_API.exclusion: confirmed with the login password. */
export const ExclusionBody = z.object({
  duration: RgExclusionDuration,
  password: z.string().min(1).max(128),
});
export type ExclusionBody = z.input<typeof ExclusionBody>;

export const RgHistoryItem = z.object({
  id: z.number().int(),
  at: z.string(),
  /** What changed: limit.deposit.day, session.limit, reality.check, exclusion.timeout, ... */
  what: z.string(),
  /** Old and new values as the member set them (cents, minutes or a duration). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** When the change takes effect (cooling-off), or null when at once. */
  effectiveAt: z.string().nullable(),
});
export type RgHistoryItem = z.infer<typeof RgHistoryItem>;
export const RgHistory = z.object({ list: z.array(RgHistoryItem) });
export type RgHistory = z.infer<typeof RgHistory>;

/** The value of an rg.excluded.* refusal (login, play): what the site shows. */
export const ExclusionRefusal = z.object({
  kind: RgExclusionKind,
  until: z.string().nullable(),
  withdrawable: z.literal(true),
});
export type ExclusionRefusal = z.infer<typeof ExclusionRefusal>;
