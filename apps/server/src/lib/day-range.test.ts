import { describe, expect, it } from 'vitest';
import { dayBounds } from './day-range.ts';

describe('dayBounds', () => {
  it('covers whole UTC days by default, the end day included', () => {
    expect(dayBounds({ startDate: '2026-11-01', endDate: '2026-11-30', utcOffset: 0 })).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      before: '2026-12-01T00:00:00.000Z',
    });
  });

  it("counts the member's days at their offset (Brasília is UTC-3)", () => {
    expect(dayBounds({ startDate: '2026-11-21', endDate: '2026-11-21', utcOffset: -180 })).toEqual({
      from: '2026-11-21T03:00:00.000Z',
      before: '2026-11-22T03:00:00.000Z',
    });
    expect(dayBounds({ startDate: '2026-01-01', utcOffset: 330 })).toEqual({
      from: '2025-12-31T18:30:00.000Z',
    });
  });

  it('leaves an open side open', () => {
    expect(dayBounds({ utcOffset: 60 })).toEqual({});
    expect(dayBounds({ endDate: '2026-02-28', utcOffset: 0 })).toEqual({
      before: '2026-03-01T00:00:00.000Z',
    });
  });
});
