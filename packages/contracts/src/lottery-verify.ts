import { drawResultAsync, isResultLayout } from './rules/lottery-bets.ts';

/**
 * Checks a drawn draw in a browser (decision 015), the one rule behind the member site's
 * verifier and the back office's: the SHA-256 of the revealed seed against the seedHash
 * published before sales locked, and the result recomputed with HMAC-SHA256 keyed by the seed
 * (drawResultAsync, the rule the server draws with) against the published result. WebCrypto
 * only, no DOM: imported through its own entry (`@app/contracts/lottery-verify`) so that only
 * the screens that verify load it.
 */
export interface DrawCheck {
  /** SHA-256 of the revealed seed equals the hash published before sales locked. */
  hashOk: boolean;
  /** The result recomputed from the seed equals the published winning number. */
  resultOk: boolean;
  recomputed: string;
}

export interface DrawSeedToVerify {
  gameCode: string;
  numero: string;
  layout: string;
  seed: string;
  seedHash: string;
  /** The published result (the winning number). */
  result: string;
}

/** WebCrypto's SubtleCrypto as this project sees it (the browser's, or Node's in tests). */
type Subtle = typeof globalThis.crypto.subtle;

function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const hexOf = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** Whether this browser can verify draws (WebCrypto needs a secure context: HTTPS or localhost). */
export function canVerifyDraws(subtle: Subtle | undefined = globalThis.crypto?.subtle) {
  return subtle !== undefined;
}

export async function verifyDrawSeed(
  draw: DrawSeedToVerify,
  subtle: Subtle = globalThis.crypto.subtle,
): Promise<DrawCheck> {
  const seed = bytesOfHex(draw.seed.trim());
  if (seed === null || !isResultLayout(draw.layout)) {
    return { hashOk: false, resultOk: false, recomputed: '' };
  }
  const hash = hexOf(await subtle.digest('SHA-256', seed));
  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const encoder = new TextEncoder();
  const recomputed = await drawResultAsync(
    { gameCode: draw.gameCode, numero: draw.numero, layout: draw.layout },
    async (message) => new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(message))),
  );
  return {
    hashOk: hash === draw.seedHash.trim().toLowerCase(),
    resultOk: recomputed === draw.result,
    recomputed,
  };
}
