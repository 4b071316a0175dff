/** The reports area's words (namespace 'reports'). */
const pt = {
  title: 'Relatórios',
};

const en: typeof pt = {
  title: 'Reports',
};

export const locales = { pt, en };
