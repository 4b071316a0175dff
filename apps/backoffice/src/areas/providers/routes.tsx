import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The providers area's screens (paths relative to /bo/providers/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="providers" /> }];
