import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The agents area's screens (paths relative to /bo/agents/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="agents" /> }];
