/** The system area's words (namespace 'system'). */
const pt = { title: 'system' };
const en: typeof pt = { title: 'system' };
export const locales = { pt, en };
