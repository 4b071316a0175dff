/** The settings answer's schema, loaded on first use (lib/merchant-settings.ts). */
export { MerchantSettings } from '@app/contracts';
