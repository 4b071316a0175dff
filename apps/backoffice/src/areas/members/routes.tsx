import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The members area's screens (paths relative to /bo/members/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="members" /> }];
