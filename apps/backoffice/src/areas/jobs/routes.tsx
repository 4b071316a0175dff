import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The jobs area's screens (paths relative to /bo/jobs/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="jobs" /> }];
