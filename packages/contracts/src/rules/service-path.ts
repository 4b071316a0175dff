/**
 * Customer-service paths travel in the spec's encrypted form: the last 8 characters are the key.
 * Ours: base64 of the UTF-8 path XORed with the key, followed by the key. It only keeps links
 * out of plain sight in payloads and scrapers; it is not a secret.
 */
export const SERVICE_PATH_KEY_LENGTH = 8;
const KEY_PATTERN = /^[A-Za-z0-9]{8}$/;

function xor(bytes: Uint8Array, key: string): Uint8Array {
  const keyBytes = new TextEncoder().encode(key);
  return bytes.map((byte, i) => byte ^ keyBytes[i % keyBytes.length]!);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function encryptServicePath(path: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('service path key must be 8 letters or digits');
  return toBase64(xor(new TextEncoder().encode(path), key)) + key;
}

/** The plain path, or null when the text is not in the encrypted form. */
export function decryptServicePath(encrypted: string): string | null {
  if (encrypted.length <= SERVICE_PATH_KEY_LENGTH) return null;
  const key = encrypted.slice(-SERVICE_PATH_KEY_LENGTH);
  if (!KEY_PATTERN.test(key)) return null;
  try {
    const plain = xor(fromBase64(encrypted.slice(0, -SERVICE_PATH_KEY_LENGTH)), key);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}
