import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The bonus screen's and the deposit bonus terms' texts (issue 25), loaded with them. */
addLazyTexts({ pt, en, vi });
