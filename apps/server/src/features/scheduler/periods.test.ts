import { describe, expect, it } from 'vitest';
import { isPeriodKey, JobRunRequest } from '@app/contracts';
import { lastEndedPeriod, periodContaining, periodOfKey, shiftPeriod } from './periods.ts';

describe('scheduler periods', () => {
  it('names UTC days and minutes by their start and parses them back', () => {
    const at = Date.parse('2026-03-10T23:59:59.999Z');
    expect(periodContaining('daily', at)).toEqual({
      kind: 'daily',
      key: '2026-03-10',
      startMs: Date.parse('2026-03-10T00:00:00.000Z'),
      endMs: Date.parse('2026-03-11T00:00:00.000Z'),
    });
    expect(periodContaining('minute', at).key).toBe('2026-03-10T23:59');
    expect(periodOfKey('daily', '2026-03-10')).toEqual(periodContaining('daily', at));
    expect(periodOfKey('minute', '2026-03-10T23:59')).toEqual(periodContaining('minute', at));
  });

  it('takes the latest ended period as due, and steps across months and years', () => {
    const now = Date.parse('2026-03-01T00:00:00.000Z');
    expect(lastEndedPeriod('daily', now).key).toBe('2026-02-28');
    expect(lastEndedPeriod('minute', now).key).toBe('2026-02-28T23:59');
    expect(lastEndedPeriod('daily', now + 1).key).toBe('2026-02-28');
    expect(shiftPeriod(periodOfKey('daily', '2025-12-31')!, 1).key).toBe('2026-01-01');
    expect(shiftPeriod(periodOfKey('minute', '2026-01-01T00:00')!, -1).key).toBe(
      '2025-12-31T23:59',
    );
  });

  it('refuses keys of another kind and dates that do not exist', () => {
    for (const key of ['2026-02-30', '2026-13-01', '2026-3-1', '2026-03-10T00:00', ' 2026-03-10']) {
      expect(isPeriodKey('daily', key), key).toBe(false);
      expect(periodOfKey('daily', key), key).toBeNull();
    }
    for (const key of [
      '2026-03-10',
      '2026-03-10T24:00',
      '2026-03-10T12:60',
      '2026-03-10T12:00:00',
    ]) {
      expect(isPeriodKey('minute', key), key).toBe(false);
    }
    expect(isPeriodKey('daily', '2024-02-29')).toBe(true);
    expect(isPeriodKey('minute', '2026-03-10T23:59')).toBe(true);
  });

  it('validates a re-run body against the job’s period kind', () => {
    expect(
      JobRunRequest.safeParse({ job: 'rebate-settlement', periodKey: '2026-03-10' }).success,
    ).toBe(true);
    expect(
      JobRunRequest.safeParse({ job: 'deposit-expiry', periodKey: '2026-03-10T10:15' }).success,
    ).toBe(true);
    expect(
      JobRunRequest.safeParse({ job: 'deposit-expiry', periodKey: '2026-03-10' }).success,
    ).toBe(false);
    expect(JobRunRequest.safeParse({ job: 'payroll', periodKey: '2026-03-10' }).success).toBe(
      false,
    );
  });
});
