/**
 * The keyboard rule of WAI-ARIA tab lists and menus, shared by every tab bar: the arrow keys of
 * the list's axis move one step and wrap around, Home and End jump to the ends. Returns the
 * index to move to, or null for a key the list does not handle (leave the event alone).
 */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  axis: 'horizontal' | 'vertical' = 'horizontal',
): number | null {
  if (count === 0) return null;
  const [back, forward] =
    axis === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (key === forward) return (index + 1) % count;
  if (key === back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
