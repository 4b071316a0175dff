import { GLYPHS, starPoints, type GlyphDef, type GlyphId } from './glyphs.ts';
import type { SvgNode } from './svg-nodes.ts';

/**
 * Themes of the in-house (BGS) slot titles (decision 009, "Themes"). A theme only changes how a
 * title looks: which glyph draws each model symbol, the colours and the backdrop; the math stays
 * the model's. A title's theme follows from its name: a motif family from a keyword of the name
 * (Dragon -> asian, Pharaoh -> egypt, Bounty -> pirate, ...), a hue from that keyword shifted by
 * the title's other word (Fortune, Treasure, Coral, ...), and a pick of the motif's glyphs from
 * a hash of the name. The result is a compact id (`asian.355.0.417`) the catalogue stores and
 * both the server (tile art) and the browser (reels, paytable) expand with `slotTheme`.
 */

export const SLOT_SYMBOL_IDS = [
  'low1',
  'low2',
  'low3',
  'low4',
  'high1',
  'high2',
  'high3',
  'wild',
  'scatter',
] as const;
export type SlotSymbolId = (typeof SLOT_SYMBOL_IDS)[number];

type Pattern = 'dots' | 'stripes' | 'diamonds' | 'waves' | 'rays' | 'stars';

interface Motif {
  /** Default backdrop hue (a keyword may bring its own). */
  hue: number;
  /** Backdrop saturation, percent. */
  sat: number;
  /** Accent hue (wins, frames, the wild's tile). */
  accent: number;
  /** 4 or 5 candidates for low1-low4 (with 5, one is left out per title), lowest pay first. */
  lows: readonly GlyphId[];
  /** 3 or 4 candidates for high1-high3, lowest pay first. */
  highs: readonly GlyphId[];
  wilds: readonly GlyphId[];
  scatters: readonly GlyphId[];
  pattern: Pattern;
}

const RANKS: readonly GlyphId[] = ['rank10', 'rankJ', 'rankQ', 'rankK', 'rankA'];

