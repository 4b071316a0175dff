import { API } from './paths.ts';
import { OPEN_LOTTERY_ROUTES } from './lottery-paths.ts';
import { OPEN_MESSAGE_ROUTES } from './messages-paths.ts';
import { OPEN_HOME_WIDGET_ROUTES } from './home-widgets-paths.ts';
import { PROMOTIONS_API } from './promotions-paths.ts';
import { CASHIER_API } from './cashier-paths.ts';
import { LIVE_API } from './live-events.ts';

/*
 * The open list lives apart from API: only the server reads it. Were it in paths.ts, which the
 * site's first screen imports, it would pull every feature's path module (messages, home
 * widgets, ...) into the entry chunk with it, kept alive for the lazy screens that use them.
 */

/**
 * Calls made by game vendors' servers, not by members: they need no member session and
 * authenticate by an HMAC signature of the body instead (401 vendor.signature.invalid without a
 * valid one). They are on the open list so the session guard lets them through.
 */
export const VENDOR_SIGNED_ROUTES: readonly string[] = [
  `POST ${API.vendorWalletBalance}`,
  `POST ${API.vendorWalletDebit}`,
  `POST ${API.vendorWalletCredit}`,
  `POST ${API.vendorWalletRollback}`,
  `POST ${API.vendorLaunchVerify}`,
  // Payment providers' deposit confirmations (issue 9, decision 025).
  `POST ${CASHIER_API.gatewayCallback}`,
];

/**
 * The spec's open list (section 6 of both documents): the only calls that answer without a
 * session, as `METHOD path`. Art and the API description are assets, listed so the server's
 * default-deny hook and its test read one list. Every other API route answers 401.
 */
export const OPEN_API_ROUTES: readonly string[] = [
  `GET ${API.systemStatus}`,
  `GET ${API.whitelabel}`,
  `GET ${API.consolidatedSettings}`,
  `GET ${API.announcements}`,
  `GET ${API.downloadLinks}`,
  `GET ${API.customerService}`,
  `GET ${API.hotGames}`,
  `GET ${API.gameMenus}`,
  `GET ${API.gameList}`,
  `GET ${API.gameVendors}`,
  `GET ${API.vendorGameTypes}`,
  `GET ${API.gameArt}`,
  `GET ${API.bannerArt}`,
  `GET ${API.appIcon}`,
  `GET ${API.appProfile}`,
  `GET ${API.openApi}`,
  `GET ${API.health}`,
  `GET ${API.captcha}`,
  // Draws and the jackpot, for every page (issue 26, decision 062).
  `GET ${LIVE_API.public}`,
  `POST ${API.login}`,
  // A page URL's hand-off code is the credential (decision 029).
  `POST ${API.sessionHandoffRedeem}`,
  `PUT ${API.register}`,
  `PUT ${API.registerMobile}`,
  `GET ${API.registerRules}`,
  `GET ${API.registerSettings}`,
  `GET ${API.usernameCheck}`,
  `POST ${API.affiliateCheck}`,
  `GET ${API.affiliateLookup}`,
  `POST ${API.smsSend}`,
  `POST ${API.trialUser}`,
  `POST ${API.forgotByEmail}`,
  `POST ${API.setPasswordByPhone}`,
  `GET ${API.devOutbox}`,
  `GET ${API.devCaptcha}`,
  `POST ${API.devClock}`,
  // Announcement lists (issue 7, decision 016).
  ...OPEN_MESSAGE_ROUTES,
  // The lottery's lists, numeros and public draw archive (decision 015).
  ...OPEN_LOTTERY_ROUTES,
  // Home widgets (issue 7, decision 020): winner board, hot matches, hot news and its art.
  ...OPEN_HOME_WIDGET_ROUTES,
  // Promotions, their art, the help centre and the user agreement (decision 017).
  ...Object.values(PROMOTIONS_API).map((path) => `GET ${path}`),
  // Not member calls: authenticated by the vendor's signature (VENDOR_SIGNED_ROUTES).
  ...VENDOR_SIGNED_ROUTES,
];
