import { API } from './paths.ts';
import { CASHIER_API } from './cashier-paths.ts';

/*
 * Server-side system status (issue 18, decision 032). With the merchant in maintenance (status
 * 1) every API call answers 503 system.maintenance; from an address in a blocked range (status
 * 2) 403 system.region.restricted; maintenance wins when both hold. Only the server reads this
 * list; it lives apart from paths.ts for the same reason as the open list.
 */

/**
 * What an exempt route is exempt from:
 * - `both`: answers in maintenance and to a blocked address alike;
 * - `region`: answers to any address, but not in maintenance. For server-to-server calls whose
 *   address is the partner's server, never a member's, so a member's region cannot be read
 *   from it.
 */
export type StatusExemption = 'both' | 'region';

/**
 * The one list of API routes (`METHOD pattern`, HEAD counts as GET) the system status does not
 * refuse. Everything else under /wps, /lgw, /lotto and /dev is refused. The site's HTML and
 * static files and the operator API (/ops) are not API routes and are never refused.
 */
export const STATUS_EXEMPT_ROUTES: Readonly<Record<string, StatusExemption>> = {
  // What the site needs to draw the maintenance and restricted pages (and know when to leave
  // them): the status itself (customer-service links included), white-label flags and the
  // merchant's settings (languages, name, licence).
  [`GET ${API.systemStatus}`]: 'both',
  [`GET ${API.whitelabel}`]: 'both',
  [`GET ${API.consolidatedSettings}`]: 'both',
  // Monitoring: the process and its database are alive whatever the merchant's status.
  [`GET ${API.health}`]: 'both',
  // Vendor wallet callbacks for rounds already under way: a win or a rollback must land, so no
  // round is left half-paid; a balance query moves nothing.
  [`POST ${API.vendorWalletBalance}`]: 'both',
  [`POST ${API.vendorWalletCredit}`]: 'both',
  [`POST ${API.vendorWalletRollback}`]: 'both',
  // A vendor debit is a new bet: refused in maintenance (nothing is taken, the vendor's round
  // never opens), but from the vendor's server address, not the member's.
  [`POST ${API.vendorWalletDebit}`]: 'region',
  // The provider consuming a launch token: from its server's address, not the member's.
  [`POST ${API.vendorLaunchVerify}`]: 'region',
  // A payment provider's confirmation of a deposit already paid: must still be credited.
  [`POST ${CASHIER_API.gatewayCallback}`]: 'both',
  // Development only (never registered in production): the journeys read mail and captchas,
  // move the clock and pay test deposits while they switch the status on and off.
  [`GET ${API.devOutbox}`]: 'both',
  [`GET ${API.devCaptcha}`]: 'both',
  [`POST ${API.devClock}`]: 'both',
  [`GET ${CASHIER_API.devPay}`]: 'both',
  [`POST ${CASHIER_API.devPay}`]: 'both',
};
