/** The bonus engine's public entry (issue 25, decision 056): other features import only this. */
export {
  bonusBalance,
  bonusTermsRow,
  checkCashStake,
  countStake,
  expireBonuses,
  forfeitActiveBonus,
  grantBonus,
  grantDepositBonus,
  hasActiveBonus,
  payWin,
  placeStake,
  promotionRefusal,
  promotionTerms,
  settleBonus,
} from './bonuses.service.ts';
export {
  claimFreeSpin,
  grantFreeSpins,
  grantWelcomeFreeSpins,
  payFreeSpinWin,
  slotFreeSpins,
} from './free-spins.service.ts';
export { registerBonusRoutes } from './bonuses.routes.ts';
