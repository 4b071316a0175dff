import type { MenuKey } from '../lib/game-menu.ts';

/** Stroke icons (24 px grid); one small path each keeps the home chunk light. */
const PATHS: Record<MenuKey, string> = {
  hot: 'M12 3c1 3 4 4.5 4 9a4 4 0 0 1-8 0c0-1.6.6-2.8 1.5-3.8.2 1.5 1 2.3 2 2.3 0-2.8-1-5 .5-7.5ZM6.5 12.5A5.5 5.5 0 0 0 17.5 14',
  rng: 'M4 5h13v14H4zM7 9h7v5H7zM17 8h2v5M19 8V6M9.5 17h2',
  inhouse: 'm12 3 2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7Z',
  pvp: 'M7 4h8l2 2v12l-2 2H7l-2-2V6ZM11 8c1.5 1.5 3 2.6 3 4a1.6 1.6 0 0 1-3 .8 1.6 1.6 0 0 1-3-.8c0-1.4 1.5-2.5 3-4ZM11 13v3',
  fish: 'M3 12c3-4 7-5.5 11-4.5 2 .5 3.5 2 4.5 4.5-1 2.5-2.5 4-4.5 4.5-4 1-8-.5-11-4.5ZM18.5 12 21 9v6ZM14.5 11h.01',
  live: 'M4 7h12v10H4zM16 10l4-2.5v9L16 14M7.5 10.5h.01',
  sports:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7.5l3.5 2.5-1.3 4h-4.4l-1.3-4ZM12 3v4.5M15.5 10l4.5-1.5M14.2 14l2.8 4.5M9.8 14 7 18.5M8.5 10 4 8.5',
  esports:
    'M7 8h10a4 4 0 0 1 4 4v2.5a2.5 2.5 0 0 1-4.4 1.6L15 14H9l-1.6 2.1A2.5 2.5 0 0 1 3 14.5V12a4 4 0 0 1 4-4ZM8 10.5v3M6.5 12h3M15.5 11h.01M17 13h.01',
  lott: 'M12 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM10 8.5h3.5L11 13.5M8 20h8',
};

export function MenuIcon({ name }: { name: MenuKey }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
