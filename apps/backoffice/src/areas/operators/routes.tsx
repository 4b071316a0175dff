import type { RouteObject } from 'react-router';
import { OperatorsPage } from './operators-page.tsx';

/** The operators area's screens (paths relative to /bo/operators/). */
export const routes: RouteObject[] = [{ index: true, element: <OperatorsPage /> }];
