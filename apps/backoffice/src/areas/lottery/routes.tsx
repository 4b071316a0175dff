import type { RouteObject } from 'react-router';
import { DrawPage } from './draw-page.tsx';
import { DrawsPage } from './draws-page.tsx';
import { GamesPage } from './games-page.tsx';

/** The lottery area's screens (paths relative to /bo/lottery/). */
export const routes: RouteObject[] = [
  { index: true, element: <GamesPage /> },
  { path: 'draws', element: <DrawsPage /> },
  { path: 'draws/:id', element: <DrawPage /> },
];
