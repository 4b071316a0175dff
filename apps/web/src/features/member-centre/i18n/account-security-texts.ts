import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './account-security.en.json';
import pt from './account-security.pt.json';
import vi from './account-security.vi.json';

/** Texts of mobile binding and the withdrawal-password reset (decision 036), with those forms. */
addLazyTexts({ pt, en, vi });
