/** The contract screens in one lazy chunk (they share the terms view, texts and queries). */
export { SalaryContractPage, DividendContractPage, HourContractPage } from './contract-page.tsx';
export { DividendPage } from './dividend-page.tsx';
export { OfferContractPage } from './offer-page.tsx';
