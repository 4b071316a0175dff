import {
  LOTTERY_MIN_UNIT_STAKE_CENTS,
  LOTTERY_TAGS,
  slotThemeFor,
  type GameClassification,
  type GameType,
} from '@app/contracts';
import type { GamesTable, VendorsTable } from '../schema/tables.ts';
import { LOTTERY_GAMES } from './lottery-games.ts';
import { searchNameOf } from './search-rows.ts';

/**
 * The demo game catalogue: invented vendors and names built from word lists, so every seed on
 * every machine produces the same games with the same ids (art URLs and favourites stay valid).
 * The lottery vendors' tiles (LTN and ELX) are the lottery games themselves (lottery-games.ts).
 */
type GeneratedType = Exclude<GameType, 'LOTT' | 'ELOTT'>;

interface VendorPlan {
  vendor: VendorsTable;
  /**
   * Game types this vendor supplies and how many of each (the lottery vendors: none here);
   * `names` gives the games their own titles instead of generated ones (count = names.length).
   */
  games: Array<{ type: GeneratedType; count: number; names?: readonly string[] }>;
}

export const VENDOR_PLANS: VendorPlan[] = [
  {
    vendor: {
      code: 'BGS',
      display_name: 'BGS Originals',
      category: 'INHOUSE',
      is_inhouse: 1,
      sequence: 1,
    },
    games: [
      { type: 'INHOUSE', count: 40 },
      { type: 'RNG', count: 60 },
    ],
  },
  {
    vendor: {
      code: 'SLX',
      display_name: 'Solarix Slots',
      category: 'RNG',
      is_inhouse: 0,
      sequence: 2,
    },
    games: [{ type: 'RNG', count: 110 }],
  },
  {
    vendor: {
      code: 'AUR',
      display_name: 'Aurora Reels',
      category: 'RNG',
      is_inhouse: 0,
      sequence: 3,
    },
    games: [{ type: 'RNG', count: 80 }],
  },
  {
    vendor: {
      code: 'MGC',
      display_name: 'Magicore Gaming',
      category: 'RNG',
      is_inhouse: 0,
      sequence: 4,
    },
    games: [
      { type: 'RNG', count: 70 },
      { type: 'FISH', count: 10 },
    ],
  },
  {
    vendor: {
      code: 'VLV',
      display_name: 'Velvet Live',
      category: 'LIVE',
      is_inhouse: 0,
      sequence: 5,
    },
    games: [{ type: 'LIVE', count: 36 }],
  },
  {
    vendor: {
      code: 'CRW',
      display_name: 'Crown Table',
      category: 'LIVE',
      is_inhouse: 0,
      sequence: 6,
    },
    games: [{ type: 'LIVE', count: 24 }],
  },
  {
    vendor: {
      code: 'PVK',
      display_name: 'Pivot Cards',
      category: 'PVP',
      is_inhouse: 0,
      sequence: 7,
    },
    // Issue 20: only the families our provider really plays (hold'em, Truco, domino), at
    // tables of many stakes.
    games: [{ type: 'PVP', count: 48 }],
  },
  {
    vendor: {
      code: 'DSA',
      display_name: 'Deep Sea Arcade',
      category: 'FISH',
      is_inhouse: 0,
      sequence: 8,
    },
    games: [{ type: 'FISH', count: 30 }],
  },
  {
    vendor: {
      code: 'KCK',
      display_name: 'Kickline Sports',
      category: 'SPORTS',
      is_inhouse: 0,
      sequence: 9,
    },
    games: [{ type: 'SPORTS', count: 20 }],
  },
  {
    vendor: {
      code: 'NXA',
      display_name: 'Nexa Arena',
      category: 'ESPORTS',
      is_inhouse: 0,
      sequence: 10,
    },
    games: [{ type: 'ESPORTS', count: 20 }],
  },
  {
    vendor: {
      code: 'LTN',
      display_name: 'Lotonova',
      category: 'LOTT',
      is_inhouse: 0,
      sequence: 11,
    },
    games: [],
  },
  {
    vendor: {
      code: 'ELX',
      display_name: 'E-Lotto Express',
      category: 'ELOTT',
      is_inhouse: 0,
      sequence: 12,
    },
    games: [],
  },
  // Issue 18: the e-sports centre had one vendor, a lone "NA" monogram. These carry codes of
  // the spec's e-sport list (AV, AI, IMES, TF, IA) and titles of their own. They come after
  // the lottery vendors so no earlier game id moves (ids are vendor position x 1000).
  ...esportsVendorPlans(),
];

