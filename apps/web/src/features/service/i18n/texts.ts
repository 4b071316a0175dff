import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The service screens' and pop-up's texts, loaded with them. */
addLazyTexts({ pt, en, vi });
