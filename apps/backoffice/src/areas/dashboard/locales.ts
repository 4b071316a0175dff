/** The dashboard area's words (namespace 'dashboard'). */
const pt = { title: 'dashboard' };
const en: typeof pt = { title: 'dashboard' };
export const locales = { pt, en };
