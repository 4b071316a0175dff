import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The approvals area's screens (paths relative to /bo/approvals/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="approvals" /> }];
