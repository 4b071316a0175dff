import { addLazyTexts } from '../../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The hand-off question's texts, loaded with its dialog (not part of the first visit). */
addLazyTexts({ pt, en, vi });
