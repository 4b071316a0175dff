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

export function bannerArtUrl(bannerId: number): string {
  return API.bannerArt.replace(':bannerId', String(bannerId));
}
