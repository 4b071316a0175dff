import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The toggle's texts, loaded with the toggle code on a member's first tap. */
addLazyTexts({ pt, en, vi });
