import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The maintenance and region-restriction texts travel with their pages, not the entry. */
addLazyTexts({ pt, en, vi });
