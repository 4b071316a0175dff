import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The home widgets' texts, loaded with the widgets (not with home). */
addLazyTexts({ pt, en, vi });
