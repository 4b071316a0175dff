import { createHmac, hash } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { drawBlockMessage, RESULT_LAYOUT_IDS, type ResultLayout } from '@app/contracts';
import { drawResult } from './draws.service.ts';

/**
 * A slice of chi-square.test.ts's simulation, run in a worker thread: draws `from` to `to` of
 * every layout, each with the seed SHA-256(draw number), through the server's own derivation.
 * Counts each digit at each position, and the last two and three digits of the first number
 * (what de and cang3 pay on). For the control slice of digits5 draws it also rebuilds the
 * digits from the raw HMAC bytes: with the rule (bytes >= 250 skipped), which must agree with
 * the server, and without it (plain byte mod 10), the biased control the test must reject.
 */

export interface SliceInput {
  /** Draw numbers [from, to) of each layout. */
  from: number;
  to: number;
  /** Draw numbers [controlFrom, controlTo) of the digits5 control. */
  controlFrom: number;
  controlTo: number;
}

export interface LayoutCounts {
  /** positions x 10: count of digit d at position p at [p * 10 + d]. */
  digits: number[];
  /** 100 counts: the first number's last two digits. */
  lastTwo: number[];
  /** 1000 counts: the first number's last three digits. */
  lastThree: number[];
}

export interface SliceOutput {
  layouts: Record<ResultLayout, LayoutCounts>;
  /** Digits of plain byte mod 10 (no rejection), 10 counts. */
  unrejected: number[];
  /** Control draws whose digits rebuilt with the rule differ from the server's. */
  mismatches: number;
  /** Bytes >= 250 met (and skipped) while rebuilding the control draws. */
  skippedBytes: number;
}

const ZERO = 48;

function countLayout(layout: ResultLayout, from: number, to: number): LayoutCounts {
  const digits: number[] = [];
  const lastTwo = new Array<number>(100).fill(0);
  const lastThree = new Array<number>(1000).fill(0);
  const gameCode = `SIM_${layout.toUpperCase()}`;
  for (let i = from; i < to; i += 1) {
    const seed = hash('sha256', String(i));
    const result = drawResult({ gameCode, numero: String(i), layout }, seed);
    let position = 0;
    let first = -1;
    for (let c = 0; c < result.length; c += 1) {
      const code = result.charCodeAt(c);
      if (code < ZERO || code > ZERO + 9) {
        if (first === -1) first = c;
        continue;
      }
      const index = position * 10 + (code - ZERO);
      digits[index] = (digits[index] ?? 0) + 1;
      position += 1;
    }
    const special = result.slice(0, first === -1 ? result.length : first);
    if (special.length >= 3) {
      lastTwo[Number(special.slice(-2))]! += 1;
      lastThree[Number(special.slice(-3))]! += 1;
    }
  }
  return { digits: Array.from(digits, (n) => n ?? 0), lastTwo, lastThree };
}

function control(from: number, to: number): Omit<SliceOutput, 'layouts'> {
  const unrejected = new Array<number>(10).fill(0);
  let mismatches = 0;
  let skippedBytes = 0;
  for (let i = from; i < to; i += 1) {
    const seedHex = hash('sha256', String(i));
    const key = Buffer.from(seedHex, 'hex');
    const draw = { gameCode: 'SIM_DIGITS5', numero: String(i), layout: 'digits5' as const };
    const bytes = [0, 1].flatMap((block) => [
      ...createHmac('sha256', key)
        .update(drawBlockMessage(draw.gameCode, draw.numero, block))
        .digest(),
    ]);
    for (const byte of bytes.slice(0, 5)) unrejected[byte % 10]! += 1;
    const kept: number[] = [];
    for (const byte of bytes) {
      if (kept.length === 5) break;
      if (byte >= 250) skippedBytes += 1;
      else kept.push(byte % 10);
    }
    if (kept.join(',') !== drawResult(draw, seedHex)) mismatches += 1;
  }
  return { unrejected, mismatches, skippedBytes };
}

const input = workerData as SliceInput;
const layouts = Object.fromEntries(
  RESULT_LAYOUT_IDS.map((layout) => [layout, countLayout(layout, input.from, input.to)]),
) as Record<ResultLayout, LayoutCounts>;
const output: SliceOutput = { layouts, ...control(input.controlFrom, input.controlTo) };
parentPort!.postMessage(output);
