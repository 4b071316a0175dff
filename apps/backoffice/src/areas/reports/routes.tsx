import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The reports area's screens (paths relative to /bo/reports/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="reports" /> }];
