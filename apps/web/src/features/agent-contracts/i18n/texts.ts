import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';

/** The contract screens' and prompts' texts, loaded with them (VI reads English). */
addLazyTexts({ pt, en });
