import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The promotions, help and user agreement screens' texts, loaded with those screens. */
addLazyTexts({ pt, en, vi });
