import { describe, expect, it } from 'vitest';
import { resolveSystemStatus, SYSTEM_STATUS } from './system-status.ts';

describe('resolveSystemStatus', () => {
  it.each([
    { maintenance: false, regionRestriction: false, expected: SYSTEM_STATUS.normal },
    { maintenance: true, regionRestriction: false, expected: SYSTEM_STATUS.maintenance },
    { maintenance: false, regionRestriction: true, expected: SYSTEM_STATUS.regionRestricted },
    // Maintenance wins when both hold.
    { maintenance: true, regionRestriction: true, expected: SYSTEM_STATUS.maintenance },
  ])(
    'maintenance=$maintenance regionRestriction=$regionRestriction gives $expected',
    ({ maintenance, regionRestriction, expected }) => {
      expect(resolveSystemStatus({ maintenance, regionRestriction })).toBe(expected);
    },
  );

  it('uses the spec codes 0, 1 and 2', () => {
    expect(SYSTEM_STATUS).toEqual({ normal: 0, maintenance: 1, regionRestricted: 2 });
  });
});
