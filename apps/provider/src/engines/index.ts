export type { Draw } from './draw.ts';
export * from './stake.ts';
export * from './slots.ts';
export * from './scratch.ts';
export * from './video-poker.ts';
export * from './crash.ts';
export * from './fish.ts';
export * from './jackpot.ts';
export * from './catalogue.ts';
