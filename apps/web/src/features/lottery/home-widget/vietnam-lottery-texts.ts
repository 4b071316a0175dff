import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import '../../../components/lottery/lottery-texts.ts';
import en from './vietnam-lottery.en.json';
import pt from './vietnam-lottery.pt.json';
import vi from './vietnam-lottery.vi.json';

/** The home Vietnam lottery widget's texts, loaded with the widget (not with home). */
addLazyTexts({ pt, en, vi });