export const SLOT_MOTIFS = {
  fruit: {
    hue: 285,
    sat: 55,
    accent: 48,
    lows: ['cherry', 'lemon', 'orange', 'plum', 'grapes'],
    highs: ['watermelon', 'strawberry', 'bell', 'seven'],
    wilds: ['star'],
    scatters: ['sun'],
    pattern: 'dots',
  },
  classic: {
    hue: 350,
    sat: 60,
    accent: 48,
    lows: ['suitClub', 'suitDiamond', 'suitHeart', 'suitSpade', 'bar'],
    highs: ['horseshoe', 'bell', 'coin', 'seven'],
    wilds: ['clover'],
    scatters: ['star'],
    pattern: 'diamonds',
  },
  asian: {
    hue: 0,
    sat: 70,
    accent: 45,
    lows: RANKS,
    highs: ['fan', 'lantern', 'koi', 'ingot'],
    wilds: ['dragon', 'pearlFlame'],
    scatters: ['gong', 'squareCoin'],
    pattern: 'rays',
  },
  egypt: {
    hue: 38,
    sat: 55,
    accent: 195,
    lows: RANKS,
    highs: ['feather', 'ankh', 'eye', 'scarab'],
    wilds: ['pyramid'],
    scatters: ['sun'],
    pattern: 'diamonds',
  },
  ocean: {
    hue: 200,
    sat: 65,
    accent: 170,
    lows: ['starfish', 'fish', 'coralBranch', 'shell'],
    highs: ['wave', 'oyster', 'octopus', 'chest'],
    wilds: ['trident'],
    scatters: ['pearl'],
    pattern: 'waves',
  },
  pirate: {
    hue: 205,
    sat: 45,
    accent: 42,
    lows: RANKS,
    highs: ['anchor', 'helm', 'swords', 'skull'],
    wilds: ['ship'],
    scatters: ['chest'],
    pattern: 'waves',
  },
  gems: {
    hue: 265,
    sat: 60,
    accent: 180,
    lows: ['gemTrillion', 'gemHex', 'gemOval', 'gemEmerald', 'suitDiamond'],
    highs: ['coin', 'ring', 'gem', 'crown'],
    wilds: ['star'],
    scatters: ['crystal'],
    pattern: 'diamonds',
  },
  royal: {
    hue: 275,
    sat: 50,
    accent: 48,
    lows: RANKS,
    highs: ['shield', 'ring', 'chalice', 'crown'],
    wilds: ['fleur'],
    scatters: ['coin'],
    pattern: 'stripes',
  },
  frozen: {
    hue: 200,
    sat: 70,
    accent: 190,
    lows: RANKS,
    highs: ['icicles', 'igloo', 'snowman', 'penguin'],
    wilds: ['snowflake'],
    scatters: ['crystal'],
    pattern: 'stars',
  },
  fire: {
    hue: 10,
    sat: 80,
    accent: 45,
    lows: RANKS,
    highs: ['bell', 'fireball', 'volcano', 'seven'],
    wilds: ['flame'],
    scatters: ['star'],
    pattern: 'rays',
  },
  thunder: {
    hue: 225,
    sat: 40,
    accent: 52,
    lows: RANKS,
    highs: ['horn', 'shield', 'helmet', 'hammer'],
    wilds: ['lightning'],
    scatters: ['cloud'],
    pattern: 'stripes',
  },
  space: {
    hue: 250,
    sat: 60,
    accent: 300,
    lows: RANKS,
    highs: ['ufo', 'planet', 'rocket', 'alien'],
    wilds: ['star'],
    scatters: ['galaxy'],
    pattern: 'stars',
  },
  jungle: {
    hue: 140,
    sat: 60,
    accent: 40,
    lows: RANKS,
    highs: ['leaf', 'palm', 'snake', 'paw'],
    wilds: ['tiki'],
    scatters: ['steppedTemple'],
    pattern: 'dots',
  },
  carnival: {
    hue: 320,
    sat: 70,
    accent: 50,
    lows: RANKS,
    highs: ['feather', 'note', 'maracas', 'drum'],
    wilds: ['mask'],
    scatters: ['fireworks'],
    pattern: 'rays',
  },
  neon: {
    hue: 290,
    sat: 70,
    accent: 175,
    lows: ['suitClub', 'suitDiamond', 'suitHeart', 'suitSpade'],
    highs: ['cherry', 'cocktail', 'dice', 'seven'],
    wilds: ['star'],
    scatters: ['discoBall'],
    pattern: 'stripes',
  },
  western: {
    hue: 25,
    sat: 55,
    accent: 42,
    lows: RANKS,
    highs: ['cactus', 'hat', 'boot', 'horseshoe'],
    wilds: ['badge'],
    scatters: ['dynamite'],
    pattern: 'stars',
  },
  night: {
    hue: 245,
    sat: 50,
    accent: 50,
    lows: RANKS,
    highs: ['candle', 'bat', 'owl'],
    wilds: ['moon'],
    scatters: ['crystalBall'],
    pattern: 'stars',
  },
  magic: {
    hue: 275,
    sat: 55,
    accent: 300,
    lows: RANKS,
    highs: ['rune', 'potion', 'book', 'wand'],
    wilds: ['wizardHat'],
    scatters: ['crystalBall'],
    pattern: 'stars',
  },
} as const satisfies Record<string, Motif>;

export type SlotMotifId = keyof typeof SLOT_MOTIFS;
export const SLOT_MOTIF_IDS = Object.keys(SLOT_MOTIFS) as SlotMotifId[];

/**
 * Title words that name a motif, with the hue that word brings. A weak keyword (the ocean
 * words of the in-house titles) only counts when no other keyword is in the name: "Pearl
 * Bounty" is a pirate title in pearl colours, "Pearl Riches" an ocean one.
 */
