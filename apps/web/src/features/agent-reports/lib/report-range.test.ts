import { describe, expect, it } from 'vitest';
import {
  dayCount,
  listDay,
  presetDays,
  readReportRange,
  resolveReportRange,
  toCustom,
  writeReportRange,
} from './report-range.ts';

// Wednesday 6 May 2026.
const TODAY = '2026-05-06';

describe('team report periods', () => {
  it('counts each preset back from the member today', () => {
    expect(presetDays('today', TODAY)).toEqual({ startDate: TODAY, endDate: TODAY });
    expect(presetDays('yesterday', TODAY)).toEqual({
      startDate: '2026-05-05',
      endDate: '2026-05-05',
    });
    expect(presetDays('week', TODAY)).toEqual({ startDate: '2026-05-04', endDate: TODAY });
    expect(presetDays('month', TODAY)).toEqual({ startDate: '2026-05-01', endDate: TODAY });
    expect(presetDays('custom', TODAY)).toBeNull();
  });

  it('starts weeks on Monday, also on a Sunday and a Monday, and crosses months and years', () => {
    expect(presetDays('week', '2026-05-10')).toEqual({
      startDate: '2026-05-04',
      endDate: '2026-05-10',
    });
    expect(presetDays('week', '2026-05-04')).toEqual({
      startDate: '2026-05-04',
      endDate: '2026-05-04',
    });
    expect(presetDays('week', '2027-01-01')).toEqual({
      startDate: '2026-12-28',
      endDate: '2027-01-01',
    });
    expect(presetDays('yesterday', '2026-03-01')).toEqual({
      startDate: '2026-02-28',
      endDate: '2026-02-28',
    });
    expect(presetDays('month', '2026-05-01')).toEqual({
      startDate: '2026-05-01',
      endDate: '2026-05-01',
    });
  });

  it('checks custom days as the server does: both days, in order, at most 93 days', () => {
    const custom = (from: string, to: string) =>
      resolveReportRange({ preset: 'custom', from, to }, TODAY);
    expect(custom('', TODAY)).toEqual({ ok: false, error: 'missing' });
    expect(custom(TODAY, '2026-05-05')).toEqual({ ok: false, error: 'order' });
    expect(dayCount('2026-02-03', TODAY)).toBe(93);
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

  it('starts custom days from the preset shown, and writes list dates as YYYY/MM/DD', () => {
    expect(toCustom({ preset: 'month', from: '', to: '' }, TODAY)).toEqual({
      preset: 'custom',
      from: '2026-05-01',
      to: TODAY,
    });
    expect(listDay('2026-05-01')).toBe('2026/05/01');
  });
});
