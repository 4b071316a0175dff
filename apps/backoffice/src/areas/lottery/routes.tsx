import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The lottery area's screens (paths relative to /bo/lottery/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="lottery" /> }];
