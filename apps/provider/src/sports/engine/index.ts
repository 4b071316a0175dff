/**
 * The sportsbook engine: pure functions over JSON data (no I/O, clock or randomness of its own).
 * sports.ts the catalogue; fixtures.ts who plays whom; match.ts the match drawn at kick-off and
 * its state at any moment; odds.ts the prices; settle.ts results and payouts; model.ts the
 * probability model the match engine and the prices share.
 */
export * from './sports.ts';
export * from './model.ts';
export * from './fixtures.ts';
export * from './match.ts';
export * from './odds.ts';
export * from './settle.ts';
