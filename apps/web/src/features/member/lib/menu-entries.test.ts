import { describe, expect, it } from 'vitest';
import { WhitelabelFlag, WhitelabelMenuKey, type WhitelabelSettings } from '@app/contracts';
import { isAgentType, memberMenuEntries } from './menu-entries.ts';

function whitelabel(
  overrides: {
    menus?: Partial<WhitelabelSettings['menus']>;
    flags?: Partial<WhitelabelSettings['flags']>;
    vipBenefitEnabled?: boolean;
  } = {},
) {
  const flags = Object.fromEntries(WhitelabelFlag.options.map((flag) => [flag, true]));
  const menus = Object.fromEntries(WhitelabelMenuKey.options.map((key) => [key, true]));
  return {
    flags: { ...flags, ...overrides.flags } as WhitelabelSettings['flags'],
    menus: { ...menus, ...overrides.menus } as WhitelabelSettings['menus'],
    vipBenefitEnabled: overrides.vipBenefitEnabled ?? true,
  };
}

const ids = (...args: Parameters<typeof memberMenuEntries>) =>
  memberMenuEntries(...args).map((entry) => entry.id);

describe('member menu entries', () => {
  it('an agent with every gate on sees every entry, in the spec order', () => {
    expect(ids({ type: 1 }, whitelabel())).toEqual([
      'deposit',
      'withdraw',
      'vipBenefits',
      'events',
      'rewardCenter',
      'agent',
      'help',
      'accountRecord',
      'bettingRecord',
      'feedback',
      'messages',
    ]);
  });

  it('agent only for agent types (not 0, 4, 40)', () => {
    for (const type of [0, 4, 40]) {
      expect(isAgentType(type)).toBe(false);
      expect(ids({ type }, whitelabel())).not.toContain('agent');
    }
    for (const type of [1, 2, 3, 41]) expect(ids({ type }, whitelabel())).toContain('agent');
  });

  it('each gate hides its entry alone', () => {
    const all = ids({ type: 1 }, whitelabel());
    const without = (id: string) => all.filter((entry) => entry !== id);
    expect(ids({ type: 1 }, whitelabel({ vipBenefitEnabled: false }))).toEqual(
      without('vipBenefits'),
    );
    expect(ids({ type: 1 }, whitelabel({ menus: { rewardCenter: false } }))).toEqual(
      without('rewardCenter'),
    );
    expect(ids({ type: 1 }, whitelabel({ menus: { accountRecord: false } }))).toEqual(
      without('accountRecord'),
    );
    expect(ids({ type: 1 }, whitelabel({ menus: { bettingRecord: false } }))).toEqual(
      without('bettingRecord'),
    );
    expect(ids({ type: 1 }, whitelabel({ menus: { messages: false } }))).toEqual(
      without('messages'),
    );
    expect(ids({ type: 1 }, whitelabel({ flags: { MAILCEN: false } }))).toEqual(
      without('messages'),
    );
  });

  it('without settings only the ungated entries show', () => {
    expect(ids({ type: 0 }, undefined)).toEqual([
      'deposit',
      'withdraw',
      'events',
      'help',
      'feedback',
    ]);
  });
});
