import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Which lane runs each journey (decision 027, amended three times). With more than one
 * database every journey but those of EVERY_LANE runs once, in the lane of the database its
 * number names (0: the first database, 1: the second): the server tests run every route on every database, so a journey proves the
 * browser, the site and the server together, and one database per journey is enough for that.
 * Money journeys are spread over both lanes, so each database carries real browser traffic.
 * The numbers are chosen so the two lanes, which share two cores, take about as long (the
 * estimates are seconds on the CI machine); with one database, all run there. A journey not
 * listed gets a lane from its name, so a new file is never run twice by accident.
 */
export const JOURNEY_LANES: Readonly<Record<string, number>> = {
  // Lane 0 (the first database).
  'journeys/accessibility.e2e.ts': 0, // 128
  'journeys/backoffice-accessibility.e2e.ts': 0, // 65
  'journeys/provider-games.e2e.ts': 0, // 63
  'journeys/network.e2e.ts': 0,
  'journeys/accounts.e2e.ts': 0, // 88
  'journeys/provider-faults.e2e.ts': 0, // 44
  'journeys/lottery.e2e.ts': 0, // 40
  'journeys/cashier.e2e.ts': 0,
  'journeys/agent-contracts.e2e.ts': 0,
  'journeys/agent-money.e2e.ts': 0,
  'journeys/messages.e2e.ts': 0,
  'journeys/invite.e2e.ts': 0,
  'journeys/play.e2e.ts': 0,
  'journeys/feedback.e2e.ts': 0,
  'journeys/member-centre.e2e.ts': 0,
  'journeys/backoffice-content.e2e.ts': 0,
  'journeys/backoffice-lottery.e2e.ts': 0,
  'journeys/backoffice-agents.e2e.ts': 0,
  'journeys/backoffice-bonuses.e2e.ts': 0,
  'journeys/player-protection.e2e.ts': 0, // 22, its own server
  // Lane 1 (the second database).
  'journeys/provider-tables-browser.e2e.ts': 1, // 121
  'journeys/backoffice.e2e.ts': 1, // 90
  'journeys/system-status.e2e.ts': 1, // 56
  'journeys/shell.e2e.ts': 1, // 48
  'journeys/bonus.e2e.ts': 1, // 6
  'journeys/referral.e2e.ts': 1, // two browsers, a few spins and the back office
  'journeys/tournament.e2e.ts': 1, // 33, half of it waiting for the scheduler's tick
  'journeys/downloads.e2e.ts': 1, // 37
  'journeys/provider-wallet.e2e.ts': 1,
  'journeys/languages.e2e.ts': 1,
  'journeys/no-covered-controls.e2e.ts': 1,
  'journeys/home.e2e.ts': 1,
  'journeys/agent-home.e2e.ts': 1,
  'journeys/agent-reports.e2e.ts': 1,
  'journeys/browse.e2e.ts': 1,
  'journeys/home-widgets.e2e.ts': 1,
  'journeys/promotions.e2e.ts': 1,
  'journeys/account-security.e2e.ts': 1,
  'journeys/backoffice-catalogue.e2e.ts': 1,
  'journeys/backoffice-reports.e2e.ts': 1,
  'journeys/backoffice-messages.e2e.ts': 1,
  'journeys/identity.e2e.ts': 1, // 12
  'journeys/long-game-list.e2e.ts': 1, // its own server
};

/**
 * Journeys every lane runs, one per database: issue 20 asks for the provider's tables, card
 * tables and sportsbook through the signed wallet on SQLite and on PostgreSQL, and only this
 * journey drives them against the real operator (the provider's own tests use a fake one). Most
 * of its 45 s is waiting for the studio's and the matches' clocks, not CPU.
 */
export const EVERY_LANE: ReadonlySet<string> = new Set(['journeys/provider-tables.e2e.ts']);

function laneOf(file: string): number {
  return JOURNEY_LANES[file] ?? createHash('sha1').update(file).digest()[0] ?? 0;
}

/** Every journey file, as `journeys/<name>.e2e.ts`. */
function journeyFiles(): string[] {
  return readdirSync(path.join(import.meta.dirname, 'journeys'))
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => `journeys/${name}`);
}

/** The journeys that lane `index` of `count` leaves to another lane. */
export function journeysOfOtherLanes(index: number, count: number): string[] {
  if (count <= 1) return [];
  // A renamed journey would otherwise quietly fall to a lane chosen by its name.
  const missing = [...Object.keys(JOURNEY_LANES), ...EVERY_LANE].filter(
    (file) => !existsSync(path.join(import.meta.dirname, file)),
  );
  if (missing.length > 0)
    throw new Error(`e2e/journey-lanes.ts names no file ${missing.join(', ')}`);
  return journeyFiles().filter((file) => !EVERY_LANE.has(file) && laneOf(file) % count !== index);
}
