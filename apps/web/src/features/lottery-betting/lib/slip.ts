import {
  betLineProblem,
  lineCostCents,
  lineUnits,
  LOTTERY_MAX_LINES,
  type BetLineProblem,
  type LotteryBetLine,
  type PlaceBetsBody,
  type PrizeMode,
  type ResultLayout,
} from '@app/contracts';
import { newRequestId } from './request-id.ts';

/** A line of the slip; `key` only tells lines apart on screen. */
export interface SlipLine extends LotteryBetLine {
  key: number;
}

/**
 * The bet slip: its lines and its idempotency key. The key belongs to these exact lines: a
 * retry of the same slip (a lost answer, a refusal tried again) sends it again, so the server
 * places the slip once; any change to the lines makes it another slip with a new key.
 */
export interface Slip {
  lines: readonly SlipLine[];
  requestId: string;
}

let nextKey = 1;

export function emptySlip(): Slip {
  return { lines: [], requestId: newRequestId() };
}

export type SlipProblem = 'slip.full' | BetLineProblem;

/** Adds a line, unless the slip is full or the line is one the server would refuse. */
export function addLine(
  slip: Slip,
  line: LotteryBetLine,
  layout: ResultLayout,
): { slip: Slip; problem: null } | { slip: Slip; problem: SlipProblem } {
  if (slip.lines.length >= LOTTERY_MAX_LINES) return { slip, problem: 'slip.full' };
  const problem = betLineProblem(line, layout);
  if (problem) return { slip, problem };
  const added: SlipLine = {
    key: nextKey++,
    betType: line.betType,
    position: line.position ?? null,
    picks: [...line.picks],
    unitStakeCents: line.unitStakeCents,
  };
  return { slip: { lines: [...slip.lines, added], requestId: newRequestId() }, problem: null };
}

export function removeLine(slip: Slip, key: number): Slip {
  const lines = slip.lines.filter((line) => line.key !== key);
  return lines.length === slip.lines.length ? slip : { lines, requestId: newRequestId() };
}

export function slipUnits(lines: readonly LotteryBetLine[], layout: ResultLayout): number {
  return lines.reduce((sum, line) => sum + lineUnits(line, layout), 0);
}

export function slipTotalCents(lines: readonly LotteryBetLine[], layout: ResultLayout): number {
  return lines.reduce((sum, line) => sum + lineCostCents(line, layout), 0);
}

/** The first thing wrong with a whole slip (the server's checks), with its line number. */
export function slipProblem(
  lines: readonly LotteryBetLine[],
  layout: ResultLayout,
): { problem: SlipProblem; lineNo: number | null } | null {
  if (lines.length > LOTTERY_MAX_LINES) return { problem: 'slip.full', lineNo: null };
  for (const [index, line] of lines.entries()) {
    const problem = betLineProblem(line, layout);
    if (problem) return { problem, lineNo: index + 1 };
  }
  return null;
}

/** The POST body of a slip on one draw. */
export function placeBody(
  slip: Slip,
  draw: { gameId: number; numero: string; prizeMode: PrizeMode },
): PlaceBetsBody {
  return {
    gameId: draw.gameId,
    numero: draw.numero,
    prizeMode: draw.prizeMode,
    requestId: slip.requestId,
    lines: slip.lines.map((line) => ({
      betType: line.betType,
      position: line.position ?? null,
      picks: [...line.picks],
      unitStakeCents: line.unitStakeCents,
    })),
  };
}
