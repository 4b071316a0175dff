import type { RouteObject } from 'react-router';
import { Placeholder } from '../../components/placeholder.tsx';

/** The messages area's screens (paths relative to /bo/messages/). */
export const routes: RouteObject[] = [{ index: true, element: <Placeholder area="messages" /> }];
