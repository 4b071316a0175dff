/** The content area's words (namespace 'content'). */
const pt = {
  title: 'Conteúdo',
};

const en: typeof pt = {
  title: 'Content',
};

export const locales = { pt, en };
