/**
 * The cashier's public entry (decision 025): what other features (the back office) may use.
 * Decisions stay in the cashier's services, so every caller decides exactly once, with the
 * same ledger transfer and inbox message.
 */
export {
  approveDeposit,
  opsDeposits,
  opsWithdrawals,
  payWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
} from './cashier-decisions.service.ts';
export { expireDeposits } from './deposits.service.ts';
export { channelNames, toDeposit, toWithdrawal } from './cashier-shared.ts';
