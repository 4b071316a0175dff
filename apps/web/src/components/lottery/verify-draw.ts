import type { ArchivedDraw } from '@app/contracts';
import { verifyDrawSeed, type DrawCheck } from '@app/contracts/lottery-verify';

export { canVerifyDraws, type DrawCheck } from '@app/contracts/lottery-verify';

export type DrawToVerify = Pick<
  ArchivedDraw,
  'gameCode' | 'numero' | 'layout' | 'seed' | 'seedHash' | 'winningNumber'
>;

/**
 * Checks a drawn draw in the browser (decision 015): the SHA-256 of the revealed seed against
 * the published seedHash, and the result recomputed with HMAC-SHA256 keyed by the seed
 * (contracts' verifyDrawSeed, the rule the server draws with) against the winning number.
 */
export function verifyDraw(
  draw: DrawToVerify,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<DrawCheck> {
  return verifyDrawSeed({ ...draw, result: draw.winningNumber }, subtle);
}
