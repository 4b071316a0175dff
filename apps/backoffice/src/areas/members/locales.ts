/** The members area's words (namespace 'members'). */
const pt = { title: 'members' };
const en: typeof pt = { title: 'members' };
export const locales = { pt, en };
