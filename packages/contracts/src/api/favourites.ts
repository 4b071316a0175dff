import { z } from 'zod';
import { GameType } from '../enums.ts';
import { PAGE_SIZE } from '../constants.ts';
import { Game } from './games.ts';
import { LanguageParam, PageNo } from './common.ts';

/**
 * The member's favourite games (spec shell-games-lottery sections 3, 4 and 7; decision 013), at
 * API.favourites (GET the page, POST adds, DELETE removes) and API.favouriteIds. Every call
 * needs a session; the spec's `token` field travels as the session cookie or bearer header, so
 * a `token` sent in the query or body is ignored rather than refused.
 */

/** How many favourites one member may keep: a bound on the table, far above any real use. */
export const FAVOURITES_MAX = 500;

/** Node ids are digit strings on the wire (spec section 3), like the launcher's. */
export const FavouriteNodeId = z.string().regex(/^\d{1,20}$/, 'node id');

const VendorCode = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'vendor code');

/**
 * Add (POST, JSON body) and remove (DELETE, query string: a DELETE body is dropped by some
 * proxies and fetch clients) name the game by node id; `vendor`, when given, must be the
 * game's vendor, so a tile cannot favourite one game under another's name.
 */
export const FavouriteChange = z.object({
  nodeId: FavouriteNodeId,
  vendor: VendorCode.optional(),
});
export type FavouriteChange = z.input<typeof FavouriteChange>;

/**
 * The spec's data.success. Both calls are idempotent: adding a favourite twice keeps one and
 * answers success; removing one that is not there answers success too (the site has already
 * taken it off its own list).
 */
export const FavouriteChangeValue = z.object({ success: z.boolean() });
export type FavouriteChangeValue = z.infer<typeof FavouriteChangeValue>;

export const FavouritesQuery = z.object({
  pageNo: PageNo,
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE.favouriteIds).default(PAGE_SIZE.favourite),
  gameType: GameType.optional(),
  /** A vendor code (the slot list asks for BGS). */
  vendor: VendorCode.optional(),
  language: LanguageParam.optional(),
});
export type FavouritesQuery = z.input<typeof FavouritesQuery>;

/** Spec section 3 "Favourite list page": newest favourite first. */
export const FavouritesPage = z.object({
  content: z.array(Game),
  pageNum: z.number().int().min(1),
  totalPages: z.number().int().min(0),
});
export type FavouritesPage = z.infer<typeof FavouritesPage>;

export const FavouriteIdsQuery = z.object({
  pageNo: PageNo,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_SIZE.favouriteIds)
    .default(PAGE_SIZE.favouriteIds),
});
export type FavouriteIdsQuery = z.input<typeof FavouriteIdsQuery>;

/** The node ids the site marks with a filled heart, newest favourite first. */
export const FavouriteIds = z.object({
  list: z.array(z.string()),
  pageNum: z.number().int().min(1),
  totalPages: z.number().int().min(0),
});
export type FavouriteIds = z.infer<typeof FavouriteIds>;
