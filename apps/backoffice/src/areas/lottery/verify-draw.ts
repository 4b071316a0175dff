import { drawResultAsync, isResultLayout } from '@app/contracts';

/**
 * Checks a drawn draw in the operator's browser, as the member site's verifier does (decision
 * 015): SHA-256 of the revealed seed against the published hash, and the result recomputed with
 * HMAC-SHA256 keyed by the seed (contracts' drawResultAsync, the server's own rule).
 */
export interface DrawCheck {
  hashOk: boolean;
  resultOk: boolean;
  recomputed: string;
}

function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const hexOf = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** WebCrypto exists only in a secure context (HTTPS or localhost). */
export function canVerify(): boolean {
  return globalThis.crypto?.subtle !== undefined;
}

export async function verifyDraw(draw: {
  gameCode: string;
  numero: string;
  layout: string;
  seed: string;
  seedHash: string;
  result: string;
}): Promise<DrawCheck> {
  const subtle = globalThis.crypto.subtle;
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
