import type { TFunction } from '../../../i18n/translator.ts';
import { SIZE_PARITY_PICKS } from '@app/contracts';
import '../../../components/lottery/lottery-texts.ts';

/** What a bet names: its type, the position for digit and position bets, and its picks. */
export interface BetWords {
  betType: string;
  position?: number | null;
  picks: readonly string[];
}

/** "De", or "Digit · Position 3": the shared lottery words (pt, en, vi). */
export function betTitle(t: TFunction, bet: Pick<BetWords, 'betType' | 'position'>): string {
  const name = t(`lottery.betType.${bet.betType}`, { defaultValue: bet.betType });
  return bet.position ? `${name} · ${t('lottery.positionN', { position: bet.position })}` : name;
}

/** A pick as read: Big, Small, Odd, Even in words; numbers as they are. */
export function pickText(t: TFunction, pick: string): string {
  return (SIZE_PARITY_PICKS as readonly string[]).includes(pick) ? t(`lottery.pick.${pick}`) : pick;
}

export function picksText(t: TFunction, picks: readonly string[]): string {
  return picks.map((pick) => pickText(t, pick)).join(', ');
}
