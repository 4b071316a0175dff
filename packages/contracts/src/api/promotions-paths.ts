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

/**
 * Public reading: promotions are PR announcements and help is lobby news (decision 017).
 * Plain strings, not templates of PROMOTIONS_API, so the site's entry bundle can drop the list
 * (the server's open-list test checks each one is a real route).
 */
export const OPEN_PROMOTIONS_ROUTES: readonly string[] = [
  'GET /wps/promotions',
  'GET /wps/promotions/:id',
  'GET /wps/promotions/art/:promotionId.svg',
  'GET /wps/help/center',
  'GET /wps/help/useragreement',
];
