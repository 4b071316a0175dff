import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';

/** The agent screens' texts, loaded with them (VI reads English, as the site does). */
addLazyTexts({ pt, en });
