import {
  amountToCents,
  percentToRateBp,
  rateBpToPercent,
  type RebateGameType,
} from '@app/contracts';

/** One recipient line of the transfer form, as typed. */
export interface TransferDraft {
  memberId: number;
  userName: string;
  amount: string;
}

export type TransferFieldError = 'amountInvalid' | 'amountRequired';

export interface TransferCheck {
  /** Per member id: why its amount cannot be sent. */
  errors: Map<number, TransferFieldError>;
  totalCents: number;
  /** The total is above the agent's balance (when the balance is known). */
  aboveBalance: boolean;
  ok: boolean;
}

/**
 * The transfer form's own checks before anything is sent: every line needs an amount above 0
 * with at most 2 decimals (the server's amountToCents rule), and the total may not pass the
 * agent's balance. The server checks all of it again inside the transfer.
 */
export function checkTransfer(
  lines: readonly TransferDraft[],
  balanceCents: number | undefined,
): TransferCheck {
  const errors = new Map<number, TransferFieldError>();
  let totalCents = 0;
  for (const line of lines) {
    if (!line.amount.trim()) {
      errors.set(line.memberId, 'amountRequired');
      continue;
    }
    const cents = amountToCents(line.amount);
    if (cents === null) errors.set(line.memberId, 'amountInvalid');
    else totalCents += cents;
  }
  const aboveBalance = balanceCents !== undefined && totalCents > balanceCents;
  return {
    errors,
    totalCents,
    aboveBalance,
    ok: lines.length > 0 && errors.size === 0 && !aboveBalance,
  };
}

export interface RateBounds {
  gameType: RebateGameType;
  ceilingBp: number;
  floorBp: number;
}

export type RateFieldError = 'rateInvalid';

/**
 * The rebate form's checks: a percentage 0..100 with at most 2 decimals. The ceiling is
 * shown beside each field, but a rate above it is still sent so the member reads the server's
 * own refusal (the server decides; this form only catches what is not a rate at all).
 */
export function checkRates(
  inputs: Readonly<Record<string, string>>,
  bounds: readonly RateBounds[],
): {
  errors: Map<RebateGameType, RateFieldError>;
  rates: { gameType: RebateGameType; rateBp: number }[];
} {
  const errors = new Map<RebateGameType, RateFieldError>();
  const rates: { gameType: RebateGameType; rateBp: number }[] = [];
  for (const { gameType } of bounds) {
    const bp = percentToRateBp(inputs[gameType] ?? '');
    if (bp === null) errors.set(gameType, 'rateInvalid');
    else rates.push({ gameType, rateBp: bp });
  }
  return { errors, rates };
}

export { rateBpToPercent };
