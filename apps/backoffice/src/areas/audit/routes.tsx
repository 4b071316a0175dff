import type { RouteObject } from 'react-router';
import { AuditPage } from './audit-page.tsx';

/** The audit area's screens (paths relative to /bo/audit/). */
export const routes: RouteObject[] = [{ index: true, element: <AuditPage /> }];
