import { describe, expect, it } from 'vitest';
import { customFrom, presetDays, readRange, resolveRange, writeRange } from './date-range.ts';

describe('record period', () => {
  it('counts presets in days back from today, today included', () => {
    expect(presetDays('today', '2026-03-01')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
    // Across a month end and a leap day.
    expect(presetDays('7d', '2028-03-02')).toEqual({
      startDate: '2028-02-25',
      endDate: '2028-03-02',
    });
    expect(presetDays('30d', '2026-01-15')).toEqual({
      startDate: '2025-12-17',
      endDate: '2026-01-15',
    });
    expect(presetDays('all', '2026-01-15')).toEqual({});
  });

  it('reads the URL, falling back on what it cannot read', () => {
    expect(readRange(new URLSearchParams(''))).toEqual({ preset: 'all', from: '', to: '' });
    expect(readRange(new URLSearchParams('range=week&from=2026-13-01&to=2026-05-0'))).toEqual({
      preset: 'all',
      from: '',
      to: '',
    });
    expect(readRange(new URLSearchParams('range=custom&from=2026-05-01&to=2026-05-03'))).toEqual({
      preset: 'custom',
      from: '2026-05-01',
      to: '2026-05-03',
    });
  });

  it('writes only what is not the default and keeps other parameters', () => {
    const base = new URLSearchParams('types=A&range=7d&from=2026-01-01');
    expect(writeRange(base, { preset: 'all', from: 'x', to: 'y' }).toString()).toBe('types=A');
    expect(writeRange(base, { preset: '30d', from: '2026-01-01', to: '' }).toString()).toBe(
      'types=A&range=30d',
    );
    expect(writeRange(base, { preset: 'custom', from: '2026-01-01', to: '' }).toString()).toBe(
      'types=A&range=custom&from=2026-01-01',
    );
  });

  it('resolves custom bounds, open on either side, and refuses a start after the end', () => {
    const today = '2026-05-05';
    expect(resolveRange({ preset: 'custom', from: '', to: '' }, today)).toEqual({
      ok: true,
      range: {},
    });
    expect(resolveRange({ preset: 'custom', from: '', to: '2026-05-01' }, today)).toEqual({
      ok: true,
      range: { endDate: '2026-05-01' },
    });
    expect(resolveRange({ preset: 'custom', from: '2026-05-02', to: '2026-05-02' }, today)).toEqual(
      { ok: true, range: { startDate: '2026-05-02', endDate: '2026-05-02' } },
    );
    expect(resolveRange({ preset: 'custom', from: '2026-05-03', to: '2026-05-02' }, today)).toEqual(
      { ok: false, error: 'order' },
    );
    // Custom days are ignored by the other presets.
    expect(resolveRange({ preset: 'today', from: '2026-05-03', to: '2026-05-02' }, today)).toEqual({
      ok: true,
      range: { startDate: today, endDate: today },
    });
  });

  it('starts a custom period from the days the previous preset showed', () => {
    const today = '2026-05-05';
    expect(customFrom({ preset: '7d', from: '', to: '' }, today)).toEqual({
      preset: 'custom',
      from: '2026-04-29',
      to: '2026-05-05',
    });
    expect(customFrom({ preset: 'all', from: '', to: '' }, today)).toEqual({
      preset: 'custom',
      from: '',
      to: '',
    });
  });
});
