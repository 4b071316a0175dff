/**
 * The response schemas, loaded on first use: zod stays out of whatever imports the query
 * options (the router may, to start the home calls before the home chunk arrives).
 */
export { Announcements, GameMenus, HotGames } from '@app/contracts';
