/**
 * The system feature's public entry: what other features (the back office's System area) may
 * read of the merchant's settings and status. The routes and the status enforcement are wired
 * by app.ts from their own files.
 */
export {
  findMerchant,
  findStatus,
  findWhitelabel,
  type MerchantRow,
  type MerchantStatusRow,
} from './system.repository.ts';
