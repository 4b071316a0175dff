import type { RouteObject } from 'react-router';
import { ApprovalsPage } from './approvals-page.tsx';

/** The approvals area's screens (paths relative to /bo/approvals/). */
export const routes: RouteObject[] = [{ index: true, element: <ApprovalsPage /> }];
