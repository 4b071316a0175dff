import { API, CASHIER_API, type WithdrawInfo } from '@app/contracts';
import { envelope, renderAccounts, type Handler } from '../accounts/test-utils.tsx';
import { settings } from '../records/test-utils.tsx';

/** A member ready to withdraw: R$ 100,00, a payee bound and a withdrawal password set. */
export const withdrawInfo: WithdrawInfo = {
  balanceCents: 10_000,
  payee: { bankName: 'Banco Um', accountNumber: '**** 9012', holderName: 'Ana Silva' },
  passwordSet: true,
  lockedUntil: null,
  channel: {
    code: 'bank-payout',
    kind: 'manual',
    provider: '',
    displayName: 'Bank account',
    instructions: '',
    minCents: 5_000,
    maxCents: 2_000_000,
  },
  realName: 'Ana Silva',
};

/** A cashier page with the settings, the withdrawal info and no withdrawals yet, plus `extra`. */
export function renderCashier(path: string, extra: Record<string, Handler> = {}) {
  return renderAccounts(path, {
    [`GET ${API.consolidatedSettings}`]: () => envelope(settings),
    [`GET ${CASHIER_API.withdrawInfo}`]: () => envelope(withdrawInfo),
    [`GET ${CASHIER_API.withdrawals}`]: () => envelope({ content: [], pageNum: 1, totalPages: 0 }),
    ...extra,
  });
}
