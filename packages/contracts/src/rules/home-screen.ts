/**
 * Paths that show the home screen at first paint: the home aliases, the hot tab and the popup
 * routes that open over home (spec section 2). The server uses it to put the first home banner
 * into the page it sends; the site's inline boot script uses it to start the home calls early,
 * so it is a pattern string an ES5 script can embed.
 */
export const HOME_SCREEN_PATH_PATTERN =
  '^/m(/|/index|/index\\.html|/home|/hot|/login|/register|/register\\.html|/forget)?/?$';

const homeScreenPath = new RegExp(HOME_SCREEN_PATH_PATTERN);

export function isHomeScreenPath(pathname: string): boolean {
  return homeScreenPath.test(pathname);
}
