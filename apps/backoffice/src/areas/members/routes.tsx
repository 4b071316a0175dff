import type { RouteObject } from 'react-router';
import { MemberPage } from './member-page.tsx';
import { SearchPage } from './search-page.tsx';

/** The members area's screens (paths relative to /bo/members/). */
export const routes: RouteObject[] = [
  { index: true, element: <SearchPage /> },
  { path: ':id', element: <MemberPage /> },
];
