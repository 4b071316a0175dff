/** The audit area's words (namespace 'audit'). */
const pt = { title: 'audit' };
const en: typeof pt = { title: 'audit' };
export const locales = { pt, en };
