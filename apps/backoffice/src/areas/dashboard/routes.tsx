import type { RouteObject } from 'react-router';
import { DashboardPage } from './dashboard-page.tsx';

/** The dashboard area's screens (paths relative to /bo/dashboard/). */
export const routes: RouteObject[] = [{ index: true, element: <DashboardPage /> }];
