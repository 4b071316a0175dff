import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/**
 * The record pages' texts, loaded with the pages; VI has the lottery rows' words and the ledger
 * kinds and their filter (the rest of the page reads English, as the site does in VI).
 */
addLazyTexts({ pt, en, vi });
