import type { GlyphId } from '../../../../../packages/contracts/src/rules/slots/glyphs.ts';
import {
  SVG_TAGS,
  type SvgNode,
} from '../../../../../packages/contracts/src/rules/slots/svg-nodes.ts';
import {
  slotSymbolNodes,
  slotTheme,
  slotThemeFor,
  type SlotSymbolId,
  type SlotTheme,
} from '../../../../../packages/contracts/src/rules/slots/themes.ts';
import type { SlotModelDescription, SlotSymbolKind } from '../../../src/engines/slots.ts';

/**
 * A slot title's art: the operator's slot themes (packages/contracts, decision 009) drawn as
 * inline SVG built element by element (no markup is parsed, no style attribute is written, so
 * the page's CSP holds). Loaded on demand by the slot view only, with the glyph names of the
 * page's language (glyph-names-*.ts).
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const TAGS: ReadonlySet<string> = new Set(SVG_TAGS);
/** Attribute names are the contracts' own, but keep them to the safe alphabet anyway. */
const ATTRIBUTE = /^[a-z][a-z-]*$/;

/** Theme roles of each kind of model symbol, lowest pay first. */
const ROLES: Readonly<Record<SlotSymbolKind, readonly SlotSymbolId[]>> = {
  low: ['low1', 'low2', 'low3', 'low4'],
  high: ['high1', 'high2', 'high3'],
  wild: ['wild'],
  scatter: ['scatter'],
};

export interface SymbolArt {
  role: SlotSymbolId;
  glyph: GlyphId;
  /** The glyph's name in the page's language (with the badge when the role is shared). */
  name: string;
  /** A number drawn on a symbol that reuses a role another symbol of the model already has. */
  badge: string | null;
  /** A fresh copy of the tile. */
  draw(): SVGSVGElement;
}

export interface SlotArt {
  theme: SlotTheme;
  symbol(id: string): SymbolArt | undefined;
}

function build(node: SvgNode): SVGElement {
  const element = document.createElementNS(SVG_NS, TAGS.has(node.tag) ? node.tag : 'g');
  for (const [name, value] of Object.entries(node.attrs)) {
    if (ATTRIBUTE.test(name)) element.setAttribute(name, String(value));
  }
  if (node.text !== undefined) element.textContent = node.text;
  for (const child of node.children ?? []) element.append(build(child));
  return element;
}

/** A small numbered disc in the tile's top-right corner. */
function badgeNodes(theme: SlotTheme, text: string): SvgNode[] {
  return [
    {
      tag: 'circle',
      attrs: {
        cx: 51,
        cy: 13,
        r: 11.5,
        fill: theme.palette.accent,
        stroke: '#000',
        'stroke-width': 2,
      },
    },
    {
      tag: 'text',
      attrs: {
        x: 51,
        y: 18,
        'text-anchor': 'middle',
        'font-size': 15,
        'font-weight': 900,
        'font-family': 'system-ui,sans-serif',
        fill: '#000',
      },
      text,
    },
  ];
}

/**
 * The art of a title from its name: the theme `slotThemeFor` gives it, and each model symbol on
 * the theme role of its kind and pay order (a kind with more symbols than roles reuses them in
 * turn, the repeats marked with their rank; one with fewer takes the lowest roles).
 */
export function slotArt(
  name: string,
  model: SlotModelDescription,
  names: Readonly<Record<GlyphId, string>>,
): SlotArt {
  const theme = slotTheme(slotThemeFor(name))!;
  const seen: Record<SlotSymbolKind, number> = { low: 0, high: 0, wild: 0, scatter: 0 };
  const symbols = new Map<string, SymbolArt>();
  for (const { id, kind } of model.symbols) {
    const roles = ROLES[kind];
    const rank = seen[kind]++;
    const role = roles[rank % roles.length]!;
    const glyph = theme.symbols[role].glyph;
    const badge = rank >= roles.length ? String(rank + 1) : null;
    const nodes = [...slotSymbolNodes(theme, role), ...(badge ? badgeNodes(theme, badge) : [])];
    let template: SVGSVGElement | null = null;
    symbols.set(id, {
      role,
      glyph,
      name: badge ? `${names[glyph]} ${badge}` : names[glyph],
      badge,
      draw() {
        if (!template) {
          template = document.createElementNS(SVG_NS, 'svg');
          template.setAttribute('viewBox', '0 0 64 64');
          template.setAttribute('class', 'glyph');
          template.setAttribute('aria-hidden', 'true');
          template.setAttribute('focusable', 'false');
          template.setAttribute('data-glyph', glyph);
          template.append(...nodes.map(build));
        }
        return template.cloneNode(true) as SVGSVGElement;
      },
    });
  }
  return { theme, symbol: (id) => symbols.get(id) };
}
