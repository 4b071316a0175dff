import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The operators area's screens (paths relative to /bo/operators/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="operators" /> }];
