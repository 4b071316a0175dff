import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import '../../../components/lottery/lottery-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The lobby's, history's and schedule's texts (PT, EN, VI), with those screens. */
addLazyTexts({ pt, en, vi });