const KEYWORDS: Readonly<Record<string, { motif: SlotMotifId; hue: number; weak?: true }>> = {
  Sunny: { motif: 'fruit', hue: 200 },
  Fruits: { motif: 'fruit', hue: 285 },
  Fruit: { motif: 'fruit', hue: 285 },
  Harvest: { motif: 'fruit', hue: 30 },
  Lucky: { motif: 'classic', hue: 350 },
  Seven: { motif: 'classic', hue: 0 },
  Sevens: { motif: 'classic', hue: 0 },
  Dragon: { motif: 'asian', hue: 355 },
  Golden: { motif: 'asian', hue: 15 },
  Jade: { motif: 'asian', hue: 150 },
  Lantern: { motif: 'asian', hue: 5 },
  Pharaoh: { motif: 'egypt', hue: 38 },
  Temple: { motif: 'egypt', hue: 30 },
  Nile: { motif: 'egypt', hue: 200 },
  Sphinx: { motif: 'egypt', hue: 45 },
  Ocean: { motif: 'ocean', hue: 200, weak: true },
  Shell: { motif: 'ocean', hue: 25, weak: true },
  Coral: { motif: 'ocean', hue: 8, weak: true },
  Lagoon: { motif: 'ocean', hue: 178, weak: true },
  Tide: { motif: 'ocean', hue: 212, weak: true },
  Pearl: { motif: 'ocean', hue: 268, weak: true },
  Reef: { motif: 'ocean', hue: 150, weak: true },
  Harbour: { motif: 'ocean', hue: 228, weak: true },
  Beacon: { motif: 'ocean', hue: 352, weak: true },
  Pirate: { motif: 'pirate', hue: 200 },
  Bounty: { motif: 'pirate', hue: 215 },
  Voyage: { motif: 'pirate', hue: 180 },
  Crystal: { motif: 'gems', hue: 290 },
  Emerald: { motif: 'gems', hue: 150 },
  Sapphire: { motif: 'gems', hue: 222 },
  Jewels: { motif: 'gems', hue: 332 },
  Gems: { motif: 'gems', hue: 265 },
  Royal: { motif: 'royal', hue: 275 },
  Velvet: { motif: 'royal', hue: 340 },
  Kingdom: { motif: 'royal', hue: 230 },
  Frozen: { motif: 'frozen', hue: 200 },
  Frost: { motif: 'frozen', hue: 210 },
  Ice: { motif: 'frozen', hue: 190 },
  Blazing: { motif: 'fire', hue: 10 },
  Fire: { motif: 'fire', hue: 15 },
  Inferno: { motif: 'fire', hue: 0 },
  Thunder: { motif: 'thunder', hue: 225 },
  Storm: { motif: 'thunder', hue: 241 },
  Cosmic: { motif: 'space', hue: 250 },
  Galaxy: { motif: 'space', hue: 270 },
  Stars: { motif: 'space', hue: 230 },
  Jungle: { motif: 'jungle', hue: 140 },
  Wild: { motif: 'jungle', hue: 95 },
  Safari: { motif: 'jungle', hue: 40 },
  Samba: { motif: 'carnival', hue: 160 },
  Carnival: { motif: 'carnival', hue: 320 },
  Festival: { motif: 'carnival', hue: 30 },
  Neon: { motif: 'neon', hue: 290 },
  Lights: { motif: 'neon', hue: 250 },
  Copper: { motif: 'western', hue: 20 },
  Silver: { motif: 'western', hue: 215 },
  Midnight: { motif: 'night', hue: 245 },
  Moon: { motif: 'night', hue: 229 },
  Mystic: { motif: 'magic', hue: 275 },
  Magic: { motif: 'magic', hue: 290 },
};

/**
 * The title's other word shifts the keyword's hue by a multiple of 32 degrees and picks a
 * tone; keyword hues of one motif are chosen off that 32-degree grid, so two titles of one
 * motif never land on the same colours.
 */
const FLAVOURS: Readonly<Record<string, { shift: number; tone: Tone }>> = {
  Fortune: { shift: 0, tone: 0 },
  Treasure: { shift: 32, tone: 1 },
  Reels: { shift: -32, tone: 2 },
  Riches: { shift: 0, tone: 0 },
  Shell: { shift: 0, tone: 2 },
  Coral: { shift: 32, tone: 0 },
  Lagoon: { shift: -32, tone: 2 },
  Tide: { shift: 64, tone: 1 },
  Pearl: { shift: -64, tone: 2 },
  Reef: { shift: 96, tone: 0 },
  Harbour: { shift: -96, tone: 1 },
  Beacon: { shift: 128, tone: 0 },
};

type Tone = 0 | 1 | 2;

