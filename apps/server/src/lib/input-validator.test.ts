import { describe, expect, it } from 'vitest';
import { controlCharacterPath } from '@app/contracts';
import { mayHoldControlCharacter } from './input-validator.ts';

/** A value nested `depth` objects deep under the key `a`. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/**
 * The quick walk in front of controlCharacterPath (decision 051, third pass) may only ever
 * answer "clean" where the contracts' walk finds nothing; whatever it flags, the contracts'
 * walk settles and names.
 */
describe('mayHoldControlCharacter', () => {
  const clean: unknown[] = [
    {},
    [],
    '',
    'plain text',
    'tab\tline\nreturn\r',
    12,
    null,
    undefined,
    true,
    { betCents: 100, idempotencyKey: 'spin-1', clientSeed: 'abc' },
    { gameId: '42' },
    { lines: [{ betType: 'de', picks: ['12', '34'], unitStakeCents: 100 }] },
    { ação: 'Ceará', nested: { list: [1, 'two', { three: 3 }] } },
    nested(7, 'deep but clean'),
  ];
  const dirty: unknown[] = [
    'nul\u0000',
    { name: 'ok', payee: { bank: 'B\u0000' } },
    { items: ['a', 'b\u001b'] },
    { ['key\u0007']: 'value' },
    ['\u007f'],
    { text: 'c1\u0085' },
    nested(6, 'x\u0001'),
    nested(12, 'x\u0001'),
  ];

  it.each(clean.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'passes %s, which the contracts walk finds clean too',
    (_label, value) => {
      expect(controlCharacterPath(value)).toBeNull();
      expect(mayHoldControlCharacter(value)).toBe(false);
    },
  );

  it.each(dirty.map((value) => [JSON.stringify(value), value]))(
    'flags %s, which the contracts walk names',
    (_label, value) => {
      expect(mayHoldControlCharacter(value)).toBe(true);
      expect(controlCharacterPath(value)).not.toBeNull();
    },
  );

  it('leaves anything deeper than it looks to the contracts walk, clean or not', () => {
    // Clean but nested past the contracts' depth bound: refused there, flagged here.
    const deep = nested(40, 'clean');
    expect(mayHoldControlCharacter(deep)).toBe(true);
    expect(controlCharacterPath(deep)).not.toBeNull();
    // Past the quick walk's depth yet within the contracts' bound: settled (clean) there.
    const middling = nested(10, 'clean');
    expect(mayHoldControlCharacter(middling)).toBe(true);
    expect(controlCharacterPath(middling)).toBeNull();
  });
});
