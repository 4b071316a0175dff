import type { GameType } from '@app/contracts';
import type { GamesTable } from '../db/schema/tables.ts';
import { MIN_BET_CENTS, stableHash } from '../db/seed/catalogue.ts';

/**
 * Many made-up games for scale checks (the game-list EXPLAIN test, the bench's 10,000 games):
 * names of two or three words, some with Portuguese and Vietnamese accents, spread over the
 * seeded RNG vendors, with ids from 900,000 up so they never meet the catalogue's.
 */
const FIRST = [
  'Golden',
  'Lucky',
  'Mystic',
  'Ceará',
  'Đường',
  'Sông',
  'Coração',
  'Royal',
  'Neon',
  'Pháo',
];
const SECOND = [
  'Fortune',
  'Hương',
  'Reels',
  'Vàng',
  'Estrela',
  'Gems',
  'Bão',
  'Safari',
  'Lua',
  'Kingdom',
];
const THIRD = ['', 'Deluxe', 'Mega', 'Đêm', 'Máx', 'Turbo', 'Noite', 'Xanh'];
// Not BGS: its games are slots with a model, which these are not.
const VENDORS = ['SLX', 'AUR', 'MGC'];
const TYPES: GameType[] = ['RNG', 'RNG', 'RNG', 'FISH', 'PVP'];
const CLASSES = ['JP', 'SC', 'VP', 'TG', 'AC'];

export const SYNTHETIC_FIRST_ID = 900_000;

export function syntheticGames(count: number): Array<Omit<GamesTable, 'search_name'>> {
  return Array.from({ length: count }, (_, i) => {
    const gameId = SYNTHETIC_FIRST_ID + i;
    const third = THIRD[Math.floor(i / 100) % THIRD.length]!;
    const name = [
      FIRST[i % FIRST.length],
      SECOND[Math.floor(i / 10) % SECOND.length],
      third,
      String(i),
    ]
      .filter(Boolean)
      .join(' ');
    const hash = stableHash(`synthetic-${i}`);
    const type = TYPES[i % TYPES.length]!;
    return {
      game_id: gameId,
      node_id: String(gameId),
      room_id: null,
      node_name: name,
      game_name: name,
      display_name: 'Synthetic',
      game_code: `SYN_${i}`,
      game_group_id: null,
      game_type: type,
      vendor_code: VENDORS[i % VENDORS.length]!,
      is_game_h5: null,
      support_play: 0,
      freeplay: 1,
      classification: CLASSES[hash % CLASSES.length]!,
      lotto_mode: null,
      is_top: 0,
      is_new: i % 7 === 0 ? 1 : 0,
      min_bet_cents: MIN_BET_CENTS[hash % MIN_BET_CENTS.length]!,
      sort_order: hash % 100_000,
      enabled: 1,
      slot_model: null,
      slot_theme: null,
    };
  });
}
