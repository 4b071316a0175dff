import { describe, expect, it } from 'vitest';
import { GLYPHS, GLYPH_IDS, type GlyphDef } from './glyphs.ts';
import { SVG_TAGS, svgMarkup, type SvgNode } from './svg-nodes.ts';
import {
  SLOT_MOTIFS,
  SLOT_MOTIF_IDS,
  SLOT_SYMBOL_IDS,
  hslHex,
  isSlotThemeId,
  slotTheme,
  slotThemeFor,
  slotThemeOf,
  themeGlyphIds,
} from './themes.ts';
import { SLOT_SYMBOLS } from './models.ts';
import { wellFormedMarkup } from '../../testing/index.ts';

const PAINT_TOKENS = new Set(['$a', '$b', '$ink', '$hi']);
const PAINT_ATTRS = new Set(['fill', 'stroke']);

function walk(nodes: readonly SvgNode[], visit: (node: SvgNode) => void): void {
  for (const node of nodes) {
    visit(node);
    if (node.children) walk(node.children, visit);
  }
}

describe('slot glyphs', () => {
  it('draws every glyph with known tags, safe attribute names and known paints', () => {
    expect(GLYPH_IDS.length).toBeGreaterThanOrEqual(60);
    for (const id of GLYPH_IDS) {
      const glyph = GLYPHS[id] as GlyphDef;
      expect(glyph.shapes.length, id).toBeGreaterThan(0);
      walk(glyph.shapes, (node) => {
        expect(SVG_TAGS, id).toContain(node.tag);
        for (const [name, value] of Object.entries(node.attrs)) {
          expect(name, id).toMatch(/^[a-z][a-z-]*$/);
          if (typeof value === 'number') expect(Number.isFinite(value), `${id} ${name}`).toBe(true);
          if (PAINT_ATTRS.has(name) && typeof value === 'string' && value.startsWith('$')) {
            expect(PAINT_TOKENS.has(value), `${id} ${name}=${value}`).toBe(true);
          }
        }
      });
    }
  });

  it('uses every glyph in some motif (no dead art) and every motif glyph exists', () => {
    expect(new Set(themeGlyphIds())).toEqual(new Set(GLYPH_IDS));
  });

  it('prints escaped, well-formed markup', () => {
    const markup = svgMarkup([
      { tag: 'text', attrs: { x: 1, fill: '"><script>' }, text: 'A & <B>' },
      { tag: 'g', attrs: {}, children: [{ tag: 'circle', attrs: { r: 2 } }] },
    ]);
    expect(markup).toBe(
      '<text x="1" fill="&quot;&gt;&lt;script&gt;">A &amp; &lt;B&gt;</text><g><circle r="2"/></g>',
    );
    expect(wellFormedMarkup(markup)).toBe(true);
    expect(wellFormedMarkup('<g><circle/>')).toBe(false);
  });
});

describe('slot themes', () => {
  it('names a theme for every model symbol, in the order of the models', () => {
    expect(SLOT_SYMBOL_IDS).toEqual(SLOT_SYMBOLS.map((symbol) => symbol.id));
  });

  it('gives each motif enough glyphs for the nine symbols, with no glyph twice in a title', () => {
    for (const id of SLOT_MOTIF_IDS) {
      const motif = SLOT_MOTIFS[id];
      expect(motif.lows.length, id).toBeGreaterThanOrEqual(4);
      expect(motif.highs.length, id).toBeGreaterThanOrEqual(3);
      for (let seed = 0; seed < 1000; seed += 37) {
        const theme = slotTheme(`${id}.100.0.${seed}`)!;
        const glyphs = SLOT_SYMBOL_IDS.map((symbol) => theme.symbols[symbol].glyph);
        expect(new Set(glyphs).size, `${id} ${seed}`).toBe(9);
      }
    }
  });

  it('decides a title theme from its name alone, the same every time', () => {
    expect(slotThemeFor('Dragon Fortune')).toBe(slotThemeFor('Dragon Fortune'));
    expect(slotThemeFor('Dragon Fortune')).toMatch(/^asian\.\d+\.0\.\d+$/);
    expect(slotThemeFor('Pharaoh Treasure')).toMatch(/^egypt\./);
    // An ocean word colours a title whose other word names the motif.
    expect(slotThemeFor('Pearl Bounty')).toMatch(/^pirate\./);
    expect(slotThemeFor('Pearl Riches')).toMatch(/^ocean\./);
    // A later edition of a name and an unknown name still get a theme.
    expect(slotThemeFor('Dragon Fortune 2')).not.toBe(slotThemeFor('Dragon Fortune'));
    expect(slotTheme(slotThemeFor('Zzz Qqq'))).not.toBeNull();
  });

  it('expands only well-formed ids of known motifs', () => {
    for (const bad of [
      '',
      'asian',
      'asian.360.0.1',
      'unknown.10.0.1',
      'asian.10.3.1',
      'asian.-1.0.1',
    ]) {
      expect(slotTheme(bad), bad).toBeNull();
      expect(isSlotThemeId(bad), bad).toBe(false);
    }
    expect(isSlotThemeId('asian.359.2.999')).toBe(true);
    expect(slotThemeOf('nonsense', 'Dragon Fortune').id).toBe(slotThemeFor('Dragon Fortune'));
    expect(slotThemeOf('neon.10.0.1', 'Dragon Fortune').id).toBe('neon.10.0.1');
  });

  it('converts HSL to hex', () => {
    expect(hslHex(0, 100, 50)).toBe('#ff0000');
    expect(hslHex(120, 100, 25)).toBe('#008000');
    expect(hslHex(240, 100, 50)).toBe('#0000ff');
    expect(hslHex(-120, 100, 50)).toBe('#0000ff');
    expect(hslHex(0, 0, 100)).toBe('#ffffff');
  });
});
