/** The member's bonus screen (issue 25, decision 056), in the member-centre chunk. */
export { BonusesPage } from './bonuses-page.tsx';
