import type { JackpotSpin } from '../../../src/engines/jackpot.ts';
import type { SlotModelDescription, SlotOutcome, SlotStep } from '../../../src/engines/slots.ts';
import { api } from '../api.ts';
import { beforeWin, type Ctx } from '../context.ts';
import { h, sleep } from '../dom.ts';
import type { FreeRoundsOffer, Language, PublicRound } from '../types.ts';
import type { SlotArt } from './slot-art.ts';

/** Text glyphs of the models' symbols: the fallback when the title's art cannot load. */
const GLYPHS: Record<string, string> = {
  l1: 'J',
  l2: 'Q',
  l3: 'K',
  l4: 'A',
  h1: '♥',
  h2: '♦',
  h3: '★',
  h4: '♛',
  wild: 'W',
  scatter: '✦',
};

/** The glyph names of one language, loaded with the art (only the page's language). */
const GLYPH_NAMES: Record<Language, () => Promise<typeof import('./glyph-names-pt.ts')>> = {
  PT: () => import('./glyph-names-pt.ts'),
  EN: () => import('./glyph-names-en.ts'),
  VI: () => import('./glyph-names-vi.ts'),
};

/** Slots and jackpot slots: a grid of symbols, one button, each step shown in turn. */
export function mountSlot(ctx: Ctx, board: HTMLElement, actions: HTMLElement) {
  const { t, session } = ctx;
  const jackpot = session.game.engine === 'jackpot';
  const model = (session.game.rules as { slot: SlotModelDescription }).slot;
  const { cols, rows } = model;
  const kinds = new Map(model.symbols.map((symbol) => [symbol.id, symbol.kind]));

  const grid = h('div', { class: `reels cols-${cols}`, role: 'group', 'aria-label': t.reels });
  grid.style.setProperty('--cols', String(cols));
  const cells: HTMLElement[][] = Array.from({ length: cols }, () => []);
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const cell = h('span', { class: 'symbol', role: 'img' });
      cells[col]![row] = cell;
      grid.append(cell);
    }
  }
  const caption = h('p', { class: 'step-caption' });
  const pool = jackpot ? h('p', { class: 'pool' }) : null;
  const banner = jackpot ? h('p', { class: 'jackpot-banner', hidden: true }) : null;
  board.append(...[pool, grid, caption, banner].filter((node) => node !== null));

  // The title's art loads on demand (only slot pages download it); until it is here the cells
  // stay blank, and if it cannot load they fall back to the text glyphs.
  let art: SlotArt | null = null;
  let artState: 'loading' | 'ready' | 'failed' = 'loading';
  /** What each cell shows now, so a step redraws only the cells that changed. */
  const drawn: string[][] = Array.from({ length: cols }, () => []);

  type Shown = Pick<SlotStep, 'grid' | 'wins' | 'expandedReels'>;
  let shown: Shown | null = null;

  function paint(step: Shown) {
    shown = step;
    const winning = new Set<string>();
    for (const win of step.wins) for (const p of win.positions) winning.add(`${p.col}:${p.row}`);
    grid.classList.toggle('has-win', winning.size > 0);
    for (let col = 0; col < cols; col += 1) {
      const expanded = step.expandedReels.includes(col);
      for (let row = 0; row < rows; row += 1) {
        const id = expanded ? 'wild' : (step.grid[col]?.[row] ?? 'l1');
        const cell = cells[col]![row]!;
        const won = winning.has(`${col}:${row}`);
        const kind = kinds.get(id) ?? 'low';
        const symbol = art?.symbol(id);
        const look = `${artState}:${id}`;
        if (drawn[col]![row] !== look) {
          drawn[col]![row] = look;
          if (symbol) cell.replaceChildren(symbol.draw());
          else cell.textContent = artState === 'failed' ? (GLYPHS[id] ?? id) : '';
        }
        cell.className = `symbol kind-${kind}${won ? ' win' : ''}${expanded ? ' expanded' : ''}`;
        const name = symbol?.name ?? t.symbols[id] ?? id;
        const extra = [
          symbol && !expanded && (kind === 'wild' || kind === 'scatter') ? t.symbolRole[kind] : '',
          expanded ? t.expanded : '',
          won ? t.winningCell : '',
        ].filter(Boolean);
        cell.setAttribute('aria-label', extra.length ? `${name} (${extra.join(', ')})` : name);
      }
    }
  }

  // A resting grid before the first spin: the symbols in turn.
  const ids = model.symbols.map((symbol) => symbol.id).filter((id) => id !== 'scatter');
  paint({
    grid: Array.from({ length: cols }, (_, col) =>
      Array.from({ length: rows }, (_, row) => ids[(col * 2 + row * 3) % ids.length]!),
    ),
    wins: [],
    expandedReels: [],
  });

  Promise.all([import('./slot-art.ts'), (GLYPH_NAMES[session.language] ?? GLYPH_NAMES.PT)()])
    .then(([{ slotArt }, { GLYPH_NAMES: names }]) => {
      art = slotArt(session.game.name, model, names);
      artState = 'ready';
      const { palette, pattern } = art.theme;
      board.style.setProperty('--slot-bg', palette.bg);
      board.style.setProperty('--slot-bg2', palette.bg2);
      board.style.setProperty('--slot-well', palette.well);
      board.style.setProperty('--slot-accent', palette.accent);
      board.style.setProperty('--slot-text', palette.text);
      board.classList.add('themed', `pattern-${pattern}`);
    })
    .catch((error: unknown) => {
      artState = 'failed';
      console.error(error);
    })
    .finally(() => {
      if (shown) paint(shown);
    });

  function stepLabel(step: SlotStep, index: number, outcome: SlotOutcome): string {
    const parts: string[] = [];
    if (step.kind === 'tumble') parts.push(t.stepTumble(index));
    else if (step.kind === 'free-spin') parts.push(t.stepFree(index, outcome.freeSpinsAwarded));
    else parts.push(t.stepSpin);
    if (step.multiplier > 1 && step.winCents > 0) parts.push(t.stepMultiplier(step.multiplier));
    if (step.winCents > 0) parts.push(ctx.money(step.winCents));
    if (step.kind === 'spin' && outcome.freeSpinsAwarded > 0) {
      parts.push(t.freeSpinsWon(outcome.freeSpinsAwarded));
    }
    return parts.join(' · ');
  }

  async function refreshPool() {
    if (!pool) return;
    try {
      const { pools } = await api.jackpots();
      const mine = pools.find(
        (entry) => entry.vendorCode === session.game.brand && entry.currency === session.currency,
      );
      pool.textContent = `${t.jackpotPool}: ${ctx.money(mine?.poolCents ?? 0)}`;
    } catch {
      pool.textContent = `${t.jackpotPool}: —`;
    }
  }
  void refreshPool();

  const spin = h('button', { type: 'button', class: 'primary' }, t.spin);
  actions.append(spin);
  const free = mountFreeRounds(ctx, actions, () => spinOnce(true));

  async function show(round: PublicRound, balanceCents: number | null) {
    const outcome = jackpot ? (round.outcome as JackpotSpin).slot : (round.outcome as SlotOutcome);
    // Every step in turn, quickly: at most about 2.5 s for a whole round.
    const pause = ctx.reduced ? 0 : Math.min(600, 2500 / outcome.steps.length);
    let tumble = 0;
    let free = 0;
    for (const step of outcome.steps) {
      const index = step.kind === 'tumble' ? ++tumble : step.kind === 'free-spin' ? ++free : 0;
      paint(step);
      caption.textContent = stepLabel(step, index, outcome);
      if (!ctx.reduced) {
        grid.classList.remove('landing');
        void grid.offsetWidth;
        grid.classList.add('landing');
      }
      await sleep(pause);
    }
    if (banner) {
      banner.hidden = round.jackpotCents <= 0;
      banner.textContent =
        round.jackpotCents > 0 ? t.jackpotWon(ctx.money(round.jackpotCents)) : '';
    }
    await ctx.roundShown(round, balanceCents);
    void refreshPool();
  }

  /** One round, staked at the chosen bet or one of the player's free rounds. */
  async function spinOnce(freeRound: boolean) {
    const offer = free.offer();
    if (freeRound && !offer) return;
    ctx.clearAlert();
    spin.disabled = true;
    free.lock(true);
    ctx.lock(true);
    try {
      const answer =
        offer && freeRound
          ? await api.playFree(offer.grantId, offer.betCents)
          : await api.play(ctx.betCents());
      if (banner) banner.hidden = true;
      ctx.setStatus('');
      // A free round's win goes to the bonus balance: the balance shown has nothing to hold back.
      const before = freeRound ? null : beforeWin(answer.round, answer.balanceCents);
      if (before !== null) void ctx.showBalance(before);
      await show(answer.round, answer.balanceCents);
      if (answer.freeRounds !== undefined) free.show(answer.freeRounds);
    } catch (error) {
      ctx.fail(error);
      // The grant may be spent or expired at the operator: offer what is left, if anything.
      if (freeRound) void free.refresh();
    } finally {
      spin.disabled = false;
      free.lock(false);
      ctx.lock(false);
      // Back to the button pressed while it is there: a second Enter must not stake money.
      if (document.activeElement === document.body) {
        if (freeRound && free.offer()) free.focus();
        else spin.focus();
      }
    }
  }

  spin.addEventListener('click', () => void spinOnce(false));
}

