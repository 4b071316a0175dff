/**
 * Home widgets of issue 7 (spec shell-games-lottery sections 2 and 7; decision 020): the winner
 * board rank list, the hot matches and the hot news. All three are open to visitors: the spec's
 * open list names the "catalog and lobby news calls", and the home page shows them to guests.
 */
export const HOME_WIDGETS_API = {
  /** Winner board rank list: the biggest recent real-money wins, account names masked. */
  winners: '/lgw/games/winners',
  /** Hot matches: upcoming featured sports matches with their 1X2 odds. */
  hotMatches: '/wps/lobby/hot-matches',
  /** Hot news: the lobby's news items (title, summary, sanitised HTML body, image). */
  news: '/wps/lobby/news',
  /** Generated SVG art of one news item (no text: the same picture in every language). */
  newsArt: '/wps/lobby/news/art/:newsId.svg',
  /** The progressive jackpot pools of our game provider, summed (issue 19, decision 039). */
  jackpot: '/lgw/games/jackpot',
  /** Live and upcoming e-sports matches per vendor, from the provider (the e-sports centre). */
  esportsMatches: '/lgw/games/esports-matches',
} as const;

// Plain strings (not templates of HOME_WIDGETS_API): the site's entry chunk then drops the list.
export const OPEN_HOME_WIDGET_ROUTES: readonly string[] = [
  'GET /lgw/games/winners',
  'GET /wps/lobby/hot-matches',
  'GET /wps/lobby/news',
  'GET /wps/lobby/news/art/:newsId.svg',
  'GET /lgw/games/jackpot',
  'GET /lgw/games/esports-matches',
];

export function newsArtUrl(newsId: number): string {
  return HOME_WIDGETS_API.newsArt.replace(':newsId', String(newsId));
}
