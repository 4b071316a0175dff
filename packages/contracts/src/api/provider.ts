import { z } from 'zod';
import { Language } from '../enums.ts';
import { FreeRoundsId, VENDOR_AMOUNT_CEILING_CENTS } from './vendor-wallet.ts';

/**
 * The wire between the operator and a game provider besides the seamless wallet (issue 19,
 * decision 039). Every call is a signed `POST` JSON, signed as the wallet is
 * (api/vendor-wallet.ts: `X-Vendor-Timestamp`, `X-Signature` over `${timestamp}.${rawBody}`)
 * with the secret of the vendor (the provider's brand) it concerns.
 *
 * - operator -> provider `PROVIDER_API.launch`: open a game for a player; answers the URL the
 *   member's browser opens. The provider checks the one-time launch token with the operator
 *   (`API.vendorLaunchVerify`) before it answers, once.
 * - provider -> operator `API.vendorLaunchVerify`: the launch token is consumed and names the
 *   player; the token then identifies the player in that vendor's wallet calls (a debit needs
 *   the launching member session to be live). The provider never sees a member session.
 * - operator -> provider `PROVIDER_API.transactions`: the provider's wallet transactions of a
 *   period, for reconciliation against the operator's ledger.
 */
export const PROVIDER_API = {
  launch: '/provider/v1/launch',
  transactions: '/provider/v1/transactions',
  /**
   * Signed with the brand's current secret: the operator hands over a new secret; both are
   * accepted until `previousUntil`, then only the new one (decision 045).
   */
  rotateSecret: '/provider/v1/secret',
  /** Public, unsigned: the progressive jackpot pools. */
  jackpots: '/provider/v1/jackpots',
  /** Public, unsigned: the sportsbook's next headline matches (the home's hot matches). */
  featuredFixtures: '/provider/v1/fixtures/featured',
  /** Public, unsigned: live and upcoming matches per sport and e-sports title. */
  fixtureCounts: '/provider/v1/fixtures/counts',
} as const;

const vendorCode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const playerId = z.string().regex(/^[1-9][0-9]{0,11}$/);
/** 32 random bytes, base64url. */
export const LaunchToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const PlayMode = z.enum(['real', 'free']);
export type PlayMode = z.infer<typeof PlayMode>;
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/);

