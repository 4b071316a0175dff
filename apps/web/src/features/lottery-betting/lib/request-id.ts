/**
 * A slip's idempotency key (PlaceBetsBody.requestId: 8 to 64 of [A-Za-z0-9_-]). randomUUID
 * needs a secure context; a phone on the shop's plain-http address still has getRandomValues.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
