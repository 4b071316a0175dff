import { addLazyTexts } from '../../../i18n/lazy-texts.ts';
import centreEn from './centre.en.json';
import centrePt from './centre.pt.json';
import centreVi from './centre.vi.json';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';
import listEn from './list.en.json';
import listPt from './list.pt.json';
import listVi from './list.vi.json';
import searchEn from './search.en.json';
import searchPt from './search.pt.json';
import searchVi from './search.vi.json';
import slotEn from './slot.en.json';
import slotPt from './slot.pt.json';
import slotVi from './slot.vi.json';

/** The game pages' texts (shared grid, list page, search and filter, slot list, game centre), with them. */
addLazyTexts({ pt, en, vi });
addLazyTexts({ pt: listPt, en: listEn, vi: listVi });
addLazyTexts({ pt: searchPt, en: searchEn, vi: searchVi });
addLazyTexts({ pt: slotPt, en: slotEn, vi: slotVi });
addLazyTexts({ pt: centrePt, en: centreEn, vi: centreVi });
