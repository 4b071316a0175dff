import { z } from 'zod';

/**
 * The seamless wallet contract external game vendors call (balance, debit, credit, rollback).
 *
 * Signing: every call is `POST` JSON with two headers,
 *   `X-Vendor-Timestamp`: Unix time in seconds, within 5 minutes of the server's clock;
 *   `X-Signature`: lower-case hex of HMAC-SHA256(vendor secret, `${timestamp}.${rawBody}`),
 * where rawBody is the exact request body bytes as sent. A missing or wrong signature, a stale
 * timestamp or an unknown vendor answers 401 `vendor.signature.invalid` and moves nothing.
 *
 * Every money call is keyed by the vendor's `transactionId`: a repeated call answers the stored
 * first answer and moves nothing; the same id with a different body answers 409
 * `ledger.idempotency.conflict`. A refused call (no funds, unknown round, ...) stores no answer
 * but keeps its body: the same id may be retried with the same body only. Amounts are integer
 * cents of the merchant's currency, at most VENDOR_AMOUNT_CEILING_CENTS here and at most the
 * server's VENDOR_MAX_AMOUNT_CENTS (422 `vendor.amount.above.max`).
 *
 * Rounds (decision 028): a credit needs a debit of the same vendor, member and roundId (409
 * `vendor.round.unknown`), and a round's credits stay within its live stakes times the vendor's
 * maximum multiplier (409 `vendor.credit.exceeds.round`). A rollback must name the bet's member
 * and round (409 `vendor.rollback.mismatch`), and a bet whose round has a credit is not rolled
 * back (409 `vendor.rollback.round.settled`). A rollback that finds no bet cancels the bet id: the
 * bet arriving later answers 409 `vendor.bet.rolled.back`.
 *
 * Free rounds (issue 25, decision 061): the operator hands a player's free spins on a game to
 * the provider with the launch (`ProviderLaunchBody.freeRounds`); each free round played sends
 * no debit and one credit naming the grant (`freeRoundsId`), even of 0, which counts one spin
 * down at the operator and pays its win to the player's bonus balance, within the spin's value
 * times the vendor's maximum multiplier. A grant with no spin left, expired, of another player
 * or game answers 409 `vendor.free.rounds.unavailable`.
 */
export const VENDOR_SIGNATURE_HEADER = 'x-signature';
export const VENDOR_TIMESTAMP_HEADER = 'x-vendor-timestamp';
/** How far the vendor's timestamp may differ from the server's clock. */
export const VENDOR_TIMESTAMP_TOLERANCE_SECONDS = 300;

export const VendorSignedHeaders = z.object({
  [VENDOR_SIGNATURE_HEADER]: z
    .string()
    .describe('hex(HMAC-SHA256(secret, `${X-Vendor-Timestamp}.${rawBody}`))'),
  [VENDOR_TIMESTAMP_HEADER]: z.string().describe('Unix time in seconds, within +-300 s'),
});

export const VendorPathParams = z.object({
  vendorCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .describe('The vendor code the secret belongs to'),
});

const transactionId = z.string().trim().min(1).max(64).describe('The vendor’s transaction id');
/** The launch's session token: a debit needs it live; a credit or rollback accepts it ended. */
const token = z.string().min(1).max(128).describe('The player’s session token from the launch');
const playerId = z
  .string()
  .regex(/^[1-9][0-9]{0,11}$/)
  .describe('The player id (member id) given at launch');
const roundId = z.string().trim().min(1).max(64).describe('The vendor’s game round id');
/** The operator's id of a free-spins grant handed to the provider at launch. */
export const FreeRoundsId = z
  .string()
  .regex(/^fs-[1-9][0-9]{0,11}$/)
  .describe('The operator’s free-spins grant the round was played with');
/**
 * The absolute ceiling of one debit or credit (R$ 100,000,000.00): far above any real stake or
 * win, and small enough that a round's stakes times any multiplier stay exact. The server's
 * VENDOR_MAX_AMOUNT_CENTS sets the working limit below it.
 */
export const VENDOR_AMOUNT_CEILING_CENTS = 10_000_000_000;
/** The highest maximum multiplier an operator may declare for a vendor. */
export const VENDOR_MAX_MULTIPLIER_LIMIT = 100_000;

const amountCents = z.number().int().min(1).max(VENDOR_AMOUNT_CEILING_CENTS);

const player = { token: token.optional(), playerId: playerId.optional() };
const needsPlayer = (body: { token?: string | undefined; playerId?: string | undefined }) =>
  body.token !== undefined || body.playerId !== undefined;
