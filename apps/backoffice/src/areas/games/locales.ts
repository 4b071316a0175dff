/** The games area's words (namespace 'games'). */
const pt = {
  title: 'Catálogo',
};

const en: typeof pt = {
  title: 'Catalogue',
};

export const locales = { pt, en };
