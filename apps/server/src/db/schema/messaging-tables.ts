/** Migration 039 (issue 23, decision 050): message deliveries. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MessagingTables {}
