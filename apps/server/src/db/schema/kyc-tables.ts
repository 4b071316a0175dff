/** Migration 038 (issue 23, decision 049): identity checks. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface KycTables {}
