/** Every API path of the product, one place for server routes and site calls alike. */
export const API = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/whitelabel',
  consolidatedSettings: '/wps/system/setting/consolidated',
  announcements: '/wps/announcements',
  downloadLinks: '/wps/system/download-links',
  customerService: '/wps/system/customer-service',
  hotGames: '/lgw/games/hot',
  gameMenus: '/lgw/games/menus',
  gameArt: '/lgw/games/art/:gameId.svg',
  bannerArt: '/wps/banners/art/:bannerId.svg',
  /** Generated app icon (download resource AppDownloadIcon). */
  appIcon: '/wps/art/app-icon.svg',
  openApi: '/wps/openapi.json',
  health: '/wps/health',
} as const;

export function gameArtUrl(gameId: number): string {
  return API.gameArt.replace(':gameId', String(gameId));
}

/**
 * Banner art draws the banner's title, so its URL names the language (`?lang=pt|en`, lower
 * case; VI reads English). Without a language the server draws the merchant's default one.
 */
export function bannerArtUrl(bannerId: number, language?: string): string {
  const path = API.bannerArt.replace(':bannerId', String(bannerId));
  if (language === undefined) return path;
  const lang = language.toLowerCase() === 'pt' ? 'pt' : 'en';
  return `${path}?lang=${lang}`;
}
