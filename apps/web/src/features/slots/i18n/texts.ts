import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The game page's texts, loaded with the page. */
addLazyTexts({ pt, en, vi });
