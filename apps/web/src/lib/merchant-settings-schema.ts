/** Loaded on first use, like the home feature's schemas: zod stays out of the first screen. */
export { MerchantSettings } from '@app/contracts';
