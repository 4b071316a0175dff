import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The provider's brands, as the server's GAME_PROVIDER_VENDORS names them by default. */
export const DEFAULT_BRANDS = 'SLX,AUR,MGC,DSA,VLV,CRW,PVK,KCK,NXA,IMES,IA,AV';

/**
 * Makes sure `file` holds a random 32-byte secret for each brand (mode 0600), which the server
 * and the provider both install (decision 039). A file written by an earlier version gains the
 * brands it lacks; its secrets stay. Nothing is printed.
 */
export function ensureProviderSecrets(file: string, brands: readonly string[]): void {
  const known: Record<string, string> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  if (brands.every((brand) => known[brand])) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const secrets = Object.fromEntries(
    brands.map((brand) => [brand, known[brand] ?? randomBytes(32).toString('base64url')]),
  );
  writeFileSync(file, JSON.stringify({ ...known, ...secrets }, null, 2), { mode: 0o600 });
}