export const ProviderLaunchBody = z
  .object({
    vendorCode,
    gameCode: z.string().min(1).max(64),
    playerId,
    currency: CurrencyCode,
    language: Language,
    mode: PlayMode,
    /** Where the game page's way back leads: the operator's list the game was opened from. */
    lobbyUrl: z.url({ protocol: /^https?$/ }).max(500),
    launchToken: LaunchToken,
    /**
     * The player's free spins on this game (real mode only, decision 061): the provider keeps
     * the grant by its id, counting its own rounds down (for a grant it knows, the lower of its
     * count and this one: the operator's lags behind credits on their way, and a lower one
     * means the operator cut the grant), plays each at `betCents` without a debit, and credits
     * each with `freeRoundsId`.
     */
    freeRounds: z
      .object({
        grantId: FreeRoundsId,
        rounds: z.number().int().min(1).max(1000),
        betCents: z.number().int().min(1).max(VENDOR_AMOUNT_CEILING_CENTS),
        expiresAt: z.iso.datetime(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type ProviderLaunchBody = z.infer<typeof ProviderLaunchBody>;

export const ProviderLaunchValue = z.object({ url: z.url({ protocol: /^https?$/ }) });
export type ProviderLaunchValue = z.infer<typeof ProviderLaunchValue>;

export const VendorLaunchVerifyBody = z.object({ launchToken: LaunchToken }).strict();
export type VendorLaunchVerifyBody = z.infer<typeof VendorLaunchVerifyBody>;

export const VendorLaunchVerifyValue = z.object({
  playerId,
  currency: CurrencyCode,
  language: Language,
  gameCode: z.string(),
  mode: PlayMode,
});
export type VendorLaunchVerifyValue = z.infer<typeof VendorLaunchVerifyValue>;

export const ProviderTransactionsBody = z
  .object({
    vendorCode,
    from: z.iso.datetime(),
    to: z.iso.datetime(),
  })
  .strict();
export type ProviderTransactionsBody = z.infer<typeof ProviderTransactionsBody>;

/** The operator's new secret for a brand (decision 045). */
export const ProviderRotateSecretBody = z
  .object({
    vendorCode,
    secret: z.string().min(32).max(256),
    /** Until when the secret that signed this call is still accepted (and may sign). */
    previousUntil: z.iso.datetime(),
  })
  .strict();
export type ProviderRotateSecretBody = z.infer<typeof ProviderRotateSecretBody>;
export const ProviderRotateSecretValue = z.object({ rotated: z.literal(true) });

export const WalletCallKind = z.enum(['debit', 'credit', 'rollback']);
export type WalletCallKind = z.infer<typeof WalletCallKind>;

/** One wallet call of the provider as it sees it. */
export const ProviderTransaction = z.object({
  transactionId: z.string(),
  kind: WalletCallKind,
  roundId: z.string(),
  playerId,
  amountCents: z.number().int().min(0),
  /** The bet a rollback reverses. */
  betTransactionId: z.string().nullable(),
  /**
   * `done`: acknowledged; `refused`: the operator said no (nothing moved); `pending`: not yet
   * acknowledged (retried); `unknown`: a debit that got no answer, settled by its rollback.
   */
  state: z.enum(['pending', 'done', 'refused', 'unknown']),
  createdAt: z.iso.datetime(),
});
export type ProviderTransaction = z.infer<typeof ProviderTransaction>;

export const ProviderTransactionsValue = z.object({
  transactions: z.array(ProviderTransaction),
});
export type ProviderTransactionsValue = z.infer<typeof ProviderTransactionsValue>;

export const JackpotPool = z.object({
  vendorCode: z.string(),
  poolCents: z.number().int().min(0),
  currency: CurrencyCode,
});
export const ProviderJackpotsValue = z.object({ pools: z.array(JackpotPool) });
export type ProviderJackpotsValue = z.infer<typeof ProviderJackpotsValue>;

/**
 * The shared secrets file both sides read in the one-command demo (`npm start` writes it once
 * under data/, random bytes): `{ "<vendor>": "<secret>" }`. Elsewhere each side is configured
 * with its own tools (`npm run vendor`, `npm run provider -- brand`).
 */
export const ProviderSecrets = z.record(vendorCode, z.string().min(32).max(256));
export type ProviderSecrets = z.infer<typeof ProviderSecrets>;

/** Operator route: reconcile a provider vendor's transactions with the ledger for a period. */
export const RECONCILE_API = { reconcile: '/ops/provider/reconcile' } as const;

export const ReconcileBody = z
  .object({
    vendorCode: vendorCode.optional().describe('One vendor; all provider vendors when absent'),
    from: z.iso.datetime(),
    to: z.iso.datetime(),
  })
  .strict();
export type ReconcileBody = z.infer<typeof ReconcileBody>;

export const ReconcileMismatch = z.object({
  vendorCode: z.string(),
  transactionId: z.string(),
  kind: z.string(),
  /**
   * missing_at_operator, missing_at_provider, amount_differs, refused_at_operator,
   * accepted_at_operator (the provider holds it refused), pending_at_provider,
   * unknown_debit_unsettled (a debit without answer whose rollback is not done).
   */
  problem: z.string(),
  providerAmountCents: z.number().int().nullable(),
  operatorAmountCents: z.number().int().nullable(),
});
export type ReconcileMismatch = z.infer<typeof ReconcileMismatch>;

export const ReconcileValue = z.object({
  from: z.string(),
  to: z.string(),
  vendors: z.array(z.string()),
  providerTransactions: z.number().int(),
  operatorTransactions: z.number().int(),
  mismatches: z.array(ReconcileMismatch),
});
export type ReconcileValue = z.infer<typeof ReconcileValue>;

const LocalText = z.object({ pt: z.string(), en: z.string() });

/** A match of the sportsbook as the operator's home page shows it (decision 040). */
export const ProviderFixture = z.object({
  id: z.string().min(1).max(64),
  sport: z.string(),
  /** The e-sports title's code (AV, AI, IMES, TF, IA) for e-sports; null otherwise. */
  competition: z.string(),
  competitionName: LocalText,
  home: z.string(),
  away: z.string(),
  kickoffAt: z.string(),
  /** Decimal odds in hundredths of the match result; `draw` null where a draw cannot happen. */
  odds: z.object({
    home: z.number().int().positive(),
    draw: z.number().int().positive().nullable(),
    away: z.number().int().positive(),
  }),
});
export type ProviderFixture = z.infer<typeof ProviderFixture>;

export const ProviderFeaturedFixturesValue = z.object({ fixtures: z.array(ProviderFixture) });
export type ProviderFeaturedFixturesValue = z.infer<typeof ProviderFeaturedFixturesValue>;

/** How many matches are live and upcoming (next 3 hours) per sport, and per e-sports title. */
export const ProviderFixtureCountsValue = z.object({
  sports: z.record(
    z.string(),
    z.object({ live: z.number().int().min(0), upcoming: z.number().int().min(0) }),
  ),
  esports: z.record(
    z.string(),
    z.object({ live: z.number().int().min(0), upcoming: z.number().int().min(0) }),
  ),
});
export type ProviderFixtureCountsValue = z.infer<typeof ProviderFixtureCountsValue>;
