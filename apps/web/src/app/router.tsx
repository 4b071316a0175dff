import {
  lazy,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  GAME_CENTRE_PATHS,
  GAME_LIST_PATHS,
  GAME_PAGE_PATH,
  GAME_PAGE_ROUTE,
  HOME_PATH,
  HOME_PATHS,
  normalizePath,
  REGISTERED_PATHS,
} from '../lib/chrome-rules.ts';
import { prefetchHome } from '../features/home/api/home-queries.ts';
import { i18n, toApiLanguage } from '../i18n/index.ts';
import { prefetchCategoryAnnouncements } from '../features/games/api/category-announcements.ts';
import { RootLayout } from './root-layout.tsx';
import { AGENT_SCREENS } from './routes/agent-area.ts';

export const BASENAME = '/m';

/** The home screen, split out of the entry bundle. */
export function loadHomePage() {
  return import('../features/home/home-page.tsx');
}

/**
 * A lazy screen: its module (with its texts) downloads on the first visit to the route and its
 * named export renders it. `preload` starts (or joins) that download; once it has finished the
 * screen renders at once, without suspending. One helper instead of a wrapper per route: every
 * route is in the start chunk every first visit downloads.
 */
interface Screen {
  element: ReactElement;
  preload: () => Promise<unknown>;
  loaded: () => boolean;
}

function screen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): Screen {
  let Loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module[name];
      },
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  function Screen() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { element: <Screen />, preload, loaded: () => Loaded !== undefined };
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
// Issue 25: tournaments (decision 057).
const tournamentPages = () => import('../features/tournaments/pages/index.ts');

/**
 * Every route of spec section 2 (and the accounts routes) under /m that has its own screen;
 * the other registered paths render the home screen and keep their path for the chrome rules.
 * Screens of one feature that share a module load as one chunk.
 */
const SCREENS: Readonly<Record<string, Screen>> = {
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
  // Promotions, help centre and user agreement.
  '/activity': screen(promotionPages, 'ActivityPage'),
  '/activityDetail': screen(promotionPages, 'ActivityDetailPage'),
  '/help': screen(promotionPages, 'HelpPage'),
  '/useragreement': screen(promotionPages, 'UserAgreementPage'),
  // The member centre: home, security centre, personal info, VIP levels, reward centre.
  '/member/home': screen(memberPages, 'MemberHomePage'),
  '/securityCenter': screen(memberPages, 'SecurityCenterPage'),
  '/member/info': screen(memberPages, 'PersonalInfoPage'),
  '/vip': screen(memberPages, 'VipPage'),
  '/member/benefits': screen(memberPages, 'MemberBenefitsPage'),
  '/rewardCenter': screen(memberPages, 'RewardCenterPage'),
  // Issue 25: the member's bonuses (decision 056).
  '/member/bonuses': screen(memberPages, 'BonusesPage'),
  // Issue 18: the member invite screen (decision 035).
  '/invite': screen(memberPages, 'InvitePage'),
  // Issue 25: tournaments (decision 057).
  '/tournaments': screen(tournamentPages, 'TournamentsPage'),
  '/tournament': screen(tournamentPages, 'TournamentPage'),
  '/protection': screen(protectionPages, 'ProtectionPage'),
  '/identity': screen(identityPages, 'IdentityPage'),
  // Issue 8: the agent screens (agent home, register centre, contracts, dividends, team
  // reports, team management and rebates), listed with their paths in routes/agent-area.ts.
  ...Object.fromEntries(
    Object.entries(AGENT_SCREENS).map(([path, name]) => [path, screen(agentPages, name)]),
  ),
};

/** The in-house (BGS) slot page. */
const slotGameScreen = screen(() => import('../features/slots/slot-game-page.tsx'), 'SlotGamePage');

