import type { ScratchOutcome } from '../../../src/engines/scratch.ts';
import { api } from '../api.ts';
import { beforeWin, type Ctx } from '../context.ts';
import { h } from '../dom.ts';
import type { PublicRound } from '../types.ts';

/** Scratch card: the server settles the ticket at once; the player uncovers it cell by cell. */
export function mountScratch(ctx: Ctx, board: HTMLElement, actions: HTMLElement) {
  const { t } = ctx;
  const ticket = h('div', { class: 'ticket', role: 'group', 'aria-label': t.ticket });
  const cells: HTMLButtonElement[] = [];
  for (let i = 0; i < 9; i += 1) {
    const cell = h('button', { type: 'button', class: 'scratch-cell', disabled: true }, '?');
    cell.setAttribute('aria-label', t.scratchCell(i + 1));
    cell.addEventListener('click', () => reveal(i));
    cells.push(cell);
    ticket.append(cell);
  }
  const result = h('p', { class: 'step-caption' });
  board.append(ticket, result);

  const buy = h('button', { type: 'button', class: 'primary' }, t.buyTicket);
  const revealAll = h(
    'button',
    { type: 'button', class: 'secondary', disabled: true },
    t.revealAll,
  );
  actions.append(buy, revealAll);

  let current: { round: PublicRound; balanceCents: number | null; shown: boolean[] } | null = null;

  function reveal(i: number) {
    if (!current || current.shown[i]) return;
    const outcome = current.round.outcome as ScratchOutcome;
    const symbol = outcome.symbols[i] ?? '?';
    const cell = cells[i]!;
    current.shown[i] = true;
    cell.textContent = symbol;
    cell.classList.add('revealed');
    cell.setAttribute('aria-label', t.cell(i + 1, symbol));
    if (current.shown.every(Boolean)) void finish();
  }

  async function finish() {
    if (!current) return;
    const { round, balanceCents } = current;
    const outcome = round.outcome as ScratchOutcome;
    current = null;
    for (const index of outcome.winningCells) cells[index]!.classList.add('win');
    for (const cell of cells) cell.disabled = true;
    revealAll.disabled = true;
    result.textContent = outcome.winningSymbol ? t.scratchWin(outcome.winningSymbol) : '';
    await ctx.roundShown(round, balanceCents);
    buy.disabled = false;
    ctx.lock(false);
    buy.focus();
  }

  revealAll.addEventListener('click', () => {
    for (let i = 0; i < 9; i += 1) reveal(i);
  });

  buy.addEventListener('click', async () => {
    ctx.clearAlert();
    buy.disabled = true;
    ctx.lock(true);
    try {
      const answer = await api.play(ctx.betCents());
      const before = beforeWin(answer.round, answer.balanceCents);
      if (before !== null) void ctx.showBalance(before);
      current = {
        round: answer.round,
        balanceCents: answer.balanceCents,
        shown: cells.map(() => false),
      };
      cells.forEach((cell, i) => {
        cell.textContent = '?';
        cell.className = 'scratch-cell';
        cell.setAttribute('aria-label', t.scratchCell(i + 1));
        cell.disabled = false;
      });
      revealAll.disabled = false;
      result.textContent = '';
      ctx.setStatus(t.scratchHint);
      cells[0]!.focus();
    } catch (error) {
      ctx.fail(error);
      buy.disabled = false;
      ctx.lock(false);
    }
  });
}
