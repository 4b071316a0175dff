import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';

/** The cashier screens' texts, loaded with the screens (VI reads English, as the site does). */
addLazyTexts({ pt, en });
