import { roundSeedHash, slotModel, verifyRound, type BgsRound } from '@app/contracts';

export type VerifyOutcome = 'verified' | 'unrevealed' | 'hashMismatch' | 'mismatch';

function sameStops(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * Recomputes a recorded round in the browser: the revealed server seed must hash to the
 * commitment shown before play, and the seeds and nonce must give the recorded stops and the
 * outcome's win. A round whose win was capped at the game's maximum (decision 030) paid that
 * maximum, below its outcome; any other round paid exactly its outcome.
 */
export async function verifyRecordedRound(round: BgsRound): Promise<VerifyOutcome> {
  if (round.serverSeed === null) return 'unrevealed';
  if ((await roundSeedHash(round.serverSeed)) !== round.serverSeedHash) return 'hashMismatch';
  try {
    const result = await verifyRound(
      slotModel(round.modelId),
      round.serverSeed,
      round.clientSeed,
      round.nonce,
      round.betCents,
    );
    const spins = [result.base, ...result.freeSpins];
    const recorded = [round.stops.base, ...round.stops.freeSpins];
    const stopsMatch =
      spins.length === recorded.length &&
      spins.every((spin, index) => sameStops(spin.stops, recorded[index]!));
    const paid = round.winCapped
      ? round.winCents < round.outcomeWinCents
      : round.winCents === round.outcomeWinCents;
    return stopsMatch && paid && result.totalWinCents === round.outcomeWinCents
      ? 'verified'
      : 'mismatch';
  } catch {
    return 'mismatch';
  }
}
