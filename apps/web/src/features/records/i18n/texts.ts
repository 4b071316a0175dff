import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

/** The record pages' texts (filters, game rounds, ledger entries, lottery rows), with the pages. */
addLazyTexts({ pt, en, vi });
