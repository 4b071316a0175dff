import { LIVE_GAMES, type LiveFamily } from '../../../src/live/games/live-game.ts';
import {
  hmacSha256,
  outcomeMessage,
  sha256Hex,
  uniformIntFrom,
} from '../../../../../packages/contracts/src/rules/slots/fair.ts';
import type { LiveRound } from './live-api.ts';

/** Blocks of the fair stream fetched up front: far more words than any table result uses. */
const BLOCKS = 32;

/**
 * Replays a settled table round in the browser: the revealed seed must hash to the hash shown
 * before betting closed, and the fair draw of that seed (client seed: the table code, nonce:
 * the round number) must give the result the table showed.
 */
export async function verifyLiveRound(
  tableCode: string,
  family: string,
  round: LiveRound,
): Promise<boolean> {
  if (!round.seed || (await sha256Hex(round.seed)) !== round.seedHash) return false;
  const words: number[] = [];
  const blocks = await Promise.all(
    Array.from({ length: BLOCKS }, (_, k) =>
      hmacSha256(round.seed!, outcomeMessage(tableCode, round.number, k)),
    ),
  );
  for (const block of blocks) {
    const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
    for (let offset = 0; offset + 4 <= block.byteLength; offset += 4)
      words.push(view.getUint32(offset, false));
  }
  let cursor = 0;
  const game = LIVE_GAMES[family as LiveFamily];
  if (!game) return false;
  try {
    const result = game.drawResult((n) =>
      uniformIntFrom(n, () => {
        if (cursor >= words.length) throw new Error('stream exhausted');
        return words[cursor++]!;
      }),
    );
    return JSON.stringify(result) === JSON.stringify(round.result);
  } catch {
    return false;
  }
}
