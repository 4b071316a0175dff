import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';

/** The record pages' texts, loaded with the pages. */
addLazyTexts({ pt, en });
