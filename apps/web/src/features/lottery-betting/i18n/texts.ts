import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import '../../../components/lottery/lottery-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The betting page's texts (pt, en and vi: lottery wording), loaded with the page. */
addLazyTexts({ pt, en, vi });
