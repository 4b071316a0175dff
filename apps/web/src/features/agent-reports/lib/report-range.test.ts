import { describe, expect, it } from 'vitest';
import {
  presetDays,
  readReportRange,
  resolveReportRange,
  toCustom,
  writeReportRange,
} from './report-range.ts';

// Wednesday 6 May 2026.
const TODAY = '2026-05-06';

describe('team report periods', () => {
  it.each([
    ['today', TODAY, TODAY, TODAY],
    ['yesterday', TODAY, '2026-05-05', '2026-05-05'],
    ['week', TODAY, '2026-05-04', TODAY],
    ['month', TODAY, '2026-05-01', TODAY],
    // Weeks start on Monday, also on a Sunday and a Monday, and cross months and years.
    ['week', '2026-05-10', '2026-05-04', '2026-05-10'],
    ['week', '2026-05-04', '2026-05-04', '2026-05-04'],
    ['week', '2027-01-01', '2026-12-28', '2027-01-01'],
    ['yesterday', '2026-03-01', '2026-02-28', '2026-02-28'],
    ['month', '2026-05-01', '2026-05-01', '2026-05-01'],
  ] as const)('counts %s on %s from the member today', (preset, today, startDate, endDate) => {
    expect(presetDays(preset, today)).toEqual({ startDate, endDate });
  });

  it('leaves custom days to the member', () => {
    expect(presetDays('custom', TODAY)).toBeNull();
  });

  it('checks custom days as the server does: both days, in order, at most 93 days', () => {
    const custom = (from: string, to: string) =>
      resolveReportRange({ preset: 'custom', from, to }, TODAY);
    expect(custom('', TODAY)).toEqual({ ok: false, error: 'missing' });
    expect(custom(TODAY, '2026-05-05')).toEqual({ ok: false, error: 'order' });
    expect(custom('2026-02-03', TODAY)).toEqual({
      ok: true,
      days: { startDate: '2026-02-03', endDate: TODAY },
    });
    expect(custom('2026-02-02', TODAY)).toEqual({ ok: false, error: 'tooLong' });
    expect(custom(TODAY, TODAY)).toEqual({ ok: true, days: { startDate: TODAY, endDate: TODAY } });
  });

  it('keeps the period in the URL, defaults left out, unreadable values ignored', () => {
    expect(readReportRange(new URLSearchParams(''))).toEqual({ preset: 'today', from: '', to: '' });
    expect(readReportRange(new URLSearchParams('range=custom&from=2026-04-01&to=nope'))).toEqual({
      preset: 'custom',
      from: '2026-04-01',
      to: '',
    });
    expect(readReportRange(new URLSearchParams('range=decade')).preset).toBe('today');
    const written = writeReportRange(new URLSearchParams('parent=7&range=week'), {
      preset: 'custom',
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(written.toString()).toBe('parent=7&range=custom&from=2026-04-01&to=2026-04-30');
    expect(writeReportRange(written, { preset: 'today', from: '', to: '' }).toString()).toBe(
      'parent=7',
    );
  });

  it('starts custom days from the preset shown', () => {
    expect(toCustom({ preset: 'month', from: '', to: '' }, TODAY)).toEqual({
      preset: 'custom',
      from: '2026-05-01',
      to: TODAY,
    });
  });
});
