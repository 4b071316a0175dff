/**
 * The member's bonus calls (issue 25, decision 056). Kept out of API so the site's first screen
 * does not carry paths only the lazy bonus screen uses. Every one needs a member session.
 */
export const BONUS_API = {
  /** The member's bonus balance, the active bonus with its progress, and past bonuses (GET). */
  bonuses: '/wps/member/bonuses',
  /** Gives up the active bonus and what it has won, never cash (POST). */
  forfeit: '/wps/member/bonuses/forfeit',
} as const;
