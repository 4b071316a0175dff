import { SLOT_MODEL_IDS } from './slots.ts';
import type { SlotModelId } from './slots.ts';

/**
 * Which engine (and slot model) a catalogue entry plays, from its classification and game type:
 * FISH -> fish; RNG SC -> scratch, VP -> video poker, AC -> crash, JP -> jackpot slot, TG or none
 * -> a slot. Slot and jackpot titles take a model from a stable hash of the game code, so a
 * title keeps its maths across restarts, servers and the browser.
 */

export const ENGINE_KINDS = ['slot', 'scratch', 'videopoker', 'crash', 'jackpot', 'fish'] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

export type GameClassification = 'JP' | 'SC' | 'VP' | 'TG' | 'AC';
export type CatalogueGameType = 'RNG' | 'FISH';

export type EngineChoice =
  | { engine: 'slot'; model: SlotModelId }
  | { engine: 'scratch' }
  | { engine: 'videopoker' }
  | { engine: 'crash' }
  | { engine: 'jackpot'; model: SlotModelId }
  | { engine: 'fish' };

/** 32-bit FNV-1a over the UTF-8 bytes of the text. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function slotModelForGame(gameCode: string): SlotModelId {
  return SLOT_MODEL_IDS[fnv1a32(gameCode) % SLOT_MODEL_IDS.length]!;
}

export function engineFor(
  classification: GameClassification | null,
  gameType: CatalogueGameType,
  gameCode: string,
): EngineChoice {
  if (gameType === 'FISH') return { engine: 'fish' };
  switch (classification) {
    case 'SC':
      return { engine: 'scratch' };
    case 'VP':
      return { engine: 'videopoker' };
    case 'AC':
      return { engine: 'crash' };
    case 'JP':
      return { engine: 'jackpot', model: slotModelForGame(gameCode) };
    case 'TG':
    case null:
      return { engine: 'slot', model: slotModelForGame(gameCode) };
  }
}
