/** The providers area's words (namespace 'providers'). */
const pt = {
  title: 'Provedores',
};

const en: typeof pt = {
  title: 'Providers',
};

export const locales = { pt, en };
