/**
 * The member's tournament calls (issue 25, decision 057). Kept out of API so the site's first
 * screen does not carry paths only the lazy tournament screens use. Every one needs a member
 * session.
 */
export const TOURNAMENTS_API = {
  /** The live, upcoming and recently ended tournaments (GET). */
  tournaments: '/wps/tournaments',
  /** One tournament: prize table, top 10 and the member's own entry and rank (GET). */
  tournament: '/wps/tournaments/:id',
  /** Enters the member in the tournament; entering again changes nothing (POST). */
  enter: '/wps/tournaments/:id/enter',
} as const;

/** A tournament's path with its id. */
export const tournamentPath = (path: string, id: number) => path.replace(':id', String(id));
