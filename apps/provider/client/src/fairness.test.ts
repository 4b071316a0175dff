// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ctx } from './context.ts';
import { mountFairness } from './fairness.ts';
import { dictFor } from './i18n.ts';
import type { HistoryRound, RoundSession } from './types.ts';

/**
 * The fairness panel's history after a seed rotation. Opening the panel starts a load; a
 * rotation answered while that load still runs used to ask for a load that was dropped, so the
 * panel kept the history read before the rotation: no server seed, no verify button (a journey
 * failed on exactly this on a loaded CI machine).
 */

const fairness = { serverSeedHash: 'a'.repeat(64), clientSeed: 'mine', nextNonce: 2 };
const actualRtp = { stakedCents: 100, wonCents: 0, rounds: 1, rtp: 0 };

function round(serverSeed: string | null): HistoryRound {
  return {
    roundId: 'r1',
    gameCode: 'SLX001',
    mode: 'real',
    betCents: 100,
    winCents: 0,
    jackpotCents: 0,
    status: 'settled',
    outcome: null,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'mine',
    nonce: 1,
    serverSeed,
    createdAt: '2026-11-29T12:00:00.000Z',
    freeRoundsId: null,
  };
}

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, value }), {
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the fairness panel', () => {
  it('shows the rotated rounds as verifiable when the rotation ends before the first load', async () => {
    let rotated = false;
    let releaseFirstHistory: () => void = () => undefined;
    const firstHistoryHeld = new Promise<void>((resolve) => (releaseFirstHistory = resolve));
    let historyCalls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path === '/api/session') return envelope({ fairness, actualRtp });
        if (path === '/api/seeds/rotate') {
          rotated = true;
          return envelope({
            revealed: { serverSeed: 'b'.repeat(64), serverSeedHash: fairness.serverSeedHash },
            next: { serverSeedHash: 'c'.repeat(64), clientSeed: 'mine', nextNonce: 1 },
          });
        }
        if (path.startsWith('/api/rounds')) {
          historyCalls += 1;
          // The first read sees the rounds before the rotation and answers last.
          const seed = rotated ? 'b'.repeat(64) : null;
          if (historyCalls === 1) await firstHistoryHeld;
          return envelope({ rounds: [round(seed)] });
        }
        throw new Error(`unexpected ${path}`);
      }),
    );
    const t = dictFor('pt');
    const ctx = {
      t,
      session: { game: { theoreticalRtp: 0.96 }, fairness, actualRtp } as unknown as RoundSession,
      money: (cents: number) => `R$ ${(cents / 100).toFixed(2)}`,
      clearAlert: () => undefined,
      fail: (error: unknown) => {
        throw error;
      },
    } as unknown as Ctx;
    const panel = mountFairness(ctx, () => false);
    document.body.append(panel.element);
    const button = (name: string) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;

    button(t.fair).click();
    button(t.rotate).click();
    await vi.waitFor(() => expect(rotated).toBe(true));
    releaseFirstHistory();

    await vi.waitFor(() =>
      expect(document.querySelector(`button[aria-label="${t.verifyRound(1)}"]`)).not.toBeNull(),
    );
    expect(historyCalls).toBe(2);
  });
});
