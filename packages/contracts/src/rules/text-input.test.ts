import { describe, expect, it } from 'vitest';
import { controlCharacterPath, hasControlCharacter } from './text-input.ts';

describe('control characters in text from outside', () => {
  it('refuses NUL, the other C0 controls, DEL and C1, and keeps tab and line breaks', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x85, 0x9f]) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
    for (const text of [
      'plain',
      'two\nlines\r\n',
      'tab\there',
      'Dragão Dourado',
      'Miền Bắc',
      '😀',
    ]) {
      expect(hasControlCharacter(text), text).toBe(false);
    }
  });

  it('names the first field that carries one, in values and in keys, at any depth', () => {
    expect(controlCharacterPath({ name: 'ok', payee: { bank: 'B\u0000' } })).toBe('/payee/bank');
    expect(controlCharacterPath({ items: ['a', 'b\u001b'] })).toBe('/items/1');
    expect(controlCharacterPath({ 'k\u0000': 1 })).toBe('/k\u0000');
    expect(controlCharacterPath('\u0007')).toBe('');
    expect(controlCharacterPath({ amountCents: 100, note: 'fine\n', flag: true, none: null })).toBe(
      null,
    );
  });

  it('finds none in clean inputs of every shape, and one wherever it hides', () => {
    const nested = (depth: number, leaf: unknown) => {
      let value = leaf;
      for (let i = 0; i < depth; i += 1) value = { a: value };
      return value;
    };
    for (const clean of [
      {},
      [],
      '',
      'tab\tline\nreturn\r',
      12,
      null,
      undefined,
      true,
      { betCents: 100, idempotencyKey: 'spin-1', clientSeed: 'abc' },
      { lines: [{ betType: 'de', picks: ['12', '34'], unitStakeCents: 100 }] },
      { ação: 'Ceará', nested: { list: [1, 'two', { three: 3 }] } },
      nested(10, 'deep but clean'),
    ]) {
      expect(controlCharacterPath(clean), JSON.stringify(clean)).toBeNull();
    }
    expect(controlCharacterPath(['\u007f'])).toBe('/0');
    expect(controlCharacterPath({ text: 'c1\u0085' })).toBe('/text');
    expect(controlCharacterPath(nested(6, 'x\u0001'))).toBe('/a/a/a/a/a/a');
    expect(controlCharacterPath(nested(12, 'x\u0001'))).toBe('/a'.repeat(12));
  });

  it('treats an absurdly deep input as refused instead of walking it', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 40; level += 1) deep = [deep];
    expect(controlCharacterPath(deep)).not.toBeNull();
    // Clean, but nested past the bound: refused too.
    let deepObject: unknown = 'clean';
    for (let level = 0; level < 40; level += 1) deepObject = { a: deepObject };
    expect(controlCharacterPath(deepObject)).toBe('/a'.repeat(32));
  });
});