/** FNV-1a: a stable hash of the name for the glyph pick (no randomness). */
function hashName(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function wrapHue(hue: number): number {
  return ((Math.round(hue) % 360) + 360) % 360;
}

/** The theme id of a title, from its name alone (the same name always gets the same theme). */
export function slotThemeFor(name: string): string {
  const words = name.trim().split(/\s+/);
  const hash = hashName(name.trim());
  const keyword =
    words.find((word) => KEYWORDS[word] && !KEYWORDS[word].weak) ??
    words.find((word) => KEYWORDS[word]);
  const flavour = words.find((word) => word !== keyword && FLAVOURS[word]);
  const edition = Number(/\s(\d+)$/.exec(name.trim())?.[1] ?? 1);
  let motif: SlotMotifId;
  let hue: number;
  if (keyword) {
    motif = KEYWORDS[keyword]!.motif;
    hue = KEYWORDS[keyword]!.hue;
  } else {
    motif = SLOT_MOTIF_IDS[hash % SLOT_MOTIF_IDS.length]!;
    hue = SLOT_MOTIFS[motif].hue + ((hash >>> 8) % 9) * 8;
  }
  const shift = (flavour ? FLAVOURS[flavour]!.shift : 0) + (edition - 1) * 11;
  const tone = flavour ? FLAVOURS[flavour]!.tone : 0;
  return `${motif}.${wrapHue(hue + shift)}.${tone}.${hash % 1000}`;
}

const THEME_ID = /^([a-z]+)\.(\d{1,3})\.([0-2])\.(\d{1,3})$/;

export function isSlotThemeId(id: string): boolean {
  const match = THEME_ID.exec(id);
  return !!match && match[1]! in SLOT_MOTIFS && Number(match[2]) < 360;
}

export interface SymbolColors {
  /** Tile fill, tile frame. */
  tile: string;
  frame: string;
  /** Glyph paints ($a, $b, $ink, $hi). */
  a: string;
  b: string;
  ink: string;
  hi: string;
}

export interface SlotThemeSymbol {
  id: SlotSymbolId;
  glyph: GlyphId;
  /** i18n key of the symbol's name (the web's slots texts). */
  nameKey: string;
  colors: SymbolColors;
}

export interface SlotThemePalette {
  /** Backdrop gradient, dark to lighter. */
  bg: string;
  bg2: string;
  /** Behind the reels. */
  well: string;
  accent: string;
  /** Text on the backdrop. */
  text: string;
}

export interface SlotTheme {
  id: string;
  motif: SlotMotifId;
  palette: SlotThemePalette;
  pattern: Pattern;
  symbols: Readonly<Record<SlotSymbolId, SlotThemeSymbol>>;
  /** Symbols the tile art shows, the middle one largest. */
  featured: readonly [SlotSymbolId, SlotSymbolId, SlotSymbolId];
}

export function hslHex(hue: number, saturation: number, lightness: number): string {
  const s = Math.max(0, Math.min(100, saturation)) / 100;
  const l = Math.max(0, Math.min(100, lightness)) / 100;
  const h = wrapHue(hue);
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Picks `count` of `pool` (in pool order), leaving out entries chosen by `seed`. */
function pick<T>(pool: readonly T[], count: number, seed: number): T[] {
  const left = [...pool];
  let s = seed;
  while (left.length > count) {
    left.splice(s % left.length, 1);
    s = Math.floor(s / left.length) + 1;
  }
  return left;
}

const TONES: Readonly<Record<Tone, { dark: number; mid: number }>> = {
  0: { dark: 14, mid: 30 },
  1: { dark: 10, mid: 23 },
  2: { dark: 18, mid: 37 },
};

/** Lows sit around the backdrop hue, each a step apart so they read apart on the reels. */
const LOW_OFFSETS = [-140, -70, 70, 140] as const;

/** The theme an id names, or null for an id that is not one (unknown motif, bad format). */
export function slotTheme(id: string): SlotTheme | null {
  const match = THEME_ID.exec(id);
  if (!match || !(match[1]! in SLOT_MOTIFS) || Number(match[2]) >= 360) return null;
  const motifId = match[1] as SlotMotifId;
  const motif: Motif = SLOT_MOTIFS[motifId];
  const hue = Number(match[2]);
  const tone = TONES[Number(match[3]) as Tone];
  const seed = Number(match[4]);
  // The accent follows the backdrop a quarter of the way, so it stays the motif's (gold stays gold).
  const drift = ((hue - motif.hue + 540) % 360) - 180;
  const accentHue = wrapHue(motif.accent + drift / 4);
  const accent = hslHex(accentHue, 90, 60);
  const palette: SlotThemePalette = {
    bg: hslHex(hue, motif.sat, tone.dark),
    bg2: hslHex(hue + 24, motif.sat, tone.mid),
    well: hslHex(hue, motif.sat * 0.7, tone.dark - 5),
    accent,
    text: '#ffffff',
  };

  const lows = pick(motif.lows, 4, seed);
  const highs = pick(motif.highs, 3, Math.floor(seed / 5));
  const wild = motif.wilds[Math.floor(seed / 20) % motif.wilds.length]!;
  const scatter = motif.scatters[Math.floor(seed / 40) % motif.scatters.length]!;

  const symbol = (
    id: SlotSymbolId,
    glyph: GlyphId,
    tileHue: number,
    tileSat: number,
    tileLight: number,
    frame: string,
  ): SlotThemeSymbol => {
    const natural = (GLYPHS[glyph] as GlyphDef).colors;
    return {
      id,
      glyph,
      nameKey: `slots.glyphs.${glyph}`,
      colors: {
        tile: hslHex(tileHue, tileSat, tileLight),
        frame,
        a: natural?.a ?? hslHex(tileHue, 90, 82),
        b: natural?.b ?? accent,
        ink: natural?.ink ?? hslHex(tileHue, 65, 12),
        hi: '#ffffff',
      },
    };
  };
  const symbols = {} as Record<SlotSymbolId, SlotThemeSymbol>;
  lows.forEach((glyph, i) => {
    const id = SLOT_SYMBOL_IDS[i]!;
    symbols[id] = symbol(id, glyph, hue + LOW_OFFSETS[i]!, 36, 30, hslHex(hue, 30, 45));
  });
  highs.forEach((glyph, i) => {
    const id = SLOT_SYMBOL_IDS[4 + i]!;
    symbols[id] = symbol(id, glyph, hue + 10 * i, motif.sat, 20 + 2 * i, accent);
  });
  symbols.wild = symbol('wild', wild, accentHue, 80, 34, '#fff7d6');
  symbols.scatter = symbol('scatter', scatter, hue + 180, 55, 24, accent);
  return {
    id,
    motif: motifId,
    palette,
    pattern: motif.pattern,
    symbols,
    featured: ['high2', 'wild', 'high3'],
  };
}

/** The theme of a title: its stored theme id when valid, else the one its name gives. */
export function slotThemeOf(themeId: string | null | undefined, name: string): SlotTheme {
  return (themeId ? slotTheme(themeId) : null) ?? slotTheme(slotThemeFor(name))!;
}

function resolvePaints(node: SvgNode, colors: SymbolColors): SvgNode {
  const attrs: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(node.attrs)) {
    attrs[name] =
      value === '$a'
        ? colors.a
        : value === '$b'
          ? colors.b
          : value === '$ink'
            ? colors.ink
            : value === '$hi'
              ? colors.hi
              : value;
  }
  return {
    ...node,
    attrs,
    ...(node.children ? { children: node.children.map((c) => resolvePaints(c, colors)) } : {}),
  };
}

const TILE_SHINE = 'M2 14 A12 12 0 0 1 14 2 H50 A12 12 0 0 1 62 14 V28 H2 Z';

/** A symbol's tile on a 64 x 64 grid: tile, frame, the wild's and scatter's marks, the glyph. */
export function slotSymbolNodes(theme: SlotTheme, symbolId: SlotSymbolId): SvgNode[] {
  const symbol = theme.symbols[symbolId];
  const { colors } = symbol;
  const nodes: SvgNode[] = [
    { tag: 'rect', attrs: { x: 2, y: 2, width: 60, height: 60, rx: 12, fill: colors.tile } },
    { tag: 'path', attrs: { d: TILE_SHINE, fill: '#ffffff', opacity: 0.1 } },
  ];
  if (symbolId === 'scatter') {
    nodes.push({
      tag: 'polygon',
      attrs: { points: starPoints(32, 32, 34, 12, 12), fill: theme.palette.accent, opacity: 0.22 },
    });
  }
  const frameWidth = symbolId === 'wild' ? 3 : symbolId.startsWith('low') ? 1.5 : 2.5;
  nodes.push({
    tag: 'rect',
    attrs: {
      x: 3,
      y: 3,
      width: 58,
      height: 58,
      rx: 11,
      fill: 'none',
      stroke: colors.frame,
      'stroke-width': frameWidth,
      opacity: symbolId.startsWith('low') ? 0.6 : 1,
    },
  });
  const glyph = GLYPHS[symbol.glyph] as GlyphDef;
  // Glyphs are drawn edge to edge; a touch smaller inside the frame.
  nodes.push({
    tag: 'g',
    attrs: { transform: 'translate(4.5 4.5) scale(0.86)' },
    children: glyph.shapes.map((shape) => resolvePaints(shape, colors)),
  });
  return nodes;
}

/** Every glyph a theme can use (the names the web must translate). */
export function themeGlyphIds(): GlyphId[] {
  const ids = new Set<GlyphId>();
  for (const motif of Object.values(SLOT_MOTIFS) as Motif[]) {
    for (const glyph of [...motif.lows, ...motif.highs, ...motif.wilds, ...motif.scatters]) {
      ids.add(glyph);
    }
  }
  return [...ids];
}