/** Game browsing (lazy; the texts travel with each screen): list pages, slot list, centre. */
const gameListScreen = screen(
  () => import('../features/games/pages/game-list-page.tsx'),
  'GameListPage',
);
const gameCentreScreen = screen(
  () => import('../features/games/pages/game-centre-page.tsx'),
  'GameCentrePage',
);
const GAME_SCREENS: Readonly<Record<string, Screen>> = {
  ...Object.fromEntries(GAME_LIST_PATHS.map((path) => [path, gameListScreen])),
  '/inhouse': screen(() => import('../features/games/pages/slot-list-page.tsx'), 'SlotListPage'),
  ...Object.fromEntries(GAME_CENTRE_PATHS.map((path) => [path, gameCentreScreen])),
};

const homeScreen = screen(loadHomePage, 'HomePage');

/** The screen a path under /m shows: its own, or home for the paths that show home. */
function screenOf(path: string): Screen | undefined {
  if (SCREENS[path]) return SCREENS[path];
  if (GAME_SCREENS[path]) return GAME_SCREENS[path];
  if (GAME_PAGE_PATH.test(path)) return slotGameScreen;
  if ((HOME_PATHS as readonly string[]).includes(path) || REGISTERED_PATHS.includes(path))
    return homeScreen;
  return undefined;
}

/** Starts the download of the screen a location shows (at start, before the first render). */
export function preloadScreen(pathname: string): Promise<unknown> {
  return screenOf(normalizePath(pathname))?.preload() ?? Promise.resolve();
}

/**
 * Starts the calls a screen makes first while its chunk downloads (the home's first banner is
 * the LCP element; a game list's or centre's banners); never blocks the navigation.
 */
export function prefetchForLocation(queryClient: QueryClient, url: URL): void {
  const path = normalizePath(url.pathname);
  const locale = i18n.language;
  if (screenOf(path) === homeScreen) prefetchHome(queryClient, locale);
  else if (GAME_SCREENS[path] === gameListScreen)
    prefetchCategoryAnnouncements(queryClient, 'list', url, toApiLanguage(locale));
  else if (GAME_SCREENS[path] === gameCentreScreen)
    prefetchCategoryAnnouncements(queryClient, 'centre', url, toApiLanguage(locale));
}

/**
 * Every registered path under /m with its screen; the paths that show home keep their path for
 * the chrome rules; anything else goes home.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { index: true, element: homeScreen.element },
        ...HOME_PATHS.filter((path) => path !== '/').map((path) => ({
          path,
          element: homeScreen.element,
        })),
        ...REGISTERED_PATHS.map((path) => ({ path, element: screenOf(path)!.element })),
        { path: GAME_PAGE_ROUTE, element: slotGameScreen.element },
        { path: '*', element: <Navigate to={HOME_PATH} replace /> },
      ],
    },
  ];
}

const ROUTES = createRoutes();

/**
 * The site's routes, inside a router (BrowserRouter in the app, MemoryRouter in tests). A
 * navigation to a screen whose chunk has not arrived yet keeps the page shown until it has,
 * rather than blanking it; meanwhile the screen's first calls are already on their way.
 */
export function AppRoutes() {
  const queryClient = useQueryClient();
  const location = useLocation();
  // The location last shown, and one whose screen failed to load: caches of what was rendered,
  // read while rendering on purpose (state would cost every navigation a second render).
  /* eslint-disable react-hooks/refs */
  const shown = useRef(location);
  const failed = useRef<typeof location | null>(null);
  const [, arrived] = useState(0);
  const target = screenOf(normalizePath(location.pathname));
  if (!target || target.loaded() || failed.current === location) shown.current = location;
  useLayoutEffect(() => {
    if (!target || target.loaded()) return undefined;
    let current = true;
    const show = () => current && arrived((count) => count + 1);
    target.preload().then(show, () => {
      // The screen renders anyway: its error boundary says the page failed, with a retry.
      failed.current = location;
      show();
    });
    return () => {
      current = false;
    };
  }, [target, location]);
  const first = useRef(true);
  useLayoutEffect(() => {
    // The first screen's calls were started before the first render (start.tsx).
    if (first.current) first.current = false;
    else
      prefetchForLocation(
        queryClient,
        new URL(`${BASENAME}${location.pathname}${location.search}`, window.location.origin),
      );
  }, [queryClient, location.pathname, location.search]);
  const routes = useRoutes(ROUTES, shown.current);
  /* eslint-enable react-hooks/refs */
  return routes;
}
