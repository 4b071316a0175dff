import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving-index.ts';

describe('rovingIndex', () => {
  it('steps along a horizontal list and wraps at both ends', () => {
    expect(rovingIndex('ArrowRight', 0, 3)).toBe(1);
    expect(rovingIndex('ArrowRight', 2, 3)).toBe(0);
    expect(rovingIndex('ArrowLeft', 1, 3)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3)).toBe(2);
  });

  it('uses up and down on a vertical list, and ignores the other axis', () => {
    expect(rovingIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(rovingIndex('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(rovingIndex('ArrowDown', 0, 3)).toBeNull();
  });

  it('jumps to the ends with Home and End and leaves other keys alone', () => {
    expect(rovingIndex('Home', 2, 4)).toBe(0);
    expect(rovingIndex('End', 0, 4)).toBe(3);
    expect(rovingIndex('Enter', 1, 4)).toBeNull();
    expect(rovingIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
