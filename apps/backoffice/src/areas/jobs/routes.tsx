import type { RouteObject } from 'react-router';
import { JobsPage } from './jobs-page.tsx';

/** The jobs area's screens (paths relative to /bo/jobs/). */
export const routes: RouteObject[] = [{ index: true, element: <JobsPage /> }];
