import { describe, expect, it } from 'vitest';
import {
  activeChips,
  browseReducer,
  feedSource,
  hasTypePickers,
  initialBrowseState,
  needsSession,
  resetPanel,
  type BrowseAction,
  type BrowseState,
} from './browse-state.ts';

const run = (state: BrowseState, ...actions: BrowseAction[]) =>
  actions.reduce(browseReducer, state);

describe('game list page state (spec 4)', () => {
  const start = initialBrowseState('list', 'RNG');

  it('lists the type 50 a page on the All tab with class ALL', () => {
    expect(feedSource(start)).toEqual({ kind: 'list', filters: { gameType: 'RNG' }, pageSize: 50 });
  });

  it('narrows by class: NEW asks new games, a vendor asks that vendor, FAV the favourites', () => {
    expect(feedSource(run(start, { type: 'class', gameClass: 'NEW' }))).toEqual({
      kind: 'list',
      filters: { gameType: 'RNG', isNew: true },
      pageSize: 50,
    });
    expect(feedSource(run(start, { type: 'class', gameClass: 'SLX' }))).toEqual({
      kind: 'list',
      filters: { gameType: 'RNG', vassalage: 'SLX' },
      pageSize: 50,
    });
    expect(feedSource(run(start, { type: 'class', gameClass: 'FAV' }))).toEqual({
      kind: 'fav',
      gameType: 'RNG',
    });
  });

  it('class ALL clears the vendor', () => {
    const state = run(
      start,
      { type: 'class', gameClass: 'SLX' },
      { type: 'class', gameClass: 'ALL' },
    );
    expect(feedSource(state)).toEqual(feedSource(start));
  });

  it('a tab change resets the class, the vendor and any search', () => {
    const state = run(
      start,
      { type: 'class', gameClass: 'SLX' },
      { type: 'filter', filters: { vassalage: 'AUR', minBet: '0.5' } },
      { type: 'tab', tab: 'hot' },
    );
    expect(state).toMatchObject({ tab: 'hot', gameClass: 'ALL', search: {}, searching: false });
    expect(feedSource(state)).toEqual({ kind: 'hot', gameType: 'RNG' });
    expect(feedSource(run(state, { type: 'tab', tab: 'all' }))).toEqual(feedSource(start));
  });

  it('recent and fav tabs come from their own calls and need a session', () => {
    const recent = feedSource(run(start, { type: 'tab', tab: 'recent' }));
    const fav = feedSource(run(start, { type: 'tab', tab: 'fav' }));
    expect(recent).toEqual({ kind: 'recent', gameType: 'RNG' });
    expect(fav).toEqual({ kind: 'fav', gameType: 'RNG' });
    expect(needsSession(recent)).toBe(true);
    expect(needsSession(fav)).toBe(true);
    expect(needsSession(feedSource(start))).toBe(false);
    expect(needsSession(feedSource(run(start, { type: 'tab', tab: 'hot' })))).toBe(false);
  });

  it('a filter result opens the results view, 25 a page; closing returns to the list', () => {
    const searching = run(start, {
      type: 'filter',
      filters: { vassalage: 'SLX', gameClassify: 'JP', minBet: '0.05' },
    });
    expect(searching.searching).toBe(true);
    expect(feedSource(searching)).toEqual({
      kind: 'list',
      filters: { gameType: 'RNG', vassalage: 'SLX', gameClassify: 'JP', minBet: '0.05' },
      pageSize: 25,
    });
    const closed = run(searching, { type: 'closeSearch' });
    expect(closed.searching).toBe(false);
    expect(feedSource(closed)).toEqual(feedSource(start));
  });

  it('keeps the typed name across a filter submit and drops empty choices', () => {
    const state = run(
      start,
      { type: 'name', gameName: '  dragao ' },
      { type: 'filter', filters: { vassalage: undefined, minBet: '0.1' } },
    );
    expect(state.search).toEqual({ gameName: 'dragao', minBet: '0.1' });
    expect(activeChips(state.search)).toEqual([
      { key: 'minBet', value: '0.1' },
      { key: 'gameName', value: 'dragao' },
    ]);
  });

  it('opens the empty search view on an empty name and clears the name chip when erased', () => {
    const open = run(start, { type: 'name', gameName: '' });
    expect(open).toMatchObject({ searching: true, search: {} });
    const named = run(open, { type: 'name', gameName: 'koi' });
    expect(run(named, { type: 'name', gameName: '   ' }).search).toEqual({});
  });

  it('removing a chip drops only that filter', () => {
    const state = run(
      start,
      { type: 'filter', filters: { vassalage: 'SLX', minBet: '0.5' } },
      { type: 'removeChip', chip: 'vassalage' },
    );
    expect(state.searching).toBe(true);
    expect(state.search).toEqual({ minBet: '0.5' });
  });

  it('a vendor opened from the URL is the vendor list: that vendor only, 100 a page', () => {
    const vendor = initialBrowseState('list', 'RNG', { vassalage: 'SLX' });
    expect(vendor.searching).toBe(true);
    expect(feedSource(vendor)).toEqual({
      kind: 'list',
      filters: { gameType: 'RNG', vassalage: 'SLX' },
      pageSize: 100,
    });
    // Any other filter makes it a search again, 25 a page.
    expect(feedSource(run(vendor, { type: 'name', gameName: 'fortune' }))).toMatchObject({
      pageSize: 25,
    });
  });

  it('the URL type selects the data tab', () => {
    expect(initialBrowseState('list', 'LIVE', { tab: 'hot' })).toMatchObject({
      tab: 'hot',
      gameType: 'LIVE',
    });
  });
});

