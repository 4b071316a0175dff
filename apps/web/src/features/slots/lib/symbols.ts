import type { TFunction } from '../../../i18n/translator.ts';
import { SLOT_SYMBOL_IDS, type SlotSymbolId, type SlotTheme } from '@app/contracts';

export function isSymbolId(id: string): id is SlotSymbolId {
  return (SLOT_SYMBOL_IDS as readonly string[]).includes(id);
}

/** A symbol's name in the title's theme ("Dragon (wild)"), for labels and win lines. */
export function symbolName(t: TFunction, theme: SlotTheme, id: string): string {
  if (!isSymbolId(id)) return id;
  const name = t(theme.symbols[id].nameKey);
  if (id === 'wild') return t('slots.wildName', { name });
  if (id === 'scatter') return t('slots.scatterName', { name });
  return name;
}
