/** Loaded on the first launch: zod stays out of the chunks that only show tiles. */
export { GameLaunchValue } from '@app/contracts';
