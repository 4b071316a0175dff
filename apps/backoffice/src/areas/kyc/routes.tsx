import type { RouteObject } from 'react-router';
import { KycDetailPage } from './kyc-detail.tsx';
import { KycQueue } from './kyc-queue.tsx';

/** The identity-check area's screens (paths relative to /bo/kyc/). */
export const routes: RouteObject[] = [
  { index: true, element: <KycQueue /> },
  { path: ':id', element: <KycDetailPage /> },
];
