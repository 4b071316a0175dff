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
import { locales as content } from './content/locales.ts';
import { locales as messages } from './messages/locales.ts';
import { locales as games } from './games/locales.ts';
import { locales as providers } from './providers/locales.ts';
import { locales as lottery } from './lottery/locales.ts';
import { locales as agents } from './agents/locales.ts';
import { locales as reports } from './reports/locales.ts';
import { locales as kyc } from './kyc/locales.ts';
import { locales as bonuses } from './bonuses/locales.ts';

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
  content,
  messages,
  games,
  providers,
  lottery,
  agents,
  reports,
  kyc,
  bonuses,
};
