import { gameKindOf } from '../../src/catalogue/game-kinds.ts';
import type { EngineChoice } from '../../src/engines/catalogue.ts';
import { settleCrash } from '../../src/engines/crash.ts';
import {
  hmacSha256,
  outcomeMessage,
  sha256Hex,
  uniformIntFrom,
} from '../../../../packages/contracts/src/rules/slots/fair.ts';

/**
 * Replays a past round in the browser with the provider's own engine code: the server seed
 * must hash to the commitment shown before play, and the engine fed with the round's words
 * (HMAC-SHA256 blocks of `clientSeed:nonce[:k]` keyed by the server seed, big-endian 32-bit
 * words, rejection sampling) must give the recorded outcome and win.
 */

export interface VerifiableRound {
  betCents: number;
  winCents: number | null;
  jackpotCents: number;
  status: string;
  outcome: unknown;
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface GameChoice {
  engine: string;
  model: string | null;
}

/** The draw ran past the words computed so far: compute more and replay. */
class NeedMoreWords extends Error {}

const FIRST_BLOCKS = 64;
const MAX_BLOCKS = 4096;

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function appendWords(
  round: VerifiableRound,
  serverSeed: string,
  from: number,
  to: number,
  words: number[],
) {
  const blocks = await Promise.all(
    Array.from({ length: to - from }, (_, i) =>
      hmacSha256(serverSeed, outcomeMessage(round.clientSeed, round.nonce, from + i)),
    ),
  );
  for (const block of blocks) {
    const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
    for (let offset = 0; offset + 4 <= block.byteLength; offset += 4) {
      words.push(view.getUint32(offset, false));
    }
  }
}

/** True when the round replays exactly from its revealed seed; false otherwise. */
export async function verifyRound(round: VerifiableRound, game: GameChoice): Promise<boolean> {
  const serverSeed = round.serverSeed;
  if (!serverSeed) return false;
  if ((await sha256Hex(serverSeed)) !== round.serverSeedHash) return false;
  try {
    const choice = (
      game.model ? { engine: game.engine, model: game.model } : { engine: game.engine }
    ) as EngineChoice;
    const kind = gameKindOf(choice);
    const recorded = record(round.outcome);
    const roundChoice =
      game.engine === 'fish'
        ? { speciesId: recorded.speciesId }
        : game.engine === 'crash' && typeof recorded.autoCashOutAt === 'number'
          ? { autoCashOutAt: recorded.autoCashOutAt }
          : undefined;

    const words: number[] = [];
    let blocks = 0;
    let wanted = FIRST_BLOCKS;
    let started: ReturnType<typeof kind.start>;
    for (;;) {
      if (blocks < wanted) {
        await appendWords(round, serverSeed, blocks, wanted, words);
        blocks = wanted;
      }
      let cursor = 0;
      const next = () => {
        if (cursor >= words.length) throw new NeedMoreWords();
        return words[cursor++]!;
      };
      try {
        started = kind.start({
          betCents: round.betCents,
          draw: (n) => uniformIntFrom(n, next),
          choice: roundChoice,
        });
        break;
      } catch (error) {
        if (error instanceof NeedMoreWords && wanted < MAX_BLOCKS) {
          wanted *= 2;
          continue;
        }
        throw error;
      }
    }

    const settled = round.status === 'settled';
    if (game.engine === 'crash') {
      const crashPoint = record(started.outcome).crashPoint;
      if (typeof crashPoint !== 'number' || crashPoint !== recorded.crashPoint) return false;
      if (!settled) return true;
      // The cash-out's moment cannot be replayed; its pay must follow from the crash point.
      const cashOutAt = typeof recorded.cashOutAt === 'number' ? recorded.cashOutAt : null;
      const pay = settleCrash({
        betCents: round.betCents,
        crashPoint,
        cashOutAt,
        autoCashOutAt: null,
      });
      return pay.won === (recorded.won === true) && round.winCents === pay.winCents;
    }

    let ended = started;
    if (game.engine === 'videopoker' && Array.isArray(recorded.held)) {
      ended = kind.act!(
        { betCents: round.betCents, outcome: started.outcome, createdAtMs: 0 },
        { hold: recorded.held },
        0,
      );
    }
    if (!same(ended.outcome, round.outcome)) return false;
    return !settled || round.winCents === (ended.winCents ?? 0) + round.jackpotCents;
  } catch {
    return false;
  }
}
