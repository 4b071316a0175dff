export * from './fair.ts';
export * from './engine.ts';
export * from './math.ts';
export * from './models.ts';
export * from './describe.ts';
