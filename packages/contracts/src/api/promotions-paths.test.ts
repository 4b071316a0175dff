import { describe, expect, it } from 'vitest';
import { OPEN_PROMOTIONS_ROUTES, PROMOTIONS_API } from './promotions-paths.ts';

describe('promotions paths', () => {
  it('opens every promotions and help call to visitors, spelled like PROMOTIONS_API', () => {
    expect([...OPEN_PROMOTIONS_ROUTES].sort()).toEqual(
      Object.values(PROMOTIONS_API)
        .map((path) => `GET ${path}`)
        .sort(),
    );
  });
});