/** The e-sports vendors past Nexa Arena: invented names, one game per competition. */
function esportsVendorPlans(): VendorPlan[] {
  const plans: Array<[code: string, name: string, titles: string[]]> = [
    [
      'IMES',
      'Imperial Esports',
      [
        'Rift Legends Cup',
        'Tower Siege Masters',
        'Starfall Tactics League',
        'Neon Strike Pro Series',
        'Kingdom Clash Invitational',
        'Last Squad Standing',
      ],
    ],
    [
      'IA',
      'Iron Arena',
      [
        'Arena Rush 5v5',
        'Hero Brawl League',
        'Pixel Racer Grand Prix',
        'Goal Masters eFootball',
        'Court Kings eBasketball',
      ],
    ],
    [
      'AV',
      'Avalanche Versus',
      [
        'Valor Strike Open',
        'Dragon Lane Finals',
        'Mecha Frontline',
        'Card Duel Championship',
        'Fight Night Legends',
      ],
    ],
  ];
  return plans.map(([code, name, titles], index) => ({
    vendor: {
      code,
      display_name: name,
      category: 'ESPORTS',
      is_inhouse: 0,
      sequence: 13 + index,
    },
    games: [{ type: 'ESPORTS', count: titles.length, names: titles }],
  }));
}

const WORDS: Record<GeneratedType, { first: string[]; second: string[] }> = {
  RNG: {
    first: [
      'Golden',
      'Lucky',
      'Wild',
      'Mystic',
      'Royal',
      'Crystal',
      'Blazing',
      'Frozen',
      'Jungle',
      'Cosmic',
      'Dragon',
      'Pharaoh',
      'Neon',
      'Thunder',
      'Emerald',
      'Sapphire',
      'Midnight',
      'Sunny',
      'Pirate',
      'Samba',
      'Carnival',
      'Copper',
      'Velvet',
      'Silver',
    ],
    second: [
      'Fortune',
      'Treasure',
      'Reels',
      'Gems',
      'Spins',
      'Riches',
      'Quest',
      'Legends',
      'Temple',
      'Safari',
      'Fruits',
      'Stars',
      'Kingdom',
      'Voyage',
      'Harvest',
      'Festival',
    ],
  },
  INHOUSE: {
    // In-house slots (decision 009, "Themes"): the ocean word colours the title, the second
    // word names its motif (Bounty -> pirate, Jewels -> gems, Storm -> thunder, Moon -> night).
    first: ['Shell', 'Coral', 'Lagoon', 'Tide', 'Pearl', 'Reef', 'Harbour', 'Beacon'],
    second: ['Riches', 'Bounty', 'Jewels', 'Storm', 'Moon', 'Lights', 'Spins', 'Legends'],
  },
  LIVE: {
    first: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Fan Tan'],
    second: ['Classic', 'Speed', 'Prime', 'Squeeze', 'Lounge', 'Salon', 'Turbo', 'Grand'],
  },
  PVP: {
    // Poker is Texas hold'em; rummy, buraco, sueca, bisca and tranca have no engine (issue 20).
    first: ['Poker', 'Truco', 'Domino'],
    second: [
      'Duel',
      'Clash',
      'Table',
      'Showdown',
      'Club',
      'Masters',
      'Arena',
      'Royale',
      'Classic',
      'Pro',
      'Turbo',
      'Prime',
      'Lounge',
      'Express',
      'Legends',
      'Elite',
    ],
  },
  FISH: {
    first: ['Ocean', 'Reef', 'Abyss', 'Coral', 'Tsunami', 'Kraken', 'Harpoon', 'Marlin'],
    second: ['Hunter', 'Blaster', 'Catch', 'Frenzy', 'Raid'],
  },
  SPORTS: {
    first: ['Football', 'Basketball', 'Tennis', 'Volleyball', 'Futsal'],
    second: ['Live Odds', 'Pre-match', 'Parlay', 'Cup Centre'],
  },
  ESPORTS: {
    first: ['Arena', 'Nexus', 'Pixel', 'Vector', 'Quantum'],
    second: ['Clash', 'League', 'Brawl', 'Legends'],
  },
};

const CLASSIFICATIONS: GameClassification[] = ['JP', 'SC', 'VP', 'TG', 'AC'];
/** Minimum bets of the spec's picker (0.01, 0.05, 0.1, 0.5, 0.75) in cents. */
export const MIN_BET_CENTS = [1, 5, 10, 50, 75] as const;

/** FNV-1a: a stable, well-spread hash for deterministic "shuffles" without randomness. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
}

function classificationFor(type: GeneratedType, index: number): GameClassification | null {
  if (type === 'RNG' || type === 'INHOUSE') return CLASSIFICATIONS[index % CLASSIFICATIONS.length]!;
  if (type === 'PVP') return 'TG';
  if (type === 'FISH') return 'AC';
  return null;
}

/**
 * Portuguese titles for a vendor's first games, in place of the generated English ones: the
 * catalogue needs names with accents for the accent-free search (decision 012) outside the
 * lottery types. Their codes stay those of the generated names.
 */
const LOCAL_TITLES: Readonly<Record<string, readonly string[]>> = {
  SLX: ['Dragão Dourado', 'Pérola do Sertão', 'Coração Valente'],
};

