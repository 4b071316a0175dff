// The cashier screens load as one chunk (issue 9, decision 025).
export { DepositPage } from './deposit-page.tsx';
export { DepositResultPage } from './deposit-result-page.tsx';
export { WithdrawPage } from './withdraw-page.tsx';
export { PayeePage } from './payee-page.tsx';
export { WithdrawPasswordPage } from './password-page.tsx';
