import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The tournament screens' texts (issue 25), loaded with them. */
addLazyTexts({ pt, en, vi });
