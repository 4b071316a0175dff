import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The invite screen's texts, loaded with it, in the site's three languages. */
addLazyTexts({ pt, en, vi });
