import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './reality-check.en.json';
import pt from './reality-check.pt.json';
import vi from './reality-check.vi.json';

/** The reality-check dialog's texts: loaded with its module, apart from the screen's. */
addLazyTexts({ pt, en, vi });
