/**
 * The area's screens as absolute paths (under the router's /bo basename): relative links inside
 * an area mounted on a splat route resolve against the whole address, not the area.
 */
export const MESSAGES_BASE = '/messages';
export type Section = 'announcements' | 'help' | 'news' | 'inbox';
export const sectionPath = (section: Section) => `${MESSAGES_BASE}/${section}`;
export const itemPath = (section: Section, id: number | 'new') => `${sectionPath(section)}/${id}`;
