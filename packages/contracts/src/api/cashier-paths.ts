/**
 * Cashier calls (issue 9, decision 025): deposits, payee, withdrawal password, withdrawals, the
 * payment-gateway callback, the development payment page and the operator API. Kept out of API
 * so the site's first screen does not carry paths only the lazy cashier screens use.
 */
export const CASHIER_API = {
  channels: '/wps/cashier/channels',
  deposits: '/wps/cashier/deposits',
  deposit: '/wps/cashier/deposits/:id',
  withdrawInfo: '/wps/cashier/withdraw/info',
  payee: '/wps/cashier/payee',
  /** Unbinds the payee account (POST, with re-authentication). */
  payeeRemove: '/wps/cashier/payee/remove',
  withdrawPassword: '/wps/cashier/withdraw-password',
  withdrawPasswordCheck: '/wps/cashier/withdraw-password/check',
  withdrawals: '/wps/cashier/withdrawals',
  /** Called by a payment provider's server: signed, no member session. */
  gatewayCallback: '/wps/cashier/callback/:provider',
  /** The built-in development provider's payment page (not in production). */
  devPay: '/dev/pay/:id',
  opsDeposits: '/ops/deposits',
  opsDepositApprove: '/ops/deposits/:id/approve',
  opsDepositReject: '/ops/deposits/:id/reject',
  opsWithdrawals: '/ops/withdrawals',
  opsWithdrawalPay: '/ops/withdrawals/:id/pay',
  opsWithdrawalReject: '/ops/withdrawals/:id/reject',
} as const;

/** The signature header of a gateway callback: hex HMAC-SHA256(provider secret, raw body). */
export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';

/** Site routes of the cashier screens. */
export const CASHIER_ROUTES = {
  deposit: '/m/voucherCenter',
  depositResult: '/m/voucherCenter/result',
  withdraw: '/m/withdraw',
  payee: '/m/withdraw/payee',
  password: '/m/withdraw/password',
} as const;
