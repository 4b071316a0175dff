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
import { queryClient as defaultQueryClient } from './providers.tsx';

export const BASENAME = '/m';

/** The home screen, split out of the entry bundle. */
export function loadHomePage() {
  return import('../features/home/home-page.tsx');
}

/**
 * Every route of spec section 2 (and the accounts routes) under /m. Screens that later issues
 * build render the home screen until then; they keep their own path so the chrome rules apply.
 */
/** Accounts pages with their own screen (lazy, like home). */
const ACCOUNT_PAGES: Readonly<Record<string, Partial<RouteObject>>> = {
  '/changePsw': {
    lazy: async () => ({
      Component: (await import('../features/accounts/pages/change-password-page.tsx'))
        .ChangePasswordPage,
    }),
  },
  '/trail': {
    lazy: async () => ({
      Component: (await import('../features/accounts/pages/trial-page.tsx')).TrialPage,
    }),
  },
};

/** The betting and account records (lazy; their texts travel with them). */
const RECORD_PAGES: Readonly<Record<string, Partial<RouteObject>>> = {
  '/gameRecord': {
    lazy: async () => ({
      Component: (await import('../features/records/pages/game-record-page.tsx')).GameRecordPage,
    }),
  },
  '/transaction/record': {
    lazy: async () => ({
      Component: (await import('../features/records/pages/account-record-page.tsx'))
        .AccountRecordPage,
    }),
  },
};

/** The lottery (lazy; texts travel with each screen): lobby, weekly schedule, betting page. */
const LOTTERY_PAGES: Readonly<Record<string, Partial<RouteObject>>> = {
  '/lott': {
    lazy: async () => ({
      Component: (await import('../features/lottery/pages/lobby-page.tsx')).LotteryLobbyPage,
    }),
  },
  '/lottery': {
    lazy: async () => ({
      Component: (await import('../features/lottery/pages/schedule-page.tsx')).LotterySchedulePage,
    }),
  },
  '/launchGame': {
    lazy: async () => ({
      Component: (await import('../features/lottery-betting/launch-game-page.tsx')).LaunchGamePage,
    }),
  },
};

/** The app download page (lazy; its QR library and texts travel with it). */
const DOWNLOAD_PAGES: Readonly<Record<string, Partial<RouteObject>>> = {
  '/app': {
    lazy: async () => ({
      Component: (await import('../features/downloads/pages/app-download-page.tsx'))
        .AppDownloadPage,
    }),
  },
};

/** Issue 7: feedback and the customer-service page, one lazy module (texts travel with it). */
const servicePage = (name: 'FeedbackPage' | 'CustomerPage'): Partial<RouteObject> => ({
  lazy: async () => ({ Component: (await import('../features/service/pages/index.ts'))[name] }),
});
const SERVICE_PAGES: Readonly<Record<string, Partial<RouteObject>>> = {
  '/feedback': servicePage('FeedbackPage'),
  '/customer': servicePage('CustomerPage'),
};

/** Announcements and messages (issue 7): one lazy chunk, texts travel with it. */
const messagePage = (
  name: keyof typeof import('../features/messages/pages/message-routes.ts'),
): Partial<RouteObject> => ({
  lazy: async () => ({
    Component: (await import('../features/messages/pages/message-routes.ts'))[name],
  }),
});
const MESSAGE_PAGES: Readonly<Record<string, Partial<RouteObject>>> = {
  '/message': messagePage('MessagePage'),
  '/notice': messagePage('NoticePage'),
  '/messageDetail': messagePage('MessageDetailPage'),
  '/webEmail': messagePage('WebEmailPage'),
};

/** Promotions, help centre and user agreement: one lazy chunk; their texts travel with it. */
const promotionPages = () => import('../features/promotions/pages/index.ts');
const PROMOTION_PAGES: Readonly<Record<string, Partial<RouteObject>>> = {
  '/activity': { lazy: async () => ({ Component: (await promotionPages()).ActivityPage }) },
  '/activityDetail': {
    lazy: async () => ({ Component: (await promotionPages()).ActivityDetailPage }),
  },
  '/help': { lazy: async () => ({ Component: (await promotionPages()).HelpPage }) },
  '/useragreement': {
    lazy: async () => ({ Component: (await promotionPages()).UserAgreementPage }),
  },
};

/** The in-house (BGS) slot page (lazy; its texts travel with it). */
const slotGameRoute: Partial<RouteObject> = {
  lazy: async () => ({
    Component: (await import('../features/slots/slot-game-page.tsx')).SlotGamePage,
  }),
};

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
    lazy: async () => ({
      Component: (await import('../features/games/pages/game-list-page.tsx')).GameListPage,
    }),
  };
  const gameCentreRoute: Partial<RouteObject> = {
    loader: ({ request }) => {
      prefetchCategoryAnnouncements(queryClient, 'centre', new URL(request.url), language());
      return null;
    },
    lazy: async () => ({
      Component: (await import('../features/games/pages/game-centre-page.tsx')).GameCentrePage,
    }),
  };
  return {
    ...Object.fromEntries(GAME_LIST_PATHS.map((path) => [path, gameListRoute])),
    '/inhouse': {
      lazy: async () => ({
        Component: (await import('../features/games/pages/slot-list-page.tsx')).SlotListPage,
      }),
    },
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
              ...(ACCOUNT_PAGES[path] ??
                RECORD_PAGES[path] ??
                LOTTERY_PAGES[path] ??
                DOWNLOAD_PAGES[path] ??
                SERVICE_PAGES[path] ??
                MESSAGE_PAGES[path] ??
                PROMOTION_PAGES[path] ??
                gameRoutes[path] ??
                homeRoute),
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