/** Name number `n` of a type: walks first x second pairs, then adds a numbered edition. */
function nameFor(type: GeneratedType, n: number): string {
  const { first, second } = WORDS[type];
  const pairs = first.length * second.length;
  const pair = n % pairs;
  // Step through second words with a stride so neighbouring games do not share both words.
  const base = `${first[pair % first.length]} ${second[Math.floor(pair / first.length) % second.length]}`;
  const edition = Math.floor(n / pairs);
  return edition === 0 ? base : `${base} ${edition + 1}`;
}

/**
 * The slot model of a BGS game: every BGS game is a slot (the in-house list is a slot list),
 * its model by game id modulo 3 (migrations 006 and 008 apply the same rule).
 */
export function slotModelFor(vendorCode: string, type: GameType, gameId: number): string | null {
  if (vendorCode !== 'BGS' || (type !== 'RNG' && type !== 'INHOUSE')) return null;
  return (['low', 'medium', 'high'] as const)[gameId % 3]!;
}

export function buildCatalogue(): { vendors: VendorsTable[]; games: GamesTable[] } {
  const vendors: VendorsTable[] = [];
  const games: GamesTable[] = [];
  const perTypeCounter = new Map<GeneratedType, number>();
  VENDOR_PLANS.forEach((plan, vendorIndex) => {
    vendors.push(plan.vendor);
    let vendorGame = 0;
    for (const { type, count, names } of plan.games) {
      for (let i = 0; i < count; i += 1) {
        const n = perTypeCounter.get(type) ?? 0;
        // Own titles leave the generated names of the type where they were.
        if (!names) perTypeCounter.set(type, n + 1);
        const name = names?.[i] ?? nameFor(type, n);
        const gameId = (vendorIndex + 1) * 1000 + vendorGame + 1;
        const code = `${plan.vendor.code}_${slug(name)}`;
        const title = LOCAL_TITLES[plan.vendor.code]?.[vendorGame] ?? name;
        const hash = stableHash(code);
        // Card tables have practice tables (free play with bots, issue 20).
        const freePlay = type === 'RNG' || type === 'INHOUSE' || type === 'FISH' || type === 'PVP';
        const slotModel = slotModelFor(plan.vendor.code, type, gameId);
        // Every 17th game has no game name so the site's node-name fallback is exercised.
        const gameName = !names && n % 17 === 16 ? null : title;
        games.push({
          game_id: gameId,
          node_id: String(100_000 + gameId),
          room_id: type === 'LIVE' ? `R${gameId}` : null,
          node_name: title,
          game_name: gameName,
          display_name: plan.vendor.display_name,
          game_code: code,
          game_group_id: null,
          game_type: type,
          vendor_code: plan.vendor.code,
          is_game_h5: null,
          support_play: freePlay ? 0 : 1,
          freeplay: freePlay ? 1 : 0,
          classification: classificationFor(type, n),
          lotto_mode: null,
          is_top: i % 6 === 0 ? 1 : 0,
          is_new: i % 5 === 2 ? 1 : 0,
          min_bet_cents: MIN_BET_CENTS[hash % MIN_BET_CENTS.length]!,
          sort_order: hash % 100_000,
          enabled: 1,
          slot_model: slotModel,
          slot_theme: slotModel ? slotThemeFor(name) : null,
          search_name: searchNameOf({ game_name: gameName, node_name: title }),
        });
        vendorGame += 1;
      }
    }
  });
  games.push(...lotteryTiles(vendors));
  return { vendors, games };
}

/**
 * The catalogue rows of the lottery games: same game id, name, code, group and prize mode, so
 * a tile's launch link opens its game. Hot regional games and the fastest quick draw are the
 * vendors' hot tiles; the stock and quick-draw games are new. The minimum bet is the lottery's
 * minimum stake per number.
 */
export function lotteryTiles(vendors: readonly VendorsTable[]): GamesTable[] {
  return LOTTERY_GAMES.map((game) => {
    const vendor = vendors.find((v) => v.code === game.vendor_code);
    if (!vendor) throw new Error(`no vendor ${game.vendor_code} for lottery game ${game.code}`);
    return {
      game_id: game.game_id,
      node_id: String(100_000 + game.game_id),
      room_id: null,
      node_name: game.name_en,
      game_name: game.name_en,
      display_name: vendor.display_name,
      game_code: game.code,
      game_group_id: game.game_group_id,
      game_type: game.game_type,
      vendor_code: game.vendor_code,
      is_game_h5: null,
      support_play: 1,
      freeplay: 0,
      classification: null,
      lotto_mode: game.prize_mode,
      is_top: game.tag === LOTTERY_TAGS.hot || game.interval_minutes === 1 ? 1 : 0,
      is_new: game.menu_tag === 'vietnam_rb_stock' || game.menu_tag === 'ent' ? 1 : 0,
      min_bet_cents: LOTTERY_MIN_UNIT_STAKE_CENTS,
      sort_order: stableHash(game.code) % 100_000,
      enabled: 1,
      slot_model: null,
      slot_theme: null,
      search_name: searchNameOf({ game_name: game.name_en, node_name: game.name_en }),
    };
  });
}
