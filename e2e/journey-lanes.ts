import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Journeys whose outcome no database can change (decision 027, amended): what the browser draws
 * and reads — accessibility, the site frame, the languages, layout, the installable app, the
 * network notices, home's first paint. Server tests cover the data they show on every
 * database. When `npm test` runs journeys on more than one database these run once, each in
 * the lane of the database its number names (0: the first database, 1: the second), chosen so
 * the two lanes, which share two cores, take about as long; with one database, all run there.
 */
export const ONCE_JOURNEYS: Readonly<Record<string, number>> = {
  'journeys/accessibility.e2e.ts': 0,
  'journeys/network.e2e.ts': 0,
  'journeys/shell.e2e.ts': 1,
  'journeys/downloads.e2e.ts': 1,
  'journeys/languages.e2e.ts': 1,
  'journeys/no-covered-controls.e2e.ts': 1,
  'journeys/home.e2e.ts': 1,
  // The provider's game pages in the browser; its money on each database is what
  // provider-wallet and provider-faults check, in both lanes.
  'journeys/provider-games.e2e.ts': 0,
  // Tables and the sportsbook in the browser; their money on each database is what
  // provider-tables checks, in both lanes.
  'journeys/provider-tables-browser.e2e.ts': 1,
  // axe on the back office's screens; what they show on each database, backoffice.e2e.ts
  // checks in both lanes.
  'journeys/backoffice-accessibility.e2e.ts': 0,
};

/** The once-only journeys that lane `index` of `count` leaves to another lane. */
export function journeysOfOtherLanes(index: number, count: number): string[] {
  // A renamed journey would otherwise quietly run in every lane again.
  const missing = Object.keys(ONCE_JOURNEYS).filter(
    (file) => !existsSync(path.join(import.meta.dirname, file)),
  );
  if (missing.length > 0)
    throw new Error(`e2e/journey-lanes.ts names no file ${missing.join(', ')}`);
  return Object.entries(ONCE_JOURNEYS)
    .filter(([, lane]) => lane % count !== index)
    .map(([file]) => file);
}
