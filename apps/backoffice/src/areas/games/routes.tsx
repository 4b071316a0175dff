import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The games area's screens (paths relative to /bo/games/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="games" /> }];
