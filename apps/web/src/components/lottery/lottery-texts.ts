import { addLazyTexts } from '../../i18n/lazy-texts.ts';
import en from './i18n/en.json';
import pt from './i18n/pt.json';
import vi from './i18n/vi.json';

/**
 * The lottery words every lottery screen shares (bet types, picks, prize rows, verify, ...),
 * in Portuguese, English and Vietnamese. They travel with the lottery screens, not the entry.
 */
addLazyTexts({ pt, en, vi });
