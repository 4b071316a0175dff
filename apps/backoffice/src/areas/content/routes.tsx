import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The content area's screens (paths relative to /bo/content/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="content" /> }];
