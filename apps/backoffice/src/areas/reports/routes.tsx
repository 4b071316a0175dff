import { Navigate, type RouteObject } from 'react-router';
import { ReportsPage } from './reports-page.tsx';

/** The reports area's screens (paths relative to /bo/reports/): one per report. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="ggr" replace /> },
  { path: ':report', element: <ReportsPage /> },
];
