/**
 * Lottery calls (issue 6, spec shell-games-lottery sections 2, 3, 7; decision 015). Every answer
 * that carries times carries `serverTime` (epoch ms of the server's clock) so the site runs its
 * countdowns on the server's clock, not the phone's. Lists, menus, numeros and the draw archive
 * are open (anyone may read and verify results); bets need a session.
 */
/**
 * Draws a page of the archive holds unless the call asks otherwise. Here, beside the paths and
 * away from the schemas, so a screen that needs only the number does not build every schema.
 */
export const DRAW_ARCHIVE_PAGE_SIZE = 20;

export const LOTTERY_API = {
  /** Lottery list: every lottery game with its open draw (`?tag=` narrows to one tag). */
  games: '/lotto/lgw/games',
  /** Popular lottery list: games tagged vietnam_rb_hot. */
  popular: '/lotto/lgw/games/popular',
  /** Lottery menu: groups with tag and gameMenus (the lobby's tabs). */
  menu: '/lotto/lgw/games/menu',
  /** Vietnam lottery menu: the regional groups only (the home widget). */
  vietnamMenu: '/lotto/lgw/games/vietnam/menu',
  /** Recent Vietnam lottery: a map of game code to its latest results. */
  vietnamRecent: '/lotto/lgw/games/vietnam/recent',
  /** The open draw (numero) of one game, with its odds and seed hash (the spec's path). */
  numero: '/lotto/lgw/games/opened/numero',
  /** The public draw archive of one game: drawn draws with seed, hash and result. */
  draws: '/lotto/lgw/draws',
  /** POST places a slip; GET lists the member's bets. */
  bets: '/lotto/lgw/bets',
} as const;

/** Open to visitors: everything but the bets (spec 6 names lottery numero; decision 015). */
// Plain strings (not templates of LOTTERY_API): the site's entry chunk then drops the list.
export const OPEN_LOTTERY_ROUTES: readonly string[] = [
  'GET /lotto/lgw/games',
  'GET /lotto/lgw/games/popular',
  'GET /lotto/lgw/games/menu',
  'GET /lotto/lgw/games/vietnam/menu',
  'GET /lotto/lgw/games/vietnam/recent',
  'GET /lotto/lgw/games/opened/numero',
  'GET /lotto/lgw/draws',
];

/** Lottery tags of spec 9: stock games have no history; hot games fill the hot filter. */
export const LOTTERY_TAGS = {
  noHistory: ['vietnam_rb_stock'],
  hot: 'vietnam_rb_hot',
  /** A menu group with this tag shows its vendor's game list instead of cards (spec 2). */
  vendorList: 'GPI',
} as const;
