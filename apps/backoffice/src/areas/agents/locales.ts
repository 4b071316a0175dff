/** The agents area's words (namespace 'agents'). */
const pt = {
  title: 'Agentes',
};

const en: typeof pt = {
  title: 'Agents',
};

export const locales = { pt, en };
