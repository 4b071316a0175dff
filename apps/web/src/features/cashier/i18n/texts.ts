import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The cashier screens' texts, loaded with the screens. */
addLazyTexts({ pt, en, vi });
