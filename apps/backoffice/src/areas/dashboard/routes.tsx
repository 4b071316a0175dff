import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The dashboard area's screens (paths relative to /bo/dashboard/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="dashboard" /> }];
