import { canVerifyDraws, verifyDrawSeed, type DrawCheck } from '@app/contracts/lottery-verify';

/**
 * Checks a drawn draw in the operator's browser with the member site's own verifier (decision
 * 015, contracts' verifyDrawSeed): SHA-256 of the revealed seed against the published hash, and
 * the result recomputed with HMAC-SHA256 keyed by the seed (the server's own rule).
 */
export type { DrawCheck };

/** WebCrypto exists only in a secure context (HTTPS or localhost). */
export const canVerify = (): boolean => canVerifyDraws();

export function verifyDraw(draw: {
  gameCode: string;
  numero: string;
  layout: string;
  seed: string;
  seedHash: string;
  result: string;
}): Promise<DrawCheck> {
  return verifyDrawSeed(draw);
}
