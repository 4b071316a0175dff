/** The announcements schema, loaded with the first call (see category-announcements.ts). */
export { Announcements } from '@app/contracts';
