import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@app/contracts';
import { useModalStore } from '../../lib/modal-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import {
  favouritesFirst,
  lotteryFavourites,
  recentLotteryGames,
  useLotteryFavourites,
} from './lottery-favourites.ts';

const signIn = (userName: string) =>
  act(() => useSessionStore.getState().setSession({ userName, type: 0 }));

describe('lottery favourites (LOTTFAV, per user name)', () => {
  beforeEach(() => {
    localStorage.clear();
    useModalStore.getState().closeAll();
  });
  afterEach(() => {
    act(() => useSessionStore.getState().setSession(null));
    localStorage.clear();
  });

  it('keeps a list per user name, most recently favourited first', () => {
    lotteryFavourites.toggle('ana', 1);
    lotteryFavourites.toggle('ana', 2);
    lotteryFavourites.toggle('rui', 3);
    expect(lotteryFavourites.read('ana')).toEqual([2, 1]);
    expect(lotteryFavourites.read('rui')).toEqual([3]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.lotteryFavourites)!)).toEqual({
      ana: [2, 1],
      rui: [3],
    });
    expect(lotteryFavourites.toggle('ana', 2)).toBe(false);
    expect(lotteryFavourites.read('ana')).toEqual([1]);
  });

  it('survives a broken stored value', () => {
    localStorage.setItem(STORAGE_KEYS.lotteryFavourites, '{not json');
    expect(lotteryFavourites.read('ana')).toEqual([]);
    lotteryFavourites.toggle('ana', 4);
    expect(lotteryFavourites.read('ana')).toEqual([4]);
  });

  it('orders games favourites first, the newest favourite first, the rest unchanged', () => {
    const games = [1, 2, 3, 4, 5].map((gameId) => ({ gameId }));
    expect(favouritesFirst(games, [4, 2]).map((game) => game.gameId)).toEqual([4, 2, 1, 3, 5]);
  });

  it('toggles for the signed-in member and re-renders', () => {
    signIn('ana');
    const { result } = renderHook(() => useLotteryFavourites());
    expect(result.current.ids).toEqual([]);
    act(() => result.current.toggle(7));
    expect(result.current.isFavourite(7)).toBe(true);
    signIn('rui');
    expect(result.current.ids).toEqual([]);
  });

  it('opens the login dialog for a guest and stores nothing', () => {
    const { result } = renderHook(() => useLotteryFavourites());
    act(() => result.current.toggle(7));
    expect(useModalStore.getState().flags.login).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.lotteryFavourites)).toBeNull();
  });

  it('keeps recently opened games newest first, each once, at most 20', () => {
    for (let id = 1; id <= 25; id += 1) recentLotteryGames.add('ana', id);
    recentLotteryGames.add('ana', 10);
    const ids = recentLotteryGames.read('ana');
    expect(ids).toHaveLength(20);
    expect(ids.slice(0, 3)).toEqual([10, 25, 24]);
    expect(new Set(ids).size).toBe(20);
  });
});
