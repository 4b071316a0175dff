/** The lottery area's words (namespace 'lottery'). */
const pt = {
  title: 'Loteria',
};

const en: typeof pt = {
  title: 'Lottery',
};

export const locales = { pt, en };
