import type { RouteObject } from 'react-router';
import { SystemPage } from './system-page.tsx';

/** The system area's screens (paths relative to /bo/system/). */
export const routes: RouteObject[] = [{ index: true, element: <SystemPage /> }];