/**
 * The operator's free spins on this slot (decision 061): how many are left, what each is worth
 * and a button that plays one at the grant's bet; hidden when there are none (the usual spin
 * and bet stay as they are).
 */
function mountFreeRounds(ctx: Ctx, actions: HTMLElement, playOne: () => Promise<void>) {
  const { t } = ctx;
  const count = h('p', { class: 'free-rounds-count', 'aria-live': 'polite' });
  const note = h('p', { class: 'free-rounds-note' });
  const button = h('button', { type: 'button', class: 'primary free-spin' }, t.freeSpin);
  const box = h(
    'div',
    { class: 'free-rounds', role: 'group', 'aria-label': t.freeRounds },
    count,
    note,
    button,
  );
  actions.prepend(box);
  let current: FreeRoundsOffer | null = null;

  function show(offer: FreeRoundsOffer | null) {
    current = offer && offer.roundsLeft > 0 ? offer : null;
    box.hidden = current === null;
    if (!current) return;
    count.textContent = t.freeRoundsLeft(current.roundsLeft);
    note.textContent = t.freeRoundsNote(ctx.money(current.betCents));
  }
  show(ctx.session.freeRounds ?? null);
  button.addEventListener('click', () => void playOne());

  return {
    offer: () => current,
    show,
    lock(locked: boolean) {
      button.disabled = locked;
    },
    focus: () => button.focus(),
    async refresh() {
      try {
        show((await api.session()).freeRounds);
      } catch {
        show(null);
      }
    },
  };
}
