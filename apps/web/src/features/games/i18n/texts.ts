import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import centreEn from './centre.en.json';
import centrePt from './centre.pt.json';
import en from './en.json';
import pt from './pt.json';
import listEn from './list.en.json';
import listPt from './list.pt.json';
import searchEn from './search.en.json';
import searchPt from './search.pt.json';
import slotEn from './slot.en.json';
import slotPt from './slot.pt.json';

/** The game pages' texts (shared grid, list page, search and filter, slot list, game centre), with them. */
addLazyTexts({ pt, en });
addLazyTexts({ pt: listPt, en: listEn });
addLazyTexts({ pt: searchPt, en: searchEn });
addLazyTexts({ pt: slotPt, en: slotEn });
addLazyTexts({ pt: centrePt, en: centreEn });
