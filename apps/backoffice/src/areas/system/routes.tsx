import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The system area's screens (paths relative to /bo/system/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="system" /> }];
