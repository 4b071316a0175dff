import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The audit area's screens (paths relative to /bo/audit/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="audit" /> }];
