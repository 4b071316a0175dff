/** The tournament screens (issue 25, decision 057): the list and one tournament, one lazy chunk. */
export { TournamentsPage } from './tournaments-page.tsx';
export { TournamentPage } from './tournament-page.tsx';
