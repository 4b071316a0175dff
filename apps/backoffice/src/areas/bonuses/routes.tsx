import type { RouteObject } from 'react-router';
import { BonusDetailPage } from './bonus-detail.tsx';
import { BonusesPage } from './bonuses-page.tsx';
import { FreeSpinGrantPage } from './free-spin-grant-page.tsx';
import { FreeSpinsPage } from './free-spins-page.tsx';
import { GrantPage } from './grant-page.tsx';
import { ReferralsPage } from './referrals-page.tsx';
import { TermsEditPage, TermsPage } from './terms-page.tsx';

/** The bonuses area's screens (paths relative to /bo/bonuses/). */
export const routes: RouteObject[] = [
  { index: true, element: <BonusesPage /> },
  { path: 'grant', element: <GrantPage /> },
  { path: 'free-spins', element: <FreeSpinsPage /> },
  { path: 'free-spins/grant', element: <FreeSpinGrantPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'terms/:id', element: <TermsEditPage /> },
  { path: 'referrals', element: <ReferralsPage /> },
  { path: ':id', element: <BonusDetailPage /> },
];
