import type { Game } from '@app/contracts';

export type GameTag = 'hot' | 'new' | null;

/** The tile's title: the game name, falling back to the node name (spec 2, game tile). */
export function gameTitle(game: Pick<Game, 'gameName' | 'nodeName'>): string {
  const name = game.gameName?.trim();
  return name ? name : game.nodeName;
}

/** One tag per tile: Hot for a top game, otherwise New for a new one. */
export function gameTag(game: Pick<Game, 'isTop' | 'isNew'>): GameTag {
  if (game.isTop === 1) return 'hot';
  if (game.isNew === 1) return 'new';
  return null;
}

/** Vendor line on a tile: on the wire a game's `displayName` is its vendor's display name. */
export function vendorLabel(game: Pick<Game, 'displayName' | 'vassalage'>): string {
  return game.displayName || game.vassalage;
}
