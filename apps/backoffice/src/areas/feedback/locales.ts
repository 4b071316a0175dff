/** The feedback area's words (namespace 'feedback'). */
const pt = { title: 'feedback' };
const en: typeof pt = { title: 'feedback' };
export const locales = { pt, en };
