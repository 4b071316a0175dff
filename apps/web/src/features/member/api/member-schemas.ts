/**
 * The member calls' response schemas, loaded on first use: the header (in the entry bundle)
 * imports the query options, and zod must stay out of the entry.
 */
export { LoginValue, MemberInfo, PlayerAvatar, UnreadCounts, WalletBalance } from '@app/contracts';
