import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The protection screen's texts, loaded with it. */
addLazyTexts({ pt, en, vi });