const playerMessage = { message: 'token or playerId is required' };

export const VendorBalanceBody = z.object(player).strict().refine(needsPlayer, playerMessage);
export type VendorBalanceBody = z.infer<typeof VendorBalanceBody>;

export const VendorDebitBody = z
  .object({
    ...player,
    token,
    transactionId,
    roundId,
    gameId: z.string().trim().max(64).optional(),
    amountCents: amountCents.describe('The stake in integer cents'),
  })
  .strict();
export type VendorDebitBody = z.infer<typeof VendorDebitBody>;

export const VendorCreditBody = z
  .object({
    ...player,
    transactionId,
    roundId,
    gameId: z.string().trim().max(64).optional(),
    /** The bet this win pays, when the vendor knows it. */
    betTransactionId: transactionId.optional(),
    /** A free round's win: no debit; names the grant (with no betTransactionId). */
    freeRoundsId: FreeRoundsId.optional(),
    amountCents: z
      .number()
      .int()
      .min(0)
      .max(VENDOR_AMOUNT_CEILING_CENTS)
      .describe(
        'The win in integer cents; 0 closes a losing round. The round needs a debit of this player',
      ),
  })
  .strict()
  .refine(needsPlayer, playerMessage)
  .refine((body) => body.freeRoundsId === undefined || body.betTransactionId === undefined, {
    message: 'a free round has no bet',
  });
export type VendorCreditBody = z.infer<typeof VendorCreditBody>;

export const VendorRollbackBody = z
  .object({
    ...player,
    transactionId: transactionId.describe('The rollback’s own transaction id'),
    betTransactionId: transactionId.describe('The transaction id of the bet to reverse'),
    roundId: roundId.optional().describe('When given, must be the bet’s round'),
  })
  .strict()
  .refine(needsPlayer, playerMessage);
export type VendorRollbackBody = z.infer<typeof VendorRollbackBody>;

export const VendorBalanceValue = z.object({
  playerId: z.string(),
  currency: z.string(),
  /** What the player may stake: cash and bonus money together (decision 061). */
  balanceCents: z.number().int().min(0),
});
export type VendorBalanceValue = z.infer<typeof VendorBalanceValue>;

/**
 * The answer of a money call, stored with the vendor transaction and answered again verbatim
 * for a repeated call. `status`: `ok`; for a rollback also `not_found` (no such bet, nothing
 * moved) or `already_rolled_back` (another rollback reversed the bet first, nothing moved).
 */
export const VendorTransactionValue = z.object({
  status: z.enum(['ok', 'not_found', 'already_rolled_back']),
  transactionId: z.string(),
  /** Our reference of the ledger transfer; null when nothing moved. */
  operatorTransactionId: z.string().nullable(),
  playerId: z.string().nullable(),
  currency: z.string(),
  /** The player's balance right after this transaction (null when the player is unknown). */
  balanceCents: z.number().int().min(0).nullable(),
});
export type VendorTransactionValue = z.infer<typeof VendorTransactionValue>;

/** The value of a refused debit (wallet.insufficient.funds): the current balance. */
export const VendorInsufficientFundsValue = z.object({ balanceCents: z.number().int().min(0) });

/** A vendor an operator sets up (`npm run vendor`): its code and declared maximum multiplier. */
export const VendorSetup = z
  .object({
    vendorCode: VendorPathParams.shape.vendorCode,
    maxMultiplier: z.coerce
      .number()
      .int()
      .min(1)
      .max(VENDOR_MAX_MULTIPLIER_LIMIT)
      .describe('The highest total win of a round, as a multiple of its stakes'),
  })
  .strict();
export type VendorSetup = z.infer<typeof VendorSetup>;

/** A secret an operator brings instead of a generated one: 32 to 256 characters, no spaces. */
export const VENDOR_SECRET_MIN_LENGTH = 32;
export const VendorSecret = z.string().min(VENDOR_SECRET_MIN_LENGTH).max(256).regex(/^\S+$/);

/** The value of a refused credit (vendor.credit.exceeds.round): what the round still allows. */
export const VendorRoundLimitValue = z.object({
  roundStakeCents: z.number().int().min(0),
  roundCreditCents: z.number().int().min(0),
  maxMultiplier: z.number().int().min(1),
  /** The largest credit the round still accepts. */
  remainingCents: z.number().int().min(0),
});
export type VendorRoundLimitValue = z.infer<typeof VendorRoundLimitValue>;
