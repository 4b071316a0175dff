import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RoundResult, SlotModel, SlotTheme } from '@app/contracts';
import { isSymbolId, symbolName } from '../lib/symbols.ts';
import { SlotSymbol } from './slot-symbol.tsx';
import styles from '../slot-game.module.css';

interface Props {
  model: SlotModel;
  /** The title's theme: which glyph and colours draw each symbol. */
  theme: SlotTheme;
  /** grid[reel][row] = symbol index. */
  grid: readonly (readonly number[])[];
  /** The last paid spin's result, for the winning cells. */
  result: RoundResult | null;
  spinning: boolean;
}

/** Cells (reel:row) on a winning line of the paid spin. */
export function winningCells(model: SlotModel, result: RoundResult | null): Set<string> {
  const cells = new Set<string>();
  for (const win of result?.base.lineWins ?? []) {
    const line = model.lines[win.line];
    if (!line) continue;
    for (let reel = 0; reel < win.count; reel += 1) cells.add(`${reel}:${line[reel]}`);
  }
  return cells;
}

export function Reels({ model, theme, grid, result, spinning }: Props) {
  const { t } = useTranslation();
  const winners = spinning ? new Set<string>() : winningCells(model, result);
  return (
    <div
      className={styles.reels}
      role="group"
      aria-label={t('slots.reels')}
      aria-busy={spinning}
      data-spinning={spinning || undefined}
    >
      {grid.map((column, reel) => (
        <div
          key={reel}
          className={styles.reel}
          style={{ animationDelay: `${reel * 70}ms` }}
          data-reel={reel}
        >
          {column.map((symbolIndex, row) => {
            const id = model.symbols[symbolIndex]?.id ?? 'unknown';
            const symbol = symbolName(t, theme, id);
            const winning = winners.has(`${reel}:${row}`);
            return (
              <div
                key={row}
                role="img"
                className={styles.cell}
                data-symbol={id}
                data-winning={winning || undefined}
                aria-label={t(winning ? 'slots.winningCell' : 'slots.symbolCell', {
                  symbol,
                  reel: reel + 1,
                  row: row + 1,
                })}
              >
                {isSymbolId(id) && <SlotSymbol theme={theme} symbol={id} />}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
