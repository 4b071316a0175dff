/** The operators area's words (namespace 'operators'). */
const pt = { title: 'operators' };
const en: typeof pt = { title: 'operators' };
export const locales = { pt, en };
