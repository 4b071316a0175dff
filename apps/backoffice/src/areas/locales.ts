/** Every area's dictionary, by namespace (loaded with the shell: text is small). */
import { locales as dashboard } from './dashboard/locales.ts';
import { locales as cashier } from './cashier/locales.ts';
import { locales as approvals } from './approvals/locales.ts';
import { locales as members } from './members/locales.ts';
import { locales as feedback } from './feedback/locales.ts';
import { locales as system } from './system/locales.ts';
import { locales as jobs } from './jobs/locales.ts';
import { locales as audit } from './audit/locales.ts';
import { locales as operators } from './operators/locales.ts';

export const areaLocales: Record<
  string,
  { pt: Record<string, unknown>; en: Record<string, unknown> }
> = {
  dashboard,
  cashier,
  approvals,
  members,
  feedback,
  system,
  jobs,
  audit,
  operators,
};
