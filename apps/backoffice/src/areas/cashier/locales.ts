/** The cashier area's words (namespace 'cashier'). */
const pt = { title: 'cashier' };
const en: typeof pt = { title: 'cashier' };
export const locales = { pt, en };
