import type { RouteObject } from 'react-router';
import { AgentPage } from './agent-page.tsx';
import { SettlementDetailPage, SettlementsPage } from './settlements-page.tsx';
import { TreePage } from './tree-page.tsx';

/** The agents area's screens (paths relative to /bo/agents/). */
export const routes: RouteObject[] = [
  { index: true, element: <TreePage /> },
  { path: 'settlements', element: <SettlementsPage /> },
  { path: 'settlements/:id', element: <SettlementDetailPage /> },
  { path: ':id', element: <AgentPage /> },
];
