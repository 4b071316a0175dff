import type { RouteObject } from 'react-router';
import { GamesPage } from './games-page.tsx';
import { OrderingPage } from './ordering-page.tsx';
import { VendorsPage } from './vendors-page.tsx';

/** The games area's screens (paths relative to /bo/games/). */
export const routes: RouteObject[] = [
  { index: true, element: <GamesPage /> },
  { path: 'vendors', element: <VendorsPage /> },
  { path: 'ordering', element: <OrderingPage /> },
];