describe('slot list state (spec 4)', () => {
  const start = initialBrowseState('slot', 'RNG');

  it('starts on the BGS vendor, 25 a page', () => {
    expect(feedSource(start)).toEqual({
      kind: 'list',
      filters: { gameType: 'RNG', vassalage: 'BGS' },
      pageSize: 25,
    });
  });

  it('keeps the BGS vendor on its hot, recent and fav tabs', () => {
    expect(feedSource(run(start, { type: 'tab', tab: 'hot' }))).toEqual({
      kind: 'hot',
      gameType: 'RNG',
      vassalage: 'BGS',
    });
    expect(feedSource(run(start, { type: 'tab', tab: 'recent' }))).toEqual({
      kind: 'recent',
      vassalage: 'BGS',
    });
    expect(feedSource(run(start, { type: 'tab', tab: 'fav' }))).toEqual({
      kind: 'fav',
      vendor: 'BGS',
    });
  });

  it('a tab change resets the vendor to BGS and clears name, classification and minimum bet', () => {
    const filtered = run(
      start,
      { type: 'filter', filters: { vassalage: 'SLX', gameClassify: 'VP', minBet: '0.75' } },
      { type: 'name', gameName: 'pearl' },
    );
    expect(filtered.search).toEqual({
      vassalage: 'SLX',
      gameClassify: 'VP',
      minBet: '0.75',
      gameName: 'pearl',
    });
    const reset = run(filtered, { type: 'tab', tab: 'all' });
    expect(reset.search).toEqual({ vassalage: 'BGS' });
    expect(reset.searching).toBe(false);
  });

  it('closing the result panel goes back to the BGS list', () => {
    const closed = run(
      start,
      { type: 'filter', filters: { vassalage: 'SLX' } },
      { type: 'closeSearch' },
    );
    expect(feedSource(closed)).toEqual(feedSource(start));
  });
});

describe('filter panel rules (spec 2 and 5)', () => {
  it('reset clears only the manufacturer', () => {
    expect(resetPanel({ vassalage: 'SLX', gameClassify: 'JP' as const, minBet: '0.5' })).toEqual({
      vassalage: undefined,
      gameClassify: 'JP',
      minBet: '0.5',
    });
  });

  it('shows the game-type and minimum-bet pickers for RNG only', () => {
    expect(hasTypePickers('RNG')).toBe(true);
    for (const type of ['LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS'] as const) {
      expect(hasTypePickers(type)).toBe(false);
    }
  });
});
