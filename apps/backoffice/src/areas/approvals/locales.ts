/** The approvals area's words (namespace 'approvals'). */
const pt = { title: 'approvals' };
const en: typeof pt = { title: 'approvals' };
export const locales = { pt, en };
