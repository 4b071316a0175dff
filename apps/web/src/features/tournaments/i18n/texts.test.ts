import { describe, it } from 'vitest';
import { expectMatchingTextSets } from '../../../test/text-sets.ts';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

describe('tournament texts', () => {
  it('has the same texts in Portuguese, English and Vietnamese, none shadowing the entry texts', () => {
    expectMatchingTextSets({ pt, en, vi });
  });
});
