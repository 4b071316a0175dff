/**
 * The cashier and the member centre in one lazy module: the member centre's main entries are
 * deposit and withdraw, and one module costs the start chunk one import stub instead of two.
 */
export * from '../../features/cashier/pages/index.ts';
export * from '../../features/member-centre/pages/index.ts';
// Issue 18: the member invite screen, a member-centre screen too (no import stub of its own).
export * from '../../features/invite/pages/index.ts';
// Issue 25: the member's bonuses, a member-centre screen too.
export * from '../../features/bonuses/pages/index.ts';
