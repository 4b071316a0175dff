import {
  ESPORTS_VENDOR_CODES,
  HOT_MATCHES_MAX,
  PROVIDER_API,
  ProviderFeaturedFixturesValue,
  ProviderFixtureCountsValue,
  type EsportsMatchCounts,
  type Game,
  type MatchCount,
  type ProviderFixture,
} from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { vendorOn } from '../games/games.repository.ts';
import { toGame } from '../games/games.service.ts';
import { providerSource } from './provider-source.ts';

/** How long one answer of the provider serves every request (its sportsbook moves by the second). */
export const FIXTURES_TTL_MS = 5_000;
/** A failing provider: its last answer while it is this recent, then nothing. */
export const FIXTURES_STALE_MS = 60_000;

export interface ProviderFixtures {
  /** The sportsbook's next headline matches, or null (no provider, or none reachable). */
  featured: () => Promise<ProviderFixture[] | null>;
  /** Live and upcoming matches per sport and e-sports title, or null likewise. */
  counts: () => Promise<ProviderFixtureCountsValue | null>;
}

export function createProviderFixtures(ctx: AppContext): ProviderFixtures {
  const times = { ttlMs: FIXTURES_TTL_MS, staleMs: FIXTURES_STALE_MS };
  const featured = providerSource(
    ctx,
    `${PROVIDER_API.featuredFixtures}?limit=${HOT_MATCHES_MAX}`,
    ProviderFeaturedFixturesValue,
    times,
  );
  return {
    featured: async () => (await featured())?.fixtures ?? null,
    counts: providerSource(ctx, PROVIDER_API.fixtureCounts, ProviderFixtureCountsValue, times),
  };
}

/** The provider's brands in the catalogue (GAME_PROVIDER_VENDORS). */
function providerVendors(ctx: AppContext): string[] {
  return ctx.config.GAME_PROVIDER_VENDORS.split(',');
}

const SPORT_NAMES: Readonly<Record<string, string>> = {
  football: 'Football',
  futsal: 'Futsal',
  basketball: 'Basketball',
  volleyball: 'Volleyball',
  tennis: 'Tennis',
};

/** A sports title's rank: the match-centred titles first (live odds, then pre-match). */
function titleRank(name: string): number {
  if (/\bLive Odds\b/i.test(name)) return 0;
  if (/\bPre-match\b/i.test(name)) return 1;
  return 2;
}

/**
 * The catalogue game that opens a fixture, by the provider's own rule for a title's matches
 * (the first word of a sports title names its sport; an e-sports vendor named by a competition
 * code plays that competition, any other e-sports vendor all of them):
 * - a sport: the sports title named after it ("Football Live Odds"), "Live Odds" first, then
 *   "Pre-match", then any other;
 * - e-sports: the title of the vendor with the competition's code (IMES, IA, AV), else one of
 *   the all-competitions vendor (NXA).
 * Null when the catalogue has none enabled.
 */
export type GamePicker = (fixture: Pick<ProviderFixture, 'sport' | 'competition'>) => Game | null;

export async function loadGamePicker(ctx: AppContext): Promise<GamePicker> {
  const rows = await ctx.db
    .selectFrom('games')
    .selectAll()
    .where('enabled', '=', 1)
    .where(vendorOn)
    .where('game_type', 'in', ['SPORTS', 'ESPORTS'])
    .where('vendor_code', 'in', providerVendors(ctx))
    .orderBy('game_id')
    .execute();
  const sports = rows.filter((row) => row.game_type === 'SPORTS');
  const esports = rows.filter((row) => row.game_type === 'ESPORTS');
  const picked = new Map<string, Game | null>();

  function pick(fixture: Pick<ProviderFixture, 'sport' | 'competition'>): Game | null {
    if (fixture.sport === 'esports') {
      const row =
        esports.find((r) => r.vendor_code === fixture.competition) ??
        esports.find((r) => !ESPORTS_VENDOR_CODES.includes(r.vendor_code));
      return row ? toGame(row) : null;
    }
    const sportName = SPORT_NAMES[fixture.sport];
    if (!sportName) return null;
    const row = sports
      .filter((r) => r.node_name === sportName || r.node_name.startsWith(`${sportName} `))
      .sort((a, b) => titleRank(a.node_name) - titleRank(b.node_name) || a.game_id - b.game_id)[0];
    return row ? toGame(row) : null;
  }

  return (fixture) => {
    const key = `${fixture.sport}|${fixture.competition}`;
    if (!picked.has(key)) picked.set(key, pick(fixture));
    return picked.get(key) ?? null;
  };
}

/**
 * The e-sports centre's figures per vendor (the provider's brands of the ESPORTS category): a
 * vendor carrying a competition code counts that competition; any other (NXA) all e-sports.
 */
export async function esportsMatchCounts(
  ctx: AppContext,
  fixtures: ProviderFixtures,
): Promise<EsportsMatchCounts> {
  const counts = await fixtures.counts();
  if (!counts) return { vendors: null };
  const vendors = await ctx.db
    .selectFrom('vendors')
    .select('code')
    .where('category', '=', 'ESPORTS')
    .where('code', 'in', providerVendors(ctx))
    .orderBy('sequence')
    .execute();
  const all: MatchCount = { live: 0, upcoming: 0 };
  for (const count of Object.values(counts.esports)) {
    all.live += count.live;
    all.upcoming += count.upcoming;
  }
  const byVendor: Record<string, MatchCount> = {};
  for (const { code } of vendors) {
    byVendor[code] = ESPORTS_VENDOR_CODES.includes(code)
      ? (counts.esports[code] ?? { live: 0, upcoming: 0 })
      : { ...all };
  }
  return { vendors: byVendor };
}
