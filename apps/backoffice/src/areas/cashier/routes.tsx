import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The cashier area's screens (paths relative to /bo/cashier/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="cashier" /> }];
