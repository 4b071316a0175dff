/**
 * The game calls' contract schemas, loaded with the first call rather than with the game
 * screens (decision 053): building them was most of a game list's first render on a slowed
 * phone CPU.
 */
export {
  EsportsMatchCounts,
  FavouritesPage,
  GameListPage,
  GameVendors,
  HotGames,
  RecentGamesValue,
  VendorGameTypes,
} from '@app/contracts';
