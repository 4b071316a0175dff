import { Navigate, type RouteObject } from 'react-router';
import { DepositQueue } from './deposit-queue.tsx';
import { DepositDetail, WithdrawalDetail } from './request-detail.tsx';
import { WithdrawalQueue } from './withdrawal-queue.tsx';

/** The cashier area's screens (paths relative to /bo/cashier/). */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="deposits" replace /> },
  { path: 'deposits', element: <DepositQueue /> },
  { path: 'deposits/:id', element: <DepositDetail /> },
  { path: 'withdrawals', element: <WithdrawalQueue /> },
  { path: 'withdrawals/:id', element: <WithdrawalDetail /> },
];
