/** The bonus engine's public entry (issue 25, decision 056): other features import only this. */
export {
  bonusBalance,
  bonusTermsRow,
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
  type StakeResult,
} from './bonuses.service.ts';
export {
  claimFreeSpin,
  claimVendorFreeRound,
  grantFreeSpins,
  grantWelcomeFreeSpins,
  payFreeSpinWin,
  slotFreeSpins,
} from './free-spins.service.ts';
export { payVendorWin, refundVendorStake } from './vendor-bonus-play.ts';
export { registerBonusRoutes } from './bonuses.routes.ts';
