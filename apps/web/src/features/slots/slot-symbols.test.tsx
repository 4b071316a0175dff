import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import {
  GLYPH_IDS,
  SLOT_SYMBOL_IDS,
  slotSymbolNodes,
  slotTheme,
  themeGlyphIds,
  type SvgNode,
} from '@app/contracts';
import { SlotSymbol } from './components/slot-symbol.tsx';
import { SvgNodes } from './components/svg-nodes.tsx';
import en from './i18n/en.json';
import pt from './i18n/pt.json';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    inner && typeof inner === 'object'
      ? keys(inner as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('slot symbol names', () => {
  it('names every glyph a theme can draw, in English and Portuguese', () => {
    const names = { en: en.slots.glyphs, pt: pt.slots.glyphs } as Record<
      string,
      Record<string, string>
    >;
    expect(new Set(themeGlyphIds())).toEqual(new Set(GLYPH_IDS));
    for (const glyph of GLYPH_IDS) {
      expect(names.en![glyph]?.trim(), `en ${glyph}`).toBeTruthy();
      expect(names.pt![glyph]?.trim(), `pt ${glyph}`).toBeTruthy();
    }
    // No leftover names of glyphs that are gone.
    expect(Object.keys(names.en!).sort()).toEqual([...GLYPH_IDS].sort());
  });

  it('has the same texts in both languages', () => {
    expect(keys(pt).sort()).toEqual(keys(en).sort());
  });
});

describe('slot art in React', () => {
  it('builds real SVG elements from the data, attribute names in SVG spelling, text as text', () => {
    const { container } = render(
      <svg>
        <SvgNodes
          nodes={[
            {
              tag: 'text',
              attrs: { x: 4, 'text-anchor': 'middle', 'stroke-width': 2, 'paint-order': 'stroke' },
              text: '<b>not markup</b>',
            },
            {
              tag: 'g',
              attrs: { transform: 'scale(2)' },
              children: [{ tag: 'circle', attrs: { r: 3 } }],
            },
          ]}
        />
      </svg>,
    );
    const text = container.querySelector('text')!;
    expect(text.getAttribute('text-anchor')).toBe('middle');
    expect(text.getAttribute('stroke-width')).toBe('2');
    expect(text.getAttribute('paint-order')).toBe('stroke');
    expect(text.textContent).toBe('<b>not markup</b>');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('g > circle')!.getAttribute('r')).toBe('3');
  });

  it('draws each symbol of a theme exactly as the shared data says', () => {
    const theme = slotTheme('egypt.38.1.135')!;
    for (const symbol of SLOT_SYMBOL_IDS) {
      const { container, unmount } = render(<SlotSymbol theme={theme} symbol={symbol} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('data-glyph')).toBe(theme.symbols[symbol].glyph);
      const count = (nodes: readonly SvgNode[]): number =>
        nodes.reduce((sum, node) => sum + 1 + (node.children ? count(node.children) : 0), 0);
      expect(svg.querySelectorAll('*')).toHaveLength(count(slotSymbolNodes(theme, symbol)));
      unmount();
    }
  });
});
