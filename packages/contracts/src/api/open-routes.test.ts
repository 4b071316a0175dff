import { describe, expect, it } from 'vitest';
import { HOME_WIDGETS_API } from './home-widgets-paths.ts';
import { LOTTERY_API } from './lottery-paths.ts';
import { MESSAGES_API } from './messages-paths.ts';
import { OPEN_API_ROUTES } from './open-routes.ts';
import { PROMOTIONS_API } from './promotions-paths.ts';

describe('the open list of the feature path modules', () => {
  it('opens every promotions and help call to visitors (decision 017)', () => {
    for (const path of Object.values(PROMOTIONS_API)) {
      expect(OPEN_API_ROUTES).toContain(`GET ${path}`);
    }
  });

  it('opens the lottery calls but the bets, and every home widget call', () => {
    for (const [name, path] of Object.entries(LOTTERY_API)) {
      expect(OPEN_API_ROUTES.includes(`GET ${path}`), name).toBe(name !== 'bets');
    }
    for (const path of Object.values(HOME_WIDGETS_API)) {
      expect(OPEN_API_ROUTES).toContain(`GET ${path}`);
    }
  });

  it('opens the announcement lists and detail, never marking read or the inbox', () => {
    const open = ['notices', 'popularAnnouncements', 'announcementDetail'];
    for (const [name, path] of Object.entries(MESSAGES_API)) {
      expect(OPEN_API_ROUTES.includes(`GET ${path}`), name).toBe(open.includes(name));
      expect(OPEN_API_ROUTES.includes(`POST ${path}`), name).toBe(false);
    }
  });
});
