import { describe, expect, it } from 'vitest';
import { greetingPeriod, WhitelabelFlag } from '@app/contracts';
import { agentGridEntries, isAgentSession, quickMenuEntries, todayRange } from './agent-entries.ts';
import { parseRebate } from './rebate.ts';

const allOn = Object.fromEntries(WhitelabelFlag.options.map((flag) => [flag, true]));
const allOff = Object.fromEntries(WhitelabelFlag.options.map((flag) => [flag, false]));

describe('greeting by hour (spec section 9)', () => {
  it('0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-23 evening', () => {
    const periods = Array.from({ length: 24 }, (_, hour) => greetingPeriod(hour));
    expect(periods.slice(0, 11).every((p) => p === 'morning')).toBe(true);
    expect(periods.slice(11, 15).every((p) => p === 'earlyAfternoon')).toBe(true);
    expect(periods.slice(15, 19).every((p) => p === 'lateAfternoon')).toBe(true);
    expect(periods.slice(19).every((p) => p === 'evening')).toBe(true);
    expect(greetingPeriod(24)).toBe('evening');
  });
});

describe('agent sessions', () => {
  it('types 0, 4 and 40 and no session are not agents', () => {
    expect([0, 4, 40].map((type) => isAgentSession({ type }))).toEqual([false, false, false]);
    expect(isAgentSession(null)).toBe(false);
    expect([1, 2, 41].map((type) => isAgentSession({ type }))).toEqual([true, true, true]);
  });
});

describe('navigation grid gating', () => {
  it('shows every entry in the spec order when every key is on', () => {
    expect(agentGridEntries(allOn).map((entry) => entry.to)).toEqual([
      '/agent/team/overview',
      '/transaction/record?types=A',
      '/member/team',
      '/agent/team/pnl',
      '/teamBetting',
      '/member/agent/agentRebeat',
      '/member/teamRebate',
      '/securityCenter',
      '/webEmail',
      null,
    ]);
  });

  it('keeps only the online service when every key is off, or without settings', () => {
    expect(agentGridEntries(allOff).map((entry) => entry.id)).toEqual(['onlineService']);
    expect(agentGridEntries(undefined).map((entry) => entry.id)).toEqual(['onlineService']);
  });

  it('each key hides exactly its own entry', () => {
    for (const [flag, id] of [
      ['AGEPAG', 'teamOverview'],
      ['TRANSREC3', 'transactionRecord'],
      ['DOWNMAN', 'downlineManagement'],
      ['AGETEAMPNL3', 'teamPnl'],
      ['TEAMBETTING3', 'teamBetting'],
      ['GAMSER', 'agentRebate'],
      ['AGEREBINC3', 'teamRebate'],
      ['SECPRIV', 'securityCenter'],
      ['MAILCEN', 'messages'],
    ] as const) {
      const ids = agentGridEntries({ ...allOn, [flag]: false }).map((entry) => entry.id);
      expect(ids).not.toContain(id);
      expect(ids).toHaveLength(9);
    }
  });
});

describe('quick menu gating', () => {
  it('shortcuts by AGEPAG, REGCEN, AGETEAMPNL3, DOWNMAN, TEAMBETTING3, TRANSREC3; transfer by DOWNMAN', () => {
    expect(quickMenuEntries(allOn).map((entry) => entry.id)).toEqual([
      'teamOverview',
      'registerCentre',
      'teamPnl',
      'teamManagement',
      'teamBetting',
      'transactionRecord',
      'transfer',
    ]);
    const noDownman = quickMenuEntries({ ...allOn, DOWNMAN: false }).map((entry) => entry.id);
    expect(noDownman).not.toContain('transfer');
    expect(noDownman).not.toContain('teamManagement');
    expect(quickMenuEntries({ ...allOn, REGCEN: false }).map((entry) => entry.id)).not.toContain(
      'registerCentre',
    );
    expect(quickMenuEntries(allOff)).toEqual([]);
    expect(quickMenuEntries(allOn).find((entry) => entry.id === 'transfer')?.to).toBe(
      '/member/team',
    );
  });
});

describe('helpers', () => {
  it("today's range is the device's calendar day with its offset", () => {
    const now = new Date(2026, 0, 5, 23, 30);
    expect(todayRange(now)).toEqual({
      startDate: '2026-01-05',
      endDate: '2026-01-05',
      utcOffset: -now.getTimezoneOffset(),
    });
  });

  it('reads a rebate percentage from 0 to the ceiling with at most 2 decimals', () => {
    expect(parseRebate('1,5', 2)).toBe(1.5);
    expect(parseRebate(' 2 ', 2)).toBe(2);
    expect(parseRebate('0', 0)).toBe(0);
    expect(parseRebate('2.01', 2)).toBeNull();
    expect(parseRebate('1.234', 2)).toBeNull();
    expect(parseRebate('-1', 2)).toBeNull();
    expect(parseRebate('abc', 2)).toBeNull();
    expect(parseRebate('', 2)).toBeNull();
  });
});
