// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeSlotModel, playSlot } from '../../../src/engines/slots.ts';
import { seededDraw } from '../../../src/engines/testing/seeded-draw.ts';
import type { Ctx } from '../context.ts';
import { dictFor } from '../i18n.ts';
import type { FreeRoundsOffer, PublicRound, RoundAnswer, RoundSession } from '../types.ts';
import { mountSlot } from './slot.ts';

/**
 * The slot page's free spins (decision 061): the count and the button while the player has
 * some, one free round per press at the grant's bet, the count going down, and the usual spin
 * and bet left as they are once none is left.
 */

const t = dictFor('PT');
const model = describeSlotModel('cascade');

function round(betCents: number, freeRoundsId: string | null, seed: number): PublicRound {
  const outcome = playSlot('cascade', betCents, seededDraw(seed));
  return {
    roundId: `r${seed}`,
    gameCode: 'SLX_SAPPHIRE_REELS',
    mode: 'real',
    betCents,
    winCents: outcome.winCents,
    jackpotCents: 0,
    status: 'settled',
    outcome,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'mine',
    nonce: seed,
    createdAt: '2026-11-29T12:00:00.000Z',
    freeRoundsId,
  };
}

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, value }), {
    headers: { 'content-type': 'application/json' },
  });
}

function mount(freeRounds: FreeRoundsOffer | null) {
  const session = {
    game: { engine: 'slot', name: 'Sapphire Reels', brand: 'SLX', rules: { slot: model } },
    mode: 'real',
    currency: 'BRL',
    language: 'PT',
    freeRounds,
  } as unknown as RoundSession;
  const failures: unknown[] = [];
  const ctx = {
    session,
    t,
    money: (cents: number) => `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`,
    reduced: true,
    betCents: () => 50,
    lock: () => undefined,
    setStatus: () => undefined,
    clearAlert: () => undefined,
    fail: (error: unknown) => failures.push(error),
    showBalance: async () => undefined,
    roundShown: async () => undefined,
  } as unknown as Ctx;
  const board = document.createElement('div');
  const actions = document.createElement('div');
  document.body.append(board, actions);
  mountSlot(ctx, board, actions);
  return { failures };
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name);
const freeGroup = () =>
  document.querySelector<HTMLElement>(`[role="group"][aria-label="${t.freeRounds}"]`)!;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the slot’s free spins', () => {
  it('plays one free round a press at the grant’s bet, counting down, then leaves the usual spin', async () => {
    const sent: unknown[] = [];
    let left = 2;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        if (path === '/provider/v1/jackpots') return envelope({ pools: [] });
        if (path !== '/api/rounds') throw new Error(`unexpected ${path}`);
        const body = JSON.parse(String(init.body)) as { freeRoundsId?: string; betCents: number };
        sent.push(body);
        if (!body.freeRoundsId) {
          return envelope({ round: round(body.betCents, null, 9), balanceCents: 1_000 });
        }
        left -= 1;
        const answer: RoundAnswer = {
          round: round(body.betCents, body.freeRoundsId, left),
          balanceCents: 1_000,
          freeRounds:
            left > 0
              ? { grantId: 'fs-4', roundsLeft: left, betCents: 200, expiresAt: '2026-12-31' }
              : null,
        };
        return envelope(answer);
      }),
    );
    const { failures } = mount({
      grantId: 'fs-4',
      roundsLeft: 2,
      betCents: 200,
      expiresAt: '2026-12-31T00:00:00.000Z',
    });

    const group = freeGroup();
    expect(group.hidden).toBe(false);
    expect(group.textContent).toContain('Rodadas grátis: 2');
    expect(group.textContent).toContain(
      'Cada rodada vale R$ 2,00; os ganhos vão para o seu saldo de bônus',
    );
    expect(button('Girar')).toBeDefined();

    button('Girar grátis')!.click();
    await vi.waitFor(() => expect(group.textContent).toContain('Rodadas grátis: 1'));
    expect(sent).toEqual([{ freeRoundsId: 'fs-4', betCents: 200 }]);

    await vi.waitFor(() => expect(button('Girar grátis')!.disabled).toBe(false));
    button('Girar grátis')!.click();
    await vi.waitFor(() => expect(group.hidden).toBe(true));

    // None left: the usual spin stakes the chosen bet.
    await vi.waitFor(() => expect(button('Girar')!.disabled).toBe(false));
    button('Girar')!.click();
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toEqual({ betCents: 50 });
    expect(failures).toEqual([]);
  });

  it('shows no free spins when the player has none', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ pools: [] })),
    );
    mount(null);
    expect(freeGroup().hidden).toBe(true);
    expect(button('Girar')).toBeDefined();
  });
});
