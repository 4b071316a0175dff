import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The forms' texts (labels, hints, validation messages); the entry keeps only popup titles. */
addLazyTexts({ pt, en, vi });
