import type { Permission } from '@app/contracts/backoffice';
import type { ComponentType } from 'react';
import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';

/**
 * The back office's areas: where each lives, who may open it (the same permission the server
 * checks on its routes) and its routes, loaded when first opened.
 */
export interface Area {
  key: AreaKey;
  path: string;
  permission: Permission;
  Screen: ComponentType;
}

export type AreaKey =
  | 'dashboard'
  | 'cashier'
  | 'approvals'
  | 'members'
  | 'feedback'
  | 'system'
  | 'jobs'
  | 'audit'
  | 'operators'
  | 'content'
  | 'messages'
  | 'games'
  | 'providers'
  | 'lottery'
  | 'agents'
  | 'reports'
  | 'kyc'
  | 'bonuses';

/** An area's routes (paths relative to /bo/<area>/) as one lazily loaded screen. */
function areaScreen(load: () => Promise<{ routes: RouteObject[] }>): ComponentType {
  return lazy(async () => {
    const { routes } = await load();
    function AreaRoutes() {
      return useRoutes(routes);
    }
    return { default: AreaRoutes };
  });
}

export const AREAS: readonly Area[] = [
  {
    key: 'dashboard',
    path: 'dashboard',
    permission: 'dashboard.read',
    Screen: areaScreen(() => import('./dashboard/routes.tsx')),
  },
  {
    key: 'cashier',
    path: 'cashier',
    permission: 'cashier.read',
    Screen: areaScreen(() => import('./cashier/routes.tsx')),
  },
  {
    key: 'approvals',
    path: 'approvals',
    permission: 'approvals.confirm',
    Screen: areaScreen(() => import('./approvals/routes.tsx')),
  },
  {
    key: 'members',
    path: 'members',
    permission: 'members.read',
    Screen: areaScreen(() => import('./members/routes.tsx')),
  },
  {
    key: 'feedback',
    path: 'feedback',
    permission: 'feedback.read',
    Screen: areaScreen(() => import('./feedback/routes.tsx')),
  },
  {
    key: 'system',
    path: 'system',
    permission: 'system.read',
    Screen: areaScreen(() => import('./system/routes.tsx')),
  },
  {
    key: 'jobs',
    path: 'jobs',
    permission: 'jobs.read',
    Screen: areaScreen(() => import('./jobs/routes.tsx')),
  },
  {
    key: 'audit',
    path: 'audit',
    permission: 'audit.read',
    Screen: areaScreen(() => import('./audit/routes.tsx')),
  },
  {
    key: 'operators',
    path: 'operators',
    permission: 'operators.manage',
    Screen: areaScreen(() => import('./operators/routes.tsx')),
  },
  {
    key: 'content',
    path: 'content',
    permission: 'content.read',
    Screen: areaScreen(() => import('./content/routes.tsx')),
  },
  {
    key: 'messages',
    path: 'messages',
    permission: 'content.read',
    Screen: areaScreen(() => import('./messages/routes.tsx')),
  },
  {
    key: 'games',
    path: 'games',
    permission: 'catalogue.read',
    Screen: areaScreen(() => import('./games/routes.tsx')),
  },
  {
    key: 'providers',
    path: 'providers',
    permission: 'providers.read',
    Screen: areaScreen(() => import('./providers/routes.tsx')),
  },
  {
    key: 'lottery',
    path: 'lottery',
    permission: 'lottery.read',
    Screen: areaScreen(() => import('./lottery/routes.tsx')),
  },
  {
    key: 'agents',
    path: 'agents',
    permission: 'agents.read',
    Screen: areaScreen(() => import('./agents/routes.tsx')),
  },
  {
    key: 'reports',
    path: 'reports',
    permission: 'reports.read',
    Screen: areaScreen(() => import('./reports/routes.tsx')),
  },
  {
    key: 'kyc',
    path: 'kyc',
    permission: 'kyc.read',
    Screen: areaScreen(() => import('./kyc/routes.tsx')),
  },
  {
    key: 'bonuses',
    path: 'bonuses',
    permission: 'bonuses.read',
    Screen: areaScreen(() => import('./bonuses/routes.tsx')),
  },
];
