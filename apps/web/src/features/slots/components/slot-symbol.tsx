import { slotSymbolNodes, type SlotSymbolId, type SlotTheme, type SvgNode } from '@app/contracts';
import { SvgNodes } from './svg-nodes.tsx';

/** Each theme's tiles are drawn once: a page shows the same nine symbols many times. */
const drawn = new WeakMap<SlotTheme, Map<SlotSymbolId, SvgNode[]>>();

function symbolNodes(theme: SlotTheme, symbol: SlotSymbolId): SvgNode[] {
  let tiles = drawn.get(theme);
  if (!tiles) {
    tiles = new Map();
    drawn.set(theme, tiles);
  }
  let nodes = tiles.get(symbol);
  if (!nodes) {
    nodes = slotSymbolNodes(theme, symbol);
    tiles.set(symbol, nodes);
  }
  return nodes;
}

/**
 * A slot symbol in the title's theme, drawn by our own SVG (no external images). Decorative:
 * the cell or row around it carries the symbol's name.
 */
export function SlotSymbol({ theme, symbol }: { theme: SlotTheme; symbol: SlotSymbolId }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      data-glyph={theme.symbols[symbol].glyph}
    >
      <SvgNodes nodes={symbolNodes(theme, symbol)} />
    </svg>
  );
}
