import { rateBpToPercent } from '@app/contracts';

/** Basis points as a percentage in the operator's language: "1,25" in Portuguese, "1.25" in English. */
export function percentText(bp: number, language: string): string {
  const text = rateBpToPercent(bp);
  return language.startsWith('en') ? text : text.replace('.', ',');
}
