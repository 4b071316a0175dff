import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The identity page's texts, loaded with it (decision 049). */
addLazyTexts({ pt, en, vi });
