/** A member's player-protection tools and their history in the back office (issue 23, decision 048). */
export {};
