import type { RouteObject } from 'react-router';
import { ProvidersPage } from './providers-page.tsx';

/** The providers area's screens (paths relative to /bo/providers/). */
export const routes: RouteObject[] = [{ index: true, element: <ProvidersPage /> }];
