/** The jobs area's words (namespace 'jobs'). */
const pt = { title: 'jobs' };
const en: typeof pt = { title: 'jobs' };
export const locales = { pt, en };
