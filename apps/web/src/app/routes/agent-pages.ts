/**
 * Every agent screen in one lazy module: each lazy module costs the start chunk an import stub
 * and its preload list, and an agent moves between these screens anyway.
 */
export * from '../../features/agent/pages/index.ts';
export * from '../../features/agent-money/pages/index.ts';
export * from '../../features/agent-reports/pages/index.ts';
export * from '../../features/agent-contracts/pages/index.ts';
