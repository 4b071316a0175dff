import { useMemo, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../lib/storage.ts';

/**
 * A small list of game ids per user name in local storage (`{ "<userName>": [id, ...] }`),
 * newest first: the lottery favourites (LOTTFAV, spec 3) and the recently opened lottery
 * games. Other users' lists on the same device are left as they are.
 */
export interface PerUserIds {
  read: (userName: string) => number[];
  /** Adds the id at the front (moving it there if present), keeping at most `max` ids. */
  add: (userName: string, id: number) => void;
  remove: (userName: string, id: number) => void;
  /** Adds or removes; returns whether the id is in the list afterwards. */
  toggle: (userName: string, id: number) => boolean;
  /** The user's ids, re-rendering on every change (also from another tab); [] for a guest. */
  useIds: (userName: string | undefined) => readonly number[];
}

function parse(raw: string | null): Record<string, number[]> {
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const lists: Record<string, number[]> = {};
    for (const [user, ids] of Object.entries(value as Record<string, unknown>)) {
      if (!Array.isArray(ids)) continue;
      lists[user] = ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
    }
    return lists;
  } catch {
    return {};
  }
}

export function perUserIds(key: string, max: number): PerUserIds {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const read = (userName: string) => parse(readStorage(key))[userName] ?? [];
  const write = (userName: string, ids: number[]) => {
    const lists = parse(readStorage(key));
    lists[userName] = ids.slice(0, max);
    writeStorage(key, JSON.stringify(lists));
    notify();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      listeners.delete(listener);
      globalThis.removeEventListener?.('storage', onStorage);
    };
  };
  // The raw string is the snapshot: equal text, equal snapshot, no needless re-render.
  const snapshot = () => readStorage(key);

  return {
    read,
    add: (userName, id) => write(userName, [id, ...read(userName).filter((other) => other !== id)]),
    remove: (userName, id) =>
      write(
        userName,
        read(userName).filter((other) => other !== id),
      ),
    toggle: (userName, id) => {
      const ids = read(userName);
      if (ids.includes(id)) {
        write(
          userName,
          ids.filter((other) => other !== id),
        );
        return false;
      }
      write(userName, [id, ...ids]);
      return true;
    },
    useIds: (userName) => {
      const raw = useSyncExternalStore(subscribe, snapshot, () => null);
      return useMemo(
        () => (userName === undefined ? [] : (parse(raw)[userName] ?? [])),
        [raw, userName],
      );
    },
  };
}
