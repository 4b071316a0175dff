/** The messages area's words (namespace 'messages'). */
const pt = {
  title: 'Avisos e textos',
};

const en: typeof pt = {
  title: 'Notices and texts',
};

export const locales = { pt, en };
