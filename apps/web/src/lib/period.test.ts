import { afterEach, describe, expect, it } from 'vitest';
import { restoreZone, setZone } from '../test/zone.ts';
import {
  addDays,
  customPeriod,
  dayCount,
  listDay,
  listTime,
  localDay,
  readPeriod,
  utcOffsetOf,
  writePeriod,
} from './period.ts';

const PRESETS = { presets: ['today', 'week', 'custom'] as const, fallback: 'today' as const };

describe('periods', () => {
  describe('on the device clock', () => {
    afterEach(restoreZone);

    it("takes the member's day and offset of an instant (São Paulo, UTC-3)", () => {
      setZone('America/Sao_Paulo');
      // 01:30 UTC on the 6th is still the evening of the 5th in Brazil.
      expect(localDay(new Date('2026-05-06T01:30:00.000Z'))).toBe('2026-05-05');
      expect(localDay(new Date('2026-05-06T03:00:00.000Z'))).toBe('2026-05-06');
      expect(utcOffsetOf(new Date('2026-05-06T03:00:00.000Z'))).toBe(-180);
    });

    it('says 0 (not -0) in UTC and counts east of UTC as positive', () => {
      setZone('UTC');
      expect(Object.is(utcOffsetOf(new Date()), 0)).toBe(true);
      setZone('Asia/Kolkata');
      expect(utcOffsetOf(new Date('2026-05-06T00:00:00.000Z'))).toBe(330);
      expect(localDay(new Date('2026-05-05T19:00:00.000Z'))).toBe('2026-05-06');
    });

    it("writes list times YYYY/MM/DD HH:mm:ss on the member's clock", () => {
      setZone('America/Sao_Paulo');
      expect(listTime('2026-05-05T03:04:05.678Z')).toBe('2026/05/05 00:04:05');
      expect(listTime('2026-05-06T02:30:00Z')).toBe('2026/05/05 23:30:00');
      expect(listTime('not a date')).toBe('not a date');
    });
  });

  it('counts calendar days across a year end, both ends included', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayCount('2026-02-03', '2026-05-06')).toBe(93);
    expect(listDay('2026-05-01')).toBe('2026/05/01');
  });

  it('reads the URL, falling back on what it cannot read', () => {
    expect(readPeriod(new URLSearchParams(''), PRESETS)).toEqual({
      preset: 'today',
      from: '',
      to: '',
    });
    expect(
      readPeriod(new URLSearchParams('range=decade&from=2026-13-01&to=2026-05-0'), PRESETS),
    ).toEqual({ preset: 'today', from: '', to: '' });
    expect(
      readPeriod(new URLSearchParams('range=custom&from=2026-04-01&to=nope'), PRESETS),
    ).toEqual({ preset: 'custom', from: '2026-04-01', to: '' });
  });

  it('writes only what is not the default, custom days only for custom, and keeps the rest', () => {
    const base = new URLSearchParams('parent=7&range=week&from=2026-01-01');
    expect(writePeriod(base, { preset: 'today', from: 'x', to: 'y' }, 'today').toString()).toBe(
      'parent=7',
    );
    expect(
      writePeriod(base, { preset: 'week', from: '2026-01-01', to: '' }, 'today').toString(),
    ).toBe('parent=7&range=week');
    expect(
      writePeriod(base, { preset: 'custom', from: '2026-01-01', to: '' }, 'today').toString(),
    ).toBe('parent=7&range=custom&from=2026-01-01');
  });

  it('starts custom days from the days shown, open where they were open', () => {
    expect(customPeriod({ startDate: '2026-05-01', endDate: '2026-05-06' })).toEqual({
      preset: 'custom',
      from: '2026-05-01',
      to: '2026-05-06',
    });
    expect(customPeriod({})).toEqual({ preset: 'custom', from: '', to: '' });
  });
});
