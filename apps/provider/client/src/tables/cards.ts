import { h } from '../dom.ts';
import type { Dict } from '../i18n.ts';

/** Cards as the tables send them: two characters, rank then suit ('As', 'Td', 'Kh'). */
const RANK_NUMBERS: Record<string, number> = { A: 14, T: 10, J: 11, Q: 12, K: 13 };
const SUIT_GLYPHS: Record<string, string> = { c: '♣', d: '♦', h: '♥', s: '♠' };

export function cardLabel(t: Dict, code: string): string {
  const rankChar = code[0] ?? '?';
  const rank = RANK_NUMBERS[rankChar] ?? Number(rankChar);
  const rankName = t.cardRanks[rank] ?? String(rank);
  return t.cardName(rankName, t.suits[code[1] ?? ''] ?? '');
}

/** One face-up card: the glyphs for the eye, its name for a screen reader. */
export function cardElement(t: Dict, code: string) {
  const rank = code[0] === 'T' ? '10' : (code[0] ?? '?');
  const suit = code[1] ?? '';
  return h(
    'span',
    { class: `table-card suit-${suit}`, role: 'img', 'aria-label': cardLabel(t, code) },
    h('span', { 'aria-hidden': 'true' }, `${rank}${SUIT_GLYPHS[suit] ?? ''}`),
  );
}

export function cardRow(t: Dict, label: string, codes: readonly string[], extra?: string) {
  return h(
    'div',
    { class: 'card-row' },
    h('span', { class: 'card-row-label' }, label, extra ? ` (${extra})` : ''),
    h(
      'span',
      { class: 'card-row-cards', role: 'list' },
      ...codes.map((code) => h('span', { role: 'listitem' }, cardElement(t, code))),
    ),
  );
}
