import { drawResultAsync, type ArchivedDraw } from '@app/contracts';

export type DrawToVerify = Pick<
  ArchivedDraw,
  'gameCode' | 'numero' | 'layout' | 'seed' | 'seedHash' | 'winningNumber'
>;

export interface DrawCheck {
  /** SHA-256 of the revealed seed equals the hash published before sales locked. */
  hashOk: boolean;
  /** The result recomputed from the seed equals the published winning number. */
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

/** Whether this browser can verify draws (WebCrypto needs a secure context). */
export function canVerifyDraws(subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle) {
  return subtle !== undefined;
}

/**
 * Checks a drawn draw in the browser (decision 015): the SHA-256 of the revealed seed against
 * the published seedHash, and the result recomputed with HMAC-SHA256 keyed by the seed
 * (contracts' drawResultAsync, the rule the server draws with) against the winning number.
 */
export async function verifyDraw(
  draw: DrawToVerify,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<DrawCheck> {
  const seed = bytesOfHex(draw.seed.trim());
  if (seed === null) return { hashOk: false, resultOk: false, recomputed: '' };
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
    resultOk: recomputed === draw.winningNumber,
    recomputed,
  };
}
