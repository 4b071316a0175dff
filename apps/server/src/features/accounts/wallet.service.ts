import type { AppContext } from '../../lib/context.ts';
import { memberBalance } from '../ledger/ledger.service.ts';

/**
 * The wallet is the member's account in the double-entry ledger (features/ledger): money moves
 * only through `transfer` there. `sumBalance` reads the member account.
 */
export function walletBalance(ctx: AppContext, memberId: number): Promise<number> {
  return memberBalance(ctx, memberId);
}
