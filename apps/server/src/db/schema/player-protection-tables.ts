/** Migration 037 (issue 23, decision 048): player protection. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PlayerProtectionTables {}
