import { describe, expect, it } from 'vitest';
import {
  GLYPHS,
  SLOT_SYMBOL_IDS,
  slotSymbolNodes,
  slotTheme,
  slotThemeFor,
  svgMarkup,
} from '@app/contracts';
import { wellFormedMarkup } from '@app/contracts/testing';
import { buildCatalogue } from './catalogue.ts';

/** The names of the BGS slots the demo catalogue seeds (the tile shows the node name). */
const BGS_TITLES = buildCatalogue()
  .games.filter((game) => game.vendor_code === 'BGS' && game.slot_model !== null)
  .map((game) => game.node_name);

describe('themes of the seeded BGS titles', () => {
  it('gives every BGS title a theme, and no two BGS titles the same theme and palette', () => {
    expect(BGS_TITLES).toHaveLength(100);
    expect(new Set(BGS_TITLES).size).toBe(100);
    const ids = BGS_TITLES.map(slotThemeFor);
    const themes = ids.map((id) => slotTheme(id)!);
    expect(themes.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(100);
    const looks = themes.map((theme) => `${theme.motif} ${JSON.stringify(theme.palette)}`);
    expect(new Set(looks).size).toBe(100);
    // At least a dozen motif families among them.
    expect(new Set(themes.map((theme) => theme.motif)).size).toBeGreaterThanOrEqual(12);
  });

  it('gives every symbol a glyph, a name key and colours, and draws a well-formed tile', () => {
    for (const title of BGS_TITLES) {
      const theme = slotTheme(slotThemeFor(title))!;
      for (const id of SLOT_SYMBOL_IDS) {
        const symbol = theme.symbols[id];
        expect(symbol.id).toBe(id);
        expect(GLYPHS[symbol.glyph], `${title} ${id}`).toBeDefined();
        expect(symbol.nameKey).toBe(`slots.glyphs.${symbol.glyph}`);
        for (const colour of Object.values(symbol.colors)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
        const markup = svgMarkup(slotSymbolNodes(theme, id));
        expect(wellFormedMarkup(markup), `${title} ${id}`).toBe(true);
        expect(markup).not.toContain('$');
      }
    }
  });
});
