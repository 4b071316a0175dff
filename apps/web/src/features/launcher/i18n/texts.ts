import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The launch's texts, loaded with the launch code on a member's first tap. */
addLazyTexts({ pt, en, vi });
