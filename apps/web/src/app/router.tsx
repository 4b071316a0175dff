import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HOME_PATH, HOME_PATHS, REGISTERED_PATHS } from '../lib/chrome-rules.ts';
import { BootFallback, RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

export const BASENAME = '/m';

/** The home screen, split out of the entry bundle. */
export function loadHomePage() {
  return import('../features/home/home-page.tsx');
}

const homeRoute = {
  lazy: async () => ({ Component: (await loadHomePage()).HomePage }),
} satisfies Partial<RouteObject>;

/**
 * Every route of spec section 2 (and the accounts routes) under /m. Screens that later issues
 * build render the home screen until then; they keep their own path so the chrome rules apply.
 */
export const routes: RouteObject[] = [
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
          ...REGISTERED_PATHS.map((path) => ({ path, ...homeRoute })),
          { path: '*', element: <Navigate to={HOME_PATH} replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
