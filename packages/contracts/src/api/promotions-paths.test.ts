import { describe, expect, it } from 'vitest';
import { OPEN_API_ROUTES } from './paths.ts';
import { PROMOTIONS_API } from './promotions-paths.ts';

describe('promotions paths', () => {
  it('opens every promotions and help call to visitors (promotions and help are public, 017)', () => {
    for (const path of Object.values(PROMOTIONS_API)) {
      expect(OPEN_API_ROUTES).toContain(`GET ${path}`);
    }
  });
});
