/**
 * Promotions and help centre calls (issue 7, decision 017). Apart from the schemas so the
 * route list stays light for the site's entry bundle.
 */
export const PROMOTIONS_API = {
  promotions: '/wps/promotions',
  promotion: '/wps/promotions/:id',
  promotionArt: '/wps/promotions/art/:promotionId.svg',
  helpCenter: '/wps/help/center',
  userAgreement: '/wps/help/useragreement',
} as const;
