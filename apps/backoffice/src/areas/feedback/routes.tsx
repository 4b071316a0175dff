import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The feedback area's screens (paths relative to /bo/feedback/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="feedback" /> }];
