import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  GAME_CENTRE_PATHS,
  GAME_LIST_PATHS,
  GAME_PAGE_ROUTE,
  HOME_PATH,
  HOME_PATHS,
  REGISTERED_PATHS,
} from '../lib/chrome-rules.ts';
import { prefetchHome } from '../features/home/api/home-queries.ts';
import { i18n, toApiLanguage } from '../i18n/index.ts';
import { prefetchCategoryAnnouncements } from '../features/games/api/category-announcements.ts';
import { BootFallback, RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { AGENT_AREA } from './routes/agent-area.ts';
import { queryClient as defaultQueryClient } from './providers.tsx';

export const BASENAME = '/m';

/** The home screen, split out of the entry bundle. */
export function loadHomePage() {
  return import('../features/home/home-page.tsx');
}

/**
 * A lazy screen: its module (with its texts) downloads on the first visit to the route and its
 * named export renders it. One helper instead of a `lazy` block per route: every route is in
 * the start chunk every first visit downloads.
 */
function screen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): Partial<RouteObject> {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

const servicePages = () => import('../features/service/pages/index.ts');
const messagePages = () => import('../features/messages/pages/message-routes.ts');
const promotionPages = () => import('../features/promotions/pages/index.ts');
// Issues 8 and 9: the agent screens, and the cashier with the member centre (one chunk each).
const agentPages = () => import('./routes/agent-pages.ts');
const memberPages = () => import('./routes/cashier-member-pages.ts');
// Issue 23: player protection and identity checks (a chunk each).
const protectionPages = () => import('../features/protection/pages/index.ts');
const identityPages = () => import('../features/identity/pages/index.ts');

/** An agent screen: marked by its route handle, so the layout gives it the agent footer. */
function agentScreen(name: keyof Awaited<ReturnType<typeof agentPages>>): Partial<RouteObject> {
  return { ...screen(agentPages, name), handle: AGENT_AREA };
}

/**
 * Every route of spec section 2 (and the accounts routes) under /m that has its own screen;
 * the other registered paths render the home screen and keep their path for the chrome rules.
 * Screens of one feature that share a module load as one chunk.
 */
const SCREENS: Readonly<Record<string, Partial<RouteObject>>> = {
  // Accounts.
  '/changePsw': screen(
    () => import('../features/accounts/pages/change-password-page.tsx'),
    'ChangePasswordPage',
  ),
  '/trail': screen(() => import('../features/accounts/pages/trial-page.tsx'), 'TrialPage'),
  // The betting and account records.
  '/gameRecord': screen(
    () => import('../features/records/pages/game-record-page.tsx'),
    'GameRecordPage',
  ),
  '/transaction/record': screen(
    () => import('../features/records/pages/account-record-page.tsx'),
    'AccountRecordPage',
  ),
  // The lottery: lobby, weekly schedule, betting page.
  '/lott': screen(() => import('../features/lottery/pages/lobby-page.tsx'), 'LotteryLobbyPage'),
  '/lottery': screen(
    () => import('../features/lottery/pages/schedule-page.tsx'),
    'LotterySchedulePage',
  ),
  '/launchGame': screen(
    () => import('../features/lottery-betting/launch-game-page.tsx'),
    'LaunchGamePage',
  ),
  // The app download page (its QR library travels with it).
  '/app': screen(
    () => import('../features/downloads/pages/app-download-page.tsx'),
    'AppDownloadPage',
  ),
  // Feedback and the customer-service page.
  // Cashier (issue 9, decision 025): deposit, its result, withdraw, payee, withdrawal password.
  '/voucherCenter': screen(memberPages, 'DepositPage'),
  '/voucherCenter/result': screen(memberPages, 'DepositResultPage'),
  '/withdraw': screen(memberPages, 'WithdrawPage'),
  '/withdraw/payee': screen(memberPages, 'PayeePage'),
  '/withdraw/password': screen(memberPages, 'WithdrawPasswordPage'),
  '/feedback': screen(servicePages, 'FeedbackPage'),
  '/customer': screen(servicePages, 'CustomerPage'),
  // Announcements and messages.
  '/message': screen(messagePages, 'MessagePage'),
  '/notice': screen(messagePages, 'NoticePage'),
  '/messageDetail': screen(messagePages, 'MessageDetailPage'),
  '/webEmail': screen(messagePages, 'WebEmailPage'),
  // Issue 8: the agent announcements.
  '/member/notice': screen(messagePages, 'MemberNoticePage'),
  // Issue 8: the agent home and the register centre.
  '/agent': agentScreen('AgentHomePage'),
  '/agentRegister': agentScreen('AgentRegisterPage'),
  // Promotions, help centre and user agreement.
  '/activity': screen(promotionPages, 'ActivityPage'),
  '/activityDetail': screen(promotionPages, 'ActivityDetailPage'),
  '/help': screen(promotionPages, 'HelpPage'),
  '/useragreement': screen(promotionPages, 'UserAgreementPage'),
  // Agent contracts (issue 8, decision 024): the spec's three contract screens, the dividend
  // screen (the agent home footer's link and the spec's route) and the offer form.
  '/member/agent/getSalaryContract': agentScreen('SalaryContractPage'),
  '/member/agent/getDevidendContract': agentScreen('DividendContractPage'),
  '/member/agent/getHourContract': agentScreen('HourContractPage'),
  '/agent/dividend': agentScreen('DividendPage'),
  '/member/agent/agentDivident': agentScreen('DividendPage'),
  '/agent/contract/offer': agentScreen('OfferContractPage'),
  // The agent's team reports (issue 8).
  '/agent/team/overview': agentScreen('TeamOverviewPage'),
  '/agent/team/pnl': agentScreen('TeamPnlPage'),
  '/teamBetting': agentScreen('TeamBettingPage'),
  // Issue 8: team management and transfer, agent rebate, team rebate (rebate income).
  '/member/team': agentScreen('TeamPage'),
  '/member/agent/agentRebeat': agentScreen('AgentRebatePage'),
  '/member/teamRebate': agentScreen('TeamRebatePage'),
  // The member centre: home, security centre, personal info, VIP levels, reward centre.
  '/member/home': screen(memberPages, 'MemberHomePage'),
  '/securityCenter': screen(memberPages, 'SecurityCenterPage'),
  '/member/info': screen(memberPages, 'PersonalInfoPage'),
  '/vip': screen(memberPages, 'VipPage'),
  '/member/benefits': screen(memberPages, 'MemberBenefitsPage'),
  '/rewardCenter': screen(memberPages, 'RewardCenterPage'),
  // Issue 18: the member invite screen (decision 035).
  '/invite': screen(memberPages, 'InvitePage'),
  '/protection': screen(protectionPages, 'ProtectionPage'),
  '/identity': screen(identityPages, 'IdentityPage'),
};

/** The in-house (BGS) slot page. */
const slotGameRoute = screen(() => import('../features/slots/slot-game-page.tsx'), 'SlotGamePage');

/**
 * Game browsing (lazy; the texts travel with each screen): list pages, slot list, centre. The
 * list and centre loaders start the category's banner call while the page's chunks download.
 */
function gamePages(queryClient: QueryClient): Record<string, Partial<RouteObject>> {
  const language = () => toApiLanguage(i18n.resolvedLanguage ?? i18n.language);
  const gameListRoute: Partial<RouteObject> = {
    loader: ({ request }) => {
      prefetchCategoryAnnouncements(queryClient, 'list', new URL(request.url), language());
      return null;
    },
    ...screen(() => import('../features/games/pages/game-list-page.tsx'), 'GameListPage'),
  };
  const gameCentreRoute: Partial<RouteObject> = {
    loader: ({ request }) => {
      prefetchCategoryAnnouncements(queryClient, 'centre', new URL(request.url), language());
      return null;
    },
    ...screen(() => import('../features/games/pages/game-centre-page.tsx'), 'GameCentrePage'),
  };
  return {
    ...Object.fromEntries(GAME_LIST_PATHS.map((path) => [path, gameListRoute])),
    '/inhouse': screen(() => import('../features/games/pages/slot-list-page.tsx'), 'SlotListPage'),
    ...Object.fromEntries(GAME_CENTRE_PATHS.map((path) => [path, gameCentreRoute])),
  };
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const homeRoute = {
    // Starts the home calls while the lazy home chunk downloads (the first banner is the LCP
    // element); never blocks the navigation.
    loader: () => {
      prefetchHome(queryClient, i18n.resolvedLanguage ?? i18n.language);
      return null;
    },
    lazy: async () => ({ Component: (await loadHomePage()).HomePage }),
  } satisfies Partial<RouteObject>;

  const gameRoutes = gamePages(queryClient);
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <BootFallback />,
      children: [
        {
          // Pathless: a page that fails keeps the header and footer around its error.
          errorElement: <RouteError />,
          children: [
            { index: true, ...homeRoute },
            ...HOME_PATHS.filter((path) => path !== '/').map((path) => ({ path, ...homeRoute })),
            ...REGISTERED_PATHS.map((path) => ({
              path,
              ...(SCREENS[path] ?? gameRoutes[path] ?? homeRoute),
            })),
            { path: GAME_PAGE_ROUTE, ...slotGameRoute },
            { path: '*', element: <Navigate to={HOME_PATH} replace /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient = defaultQueryClient) {
  return createBrowserRouter(createRoutes(queryClient), { basename: BASENAME });
}
