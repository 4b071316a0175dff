import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS } from '@app/contracts';
import en from '../i18n/en.json';
import pt from '../i18n/pt.json';
import vi from '../i18n/vi.json';
import {
  AGENT_TYPES,
  ALL_TYPES,
  kindLabelKey,
  kindsFor,
  readTypes,
  RECORD_TYPE_GROUPS,
  roundOfTransfer,
  TYPE_OPTIONS,
} from './record-types.ts';
import { readGameType } from './game-types.ts';

describe('account record types', () => {
  it('maps no value and unknown values to every kind', () => {
    for (const value of [null, '', 'all', 'Z', 'bet,win', 'constructor', 'a']) {
      expect(readTypes(value)).toBe(ALL_TYPES);
    }
    expect(kindsFor(ALL_TYPES)).toBeUndefined();
  });

  it('sends A (the agent menu entry) as is: the server knows the agent kinds', () => {
    expect(readTypes('A')).toBe(AGENT_TYPES);
    expect(kindsFor(AGENT_TYPES)).toBe('A');
  });

  it('names agent transfers by their direction and the other agent kinds by kind', () => {
    expect(kindLabelKey('agent.transfer', -500)).toBe('records.kinds.agentTransferOut');
    expect(kindLabelKey('agent.transfer', 500)).toBe('records.kinds.agentTransferIn');
    for (const kind of ['agent.rebate', 'agent.dividend', 'agent.salary', 'agent.transfer']) {
      const leaf = kindLabelKey(kind)!.replace(
        'records.kinds.',
        '',
      ) as keyof typeof en.records.kinds;
      expect(en.records.kinds[leaf]).toBeTruthy();
    }
  });

  it('sends each group as its transfer kinds', () => {
    expect(readTypes('refund')).toBe('refund');
    expect(kindsFor('bet')).toBe('bet,vendor.bet');
    expect(kindsFor('win')).toBe('win,vendor.win');
    expect(kindsFor('refund')).toBe('rollback,vendor.rollback');
    expect(kindsFor('bonus')).toBe(
      'trial.grant,seed.grant,reward.claim,tournament.prize,member.rebate',
    );
    expect(kindsFor('deposit')).toBe('deposit');
    expect(kindsFor('withdrawal')).toBe('withdrawal.hold,withdrawal.rejected,withdrawal.paid');
    expect(kindsFor('adjust')).toBe('migration.adjust,operator.adjust');
  });

  it('has a label for every option and every kind of every group', () => {
    for (const option of TYPE_OPTIONS) expect(en.records.types[option]).toBeTruthy();
    for (const kind of Object.values(RECORD_TYPE_GROUPS).flat()) {
      const key = kindLabelKey(kind);
      expect(key).not.toBeNull();
      const leaf = key!.replace('records.kinds.', '') as keyof typeof en.records.kinds;
      expect(en.records.kinds[leaf]).toBeTruthy();
    }
    expect(kindLabelKey('cashback.credit')).toBeNull();
    expect(kindLabelKey('constructor')).toBeNull();
  });

  it('has a label in pt, en and vi for every ledger kind the server writes', () => {
    for (const texts of [pt, en, vi]) {
      for (const option of TYPE_OPTIONS) expect(texts.records.types[option], option).toBeTruthy();
      for (const kind of LEDGER_KINDS) {
        for (const amount of [-100, 100]) {
          const leaf = kindLabelKey(kind, amount)!.replace(
            'records.kinds.',
            '',
          ) as keyof typeof texts.records.kinds;
          expect(texts.records.kinds[leaf], kind).toBeTruthy();
        }
      }
    }
  });

  it('finds the round of a game transfer, not of a grant', () => {
    expect(roundOfTransfer('bet', 'bgs-round:42')).toBe('42');
    expect(roundOfTransfer('win', 'bgs-round:42')).toBe('42');
    expect(roundOfTransfer('vendor.bet', 'R-9')).toBe('R-9');
    expect(roundOfTransfer('seed.grant', 'Demo opening balance')).toBeNull();
    expect(roundOfTransfer('vendor.win', '')).toBeNull();
  });
});

describe('betting record game types', () => {
  it("accepts the site's game types in any case and nothing else", () => {
    expect(readGameType('rng')).toBe('RNG');
    expect(readGameType('INHOUSE')).toBe('INHOUSE');
    expect(readGameType('POKER')).toBe('');
    expect(readGameType(null)).toBe('');
  });
});
