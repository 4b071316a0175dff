import { describe, expect, it } from 'vitest';
import { promotionsOfTab, promotionTabs } from '@app/contracts';
import { detailDate, listDate } from './promotion-dates.ts';

describe('promotion dates (spec 9)', () => {
  it('lists as YYYY/MM/DD and details as DD/MM/YYYY, on the phone’s calendar', () => {
    const iso = new Date(2026, 0, 7, 15, 30).toISOString();
    expect(listDate(iso)).toBe('2026/01/07');
    expect(detailDate(iso)).toBe('07/01/2026');
    const late = new Date(2025, 11, 31, 23, 59).toISOString();
    expect(listDate(late)).toBe('2025/12/31');
    expect(detailDate(late)).toBe('31/12/2025');
  });

  it('shows nothing for a date that does not parse', () => {
    expect(listDate('soon')).toBe('');
    expect(detailDate('')).toBe('');
  });
});

describe('promotion tabs (spec 2 and 4)', () => {
  const promos = [
    { id: 1, category: 'rebate_promo' },
    { id: 2, category: 'deposit_promo' },
    { id: 3, category: 'deposit_promo' },
    { id: 4, category: 'point' },
    { id: 5, category: 'not_a_category' },
  ];

  it('shows all first, then only the categories that have a promotion, in the spec order', () => {
    expect(promotionTabs(promos)).toEqual(['all', 'deposit_promo', 'rebate_promo', 'point']);
    expect(promotionTabs([])).toEqual(['all']);
  });

  it('filters by category; all keeps every promotion', () => {
    expect(promotionsOfTab(promos, 'deposit_promo').map((p) => p.id)).toEqual([2, 3]);
    expect(promotionsOfTab(promos, 'all').map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(promotionsOfTab(promos, 'sport_promo')).toEqual([]);
  });
});
