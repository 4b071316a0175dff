import { describe, expect, it } from 'vitest';
import { GLYPHS, GLYPH_IDS, type GlyphDef } from './glyphs.ts';
import { SVG_TAGS, svgMarkup, type SvgNode } from './svg-nodes.ts';
import {
  SLOT_MOTIFS,
  SLOT_MOTIF_IDS,
  SLOT_SYMBOL_IDS,
  hslHex,
  isSlotThemeId,
  slotSymbolNodes,
  slotTheme,
  slotThemeFor,
  slotThemeOf,
  themeGlyphIds,
} from './themes.ts';
import { SLOT_SYMBOLS } from './models.ts';

/**
 * The 100 BGS titles the demo catalogue seeds (apps/server/src/db/seed/catalogue.ts): the first
 * 60 RNG names (24 first words x Fortune and Treasure, the first 12 x Reels) and the 40
 * in-house names (8 ocean words x Riches, Bounty, Jewels, Storm, Moon). The server's tests check
 * the seeded catalogue itself.
 */
const RNG_FIRST = [
  'Golden',
  'Lucky',
  'Wild',
  'Mystic',
  'Royal',
  'Crystal',
  'Blazing',
  'Frozen',
  'Jungle',
  'Cosmic',
  'Dragon',
  'Pharaoh',
  'Neon',
  'Thunder',
  'Emerald',
  'Sapphire',
  'Midnight',
  'Sunny',
  'Pirate',
  'Samba',
  'Carnival',
  'Copper',
  'Velvet',
  'Silver',
];
const OCEAN = ['Shell', 'Coral', 'Lagoon', 'Tide', 'Pearl', 'Reef', 'Harbour', 'Beacon'];
const BGS_TITLES = [
  ...RNG_FIRST.map((word) => `${word} Fortune`),
  ...RNG_FIRST.map((word) => `${word} Treasure`),
  ...RNG_FIRST.slice(0, 12).map((word) => `${word} Reels`),
  ...['Riches', 'Bounty', 'Jewels', 'Storm', 'Moon'].flatMap((second) =>
    OCEAN.map((first) => `${first} ${second}`),
  ),
];

const PAINT_TOKENS = new Set(['$a', '$b', '$ink', '$hi']);
const PAINT_ATTRS = new Set(['fill', 'stroke']);

function walk(nodes: readonly SvgNode[], visit: (node: SvgNode) => void): void {
  for (const node of nodes) {
    visit(node);
    if (node.children) walk(node.children, visit);
  }
}

/** Every element opened is closed, in order: enough to know the printed markup is well formed. */
function balanced(markup: string): boolean {
  const stack: string[] = [];
  for (const match of markup.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
    const [, closing, tag, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== tag) return false;
    } else stack.push(tag!);
  }
  return stack.length === 0 && !/<(?![a-z/])/.test(markup);
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
    expect(balanced(markup)).toBe(true);
    expect(balanced('<g><circle/>')).toBe(false);
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
        expect(balanced(markup), `${title} ${id}`).toBe(true);
        expect(markup).not.toContain('$');
      }
    }
  });

  it('converts HSL to hex', () => {
    expect(hslHex(0, 100, 50)).toBe('#ff0000');
    expect(hslHex(120, 100, 25)).toBe('#008000');
    expect(hslHex(240, 100, 50)).toBe('#0000ff');
    expect(hslHex(-120, 100, 50)).toBe('#0000ff');
    expect(hslHex(0, 0, 100)).toBe('#ffffff');
  });
});
