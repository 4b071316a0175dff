/**
 * Every engine takes its randomness as `draw(n)`: a uniform integer in [0, n), n a positive
 * integer at most 2^32. On the server it comes from the round's provably fair word stream
 * (HMAC-SHA256 of the server seed over `clientSeed:nonce[:k]`, node:crypto); in the player's
 * browser the same words recomputed with WebCrypto replay the round. Engines never see the
 * stake when they draw, so an outcome cannot depend on it.
 */
export type Draw = (n: number) => number;
