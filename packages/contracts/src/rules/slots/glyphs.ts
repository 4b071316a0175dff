import type { SvgNode } from './svg-nodes.ts';

/**
 * The glyphs of the in-house slot symbols, drawn by our own code as primitive shapes on a
 * 64 x 64 grid (decision 009, "Themes"). Paints are either real colours or tokens a theme
 * resolves per symbol: `$a` main fill, `$b` second fill, `$ink` outline, `$hi` highlight.
 * A glyph with `colors` keeps its natural colours (a cherry stays red); one without is tinted
 * with the theme's colours for that symbol.
 */
export interface GlyphDef {
  shapes: readonly SvgNode[];
  colors?: { a: string; b: string; ink?: string };
}

type Attrs = Record<string, string | number>;

const OUTLINE: Attrs = { stroke: '$ink', 'stroke-width': 2, 'stroke-linejoin': 'round' };

function path(d: string, fill = '$a', extra: Attrs = {}): SvgNode {
  return { tag: 'path', attrs: { d, fill, ...OUTLINE, ...extra } };
}
function circle(cx: number, cy: number, r: number, fill = '$a', extra: Attrs = {}): SvgNode {
  return { tag: 'circle', attrs: { cx, cy, r, fill, ...OUTLINE, ...extra } };
}
function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill = '$a',
  extra: Attrs = {},
): SvgNode {
  return { tag: 'ellipse', attrs: { cx, cy, rx, ry, fill, ...OUTLINE, ...extra } };
}
function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  fill = '$a',
  extra: Attrs = {},
): SvgNode {
  return { tag: 'rect', attrs: { x, y, width, height, rx, fill, ...OUTLINE, ...extra } };
}
function polygon(points: string, fill = '$a', extra: Attrs = {}): SvgNode {
  return { tag: 'polygon', attrs: { points, fill, ...OUTLINE, ...extra } };
}
/** An open stroke (lines, stems, rays). */
function line(d: string, stroke = '$ink', width = 3, extra: Attrs = {}): SvgNode {
  return {
    tag: 'path',
    attrs: {
      d,
      fill: 'none',
      stroke,
      'stroke-width': width,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      ...extra,
    },
  };
}
/** A soft highlight that makes a flat shape read as glossy. */
function shine(cx: number, cy: number, rx: number, ry: number, opacity = 0.55): SvgNode {
  return { tag: 'ellipse', attrs: { cx, cy, rx, ry, fill: '$hi', opacity } };
}
function dot(cx: number, cy: number, r: number, fill: string): SvgNode {
  return { tag: 'circle', attrs: { cx, cy, r, fill } };
}
function label(text: string, y: number, size: number, extra: Attrs = {}): SvgNode {
  return {
    tag: 'text',
    attrs: {
      x: 32,
      y,
      'text-anchor': 'middle',
      'font-size': size,
      'font-weight': 900,
      'font-family': "Georgia,'Times New Roman',serif",
      fill: '$a',
      stroke: '$ink',
      'stroke-width': 2.5,
      'paint-order': 'stroke',
      ...extra,
    },
    text,
  };
}

/** Points of a regular star (n tips) around (cx, cy), first tip straight up. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, n = 5): string {
  const points: string[] = [];
  for (let i = 0; i < n * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / n - Math.PI / 2;
    points.push(
      `${+(cx + radius * Math.cos(angle)).toFixed(2)},${+(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return points.join(' ');
}

/** Straight rays around (cx, cy) from radius r1 to r2, as one path. */
function rays(cx: number, cy: number, r1: number, r2: number, n: number, offset = 0): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const angle = (Math.PI * 2 * i) / n + offset;
    const x1 = +(cx + r1 * Math.cos(angle)).toFixed(2);
    const y1 = +(cy + r1 * Math.sin(angle)).toFixed(2);
    const x2 = +(cx + r2 * Math.cos(angle)).toFixed(2);
    const y2 = +(cy + r2 * Math.sin(angle)).toFixed(2);
    parts.push(`M${x1} ${y1} L${x2} ${y2}`);
  }
  return parts.join(' ');
}

const GOLD = { a: '#fcd34d', b: '#b45309', ink: '#451a03' };
const SILVER = { a: '#e2e8f0', b: '#64748b', ink: '#1e293b' };
const WOOD = { a: '#a16207', b: '#facc15', ink: '#3b1d06' };

function rank(text: string, size = 40): GlyphDef {
  return {
    shapes: [
      label(text, text.length > 1 ? 44 : 46, text.length > 1 ? size - 8 : size),
      line('M18 52 H46', '$b', 3),
    ],
  };
}

export const GLYPHS = {
  // Card ranks and suits: tinted, they take the theme's colours.
  rankA: rank('A'),
  rankK: rank('K'),
  rankQ: rank('Q'),
  rankJ: rank('J'),
  rank10: rank('10'),
  suitSpade: {
    shapes: [
      path(
        'M32 9 C44 23 54 29 50 40 C47 47 38 46 34 41 L38 54 H26 L30 41 C26 46 17 47 14 40 C10 29 20 23 32 9 Z',
      ),
      shine(24, 30, 4, 7, 0.35),
    ],
  },
  suitHeart: {
    shapes: [
      path('M32 53 C12 39 9 27 15 20 C21 13 29 15 32 23 C35 15 43 13 49 20 C55 27 52 39 32 53 Z'),
      shine(22, 25, 4, 6, 0.4),
    ],
  },
  suitClub: {
    shapes: [
      path('M29 36 L25 54 H39 L35 36 Z'),
      circle(32, 21, 10),
      circle(21, 36, 10),
      circle(43, 36, 10),
      shine(29, 17, 3, 4, 0.4),
    ],
  },
  suitDiamond: {
    shapes: [
      polygon('32,8 52,32 32,56 12,32'),
      polygon('32,14 24,32 32,32', '$hi', { opacity: 0.35, stroke: 'none' }),
    ],
  },

  // Classic and shared.
  coin: {
    colors: GOLD,
    shapes: [
      circle(32, 32, 21),
      circle(32, 32, 15, 'none', { stroke: '$b', 'stroke-width': 3 }),
      polygon(starPoints(32, 32, 9, 4), '$b', { stroke: 'none' }),
      shine(24, 22, 5, 3),
    ],
  },
  squareCoin: {
    colors: GOLD,
    shapes: [
      circle(32, 32, 21),
      circle(32, 32, 16, 'none', { stroke: '$b', 'stroke-width': 2 }),
      rect(26, 26, 12, 12, 1, '#7f1d1d'),
      line('M32 12 V18 M32 46 V52 M12 32 H18 M46 32 H52', '$b', 3),
    ],
  },
  gem: {
    shapes: [
      path('M12 24 L21 13 H43 L52 24 L32 53 Z'),
      line('M12 24 H52 M21 13 L27 24 L32 13 L37 24 L43 13 M27 24 L32 53 L37 24', '$ink', 1.5),
      polygon('21,15 25,22 15,22', '$hi', { stroke: 'none', opacity: 0.6 }),
      polygon('29,26 35,26 32,44', '$hi', { stroke: 'none', opacity: 0.35 }),
    ],
  },
  crown: {
    colors: { a: '#facc15', b: '#dc2626', ink: '#422006' },
    shapes: [
      path('M11 46 L13 19 L23 31 L32 12 L41 31 L51 19 L53 46 Z'),
      rect(11, 44, 42, 9, 2, '$a'),
      circle(13, 19, 3.5, '$b'),
      circle(32, 12, 4, '$b'),
      circle(51, 19, 3.5, '$b'),
      circle(32, 48.5, 3, '$b', { 'stroke-width': 1 }),
      circle(21, 48.5, 2, '#2563eb', { 'stroke-width': 1 }),
      circle(43, 48.5, 2, '#2563eb', { 'stroke-width': 1 }),
    ],
  },
  star: {
    colors: { a: '#fde047', b: '#f59e0b', ink: '#713f12' },
    shapes: [
      polygon(starPoints(32, 33, 24, 10)),
      polygon(starPoints(32, 33, 13, 5.5), '$b', { stroke: 'none' }),
      shine(26, 24, 3, 4),
    ],
  },
  bell: {
    colors: { a: '#fde047', b: '#ca8a04', ink: '#713f12' },
    shapes: [
      circle(32, 13, 3.5, '$b'),
      path('M19 44 C19 28 21 16 32 16 C43 16 45 28 45 44 Z'),
      rect(14, 43, 36, 6, 3, '$b'),
      circle(32, 53, 4.5, '$b'),
      shine(26, 27, 3, 7),
    ],
  },
  seven: {
    colors: { a: '#ef4444', b: '#fca5a5', ink: '#450a0a' },
    shapes: [
      path('M15 11 H49 V19 L33 53 H21 L37 21 H15 Z', '$a', { 'stroke-width': 2.5 }),
      line('M18 14 H45', '$b', 2),
    ],
  },
  bar: {
    shapes: [
      rect(8, 20, 48, 24, 5),
      {
        tag: 'text',
        attrs: {
          x: 32,
          y: 39,
          'text-anchor': 'middle',
          'font-size': 17,
          'font-weight': 900,
          'font-family': 'Arial,Helvetica,sans-serif',
          fill: '$ink',
        },
        text: 'BAR',
      },
    ],
  },
  clover: {
    colors: { a: '#22c55e', b: '#15803d', ink: '#052e16' },
    shapes: [
      line('M34 40 Q40 50 46 56', '$b', 4),
      circle(24, 24, 10),
      circle(40, 24, 10),
      circle(24, 40, 10),
      circle(40, 40, 10),
      circle(32, 32, 4, '$b', { stroke: 'none' }),
      shine(21, 20, 3, 4, 0.4),
    ],
  },
  horseshoe: {
    colors: SILVER,
    shapes: [
      path(
        'M15 14 C9 31 12 51 32 52 C52 51 55 31 49 14 L39 16 C43 30 41 41 32 42 C23 41 21 30 25 16 Z',
      ),
      dot(19, 22, 1.8, '$ink'),
      dot(17, 33, 1.8, '$ink'),
      dot(45, 22, 1.8, '$ink'),
      dot(47, 33, 1.8, '$ink'),
    ],
  },
  sun: {
    colors: { a: '#fde047', b: '#f97316', ink: '#7c2d12' },
    shapes: [line(rays(32, 32, 17, 27, 12), '$b', 4), circle(32, 32, 14), shine(27, 27, 4, 3)],
  },
  moon: {
    colors: { a: '#fef3c7', b: '#fbbf24', ink: '#78350f' },
    shapes: [
      path('M38 9 A24 24 0 1 0 55 41 A19 19 0 1 1 38 9 Z'),
      dot(22, 26, 2.5, '$b'),
      dot(27, 42, 3, '$b'),
      dot(19, 37, 1.5, '$b'),
    ],
  },
  lightning: {
    colors: { a: '#fde047', b: '#facc15', ink: '#713f12' },
    shapes: [polygon('37,7 15,36 29,36 23,57 49,25 35,25 42,7', '$a', { 'stroke-width': 2.5 })],
  },

  // Fruit.
  cherry: {
    colors: { a: '#dc2626', b: '#16a34a', ink: '#450a0a' },
    shapes: [
      line('M21 34 Q25 18 38 11 M43 36 Q41 22 38 11', '$b', 3),
      path('M38 11 Q49 6 53 15 Q44 18 38 11 Z', '$b', { stroke: '#14532d' }),
      circle(21, 43, 11),
      circle(43, 45, 11),
      shine(17, 39, 3, 4),
      shine(39, 41, 3, 4),
    ],
  },
  lemon: {
    colors: { a: '#facc15', b: '#65a30d', ink: '#713f12' },
    shapes: [
      path('M9 38 Q10 30 16 27 Q30 14 46 20 Q52 19 55 24 Q55 31 50 36 Q36 52 18 45 Q12 46 9 38 Z'),
      path('M44 20 Q46 12 54 11 Q52 19 44 20 Z', '$b', { stroke: '#365314' }),
      shine(25, 29, 7, 3),
    ],
  },
  orange: {
    colors: { a: '#fb923c', b: '#16a34a', ink: '#7c2d12' },
    shapes: [
      circle(32, 36, 19),
      path('M32 17 Q36 8 46 9 Q42 18 32 17 Z', '$b', { stroke: '#14532d' }),
      dot(26, 32, 1.2, '#c2410c'),
      dot(37, 40, 1.2, '#c2410c'),
      dot(31, 45, 1.2, '#c2410c'),
      shine(25, 28, 5, 4),
    ],
  },
  plum: {
    colors: { a: '#7c3aed', b: '#65a30d', ink: '#2e1065' },
    shapes: [
      line('M32 18 Q31 12 35 8', '#78350f', 3),
      path('M32 18 C50 14 54 36 44 48 C38 55 26 55 20 48 C10 36 14 14 32 18 Z'),
      line('M32 20 Q27 34 31 52', '#4c1d95', 2),
      shine(23, 30, 3, 6, 0.45),
    ],
  },
  grapes: {
    colors: { a: '#a855f7', b: '#65a30d', ink: '#3b0764' },
    shapes: [
      line('M32 16 Q32 10 36 7', '#78350f', 3),
      path('M32 15 Q24 6 16 12 Q24 18 32 15 Z', '$b', { stroke: '#365314' }),
      circle(22, 24, 7),
      circle(32, 22, 7),
      circle(42, 24, 7),
      circle(27, 34, 7),
      circle(37, 34, 7),
      circle(22, 44, 6.5),
      circle(42, 44, 6.5),
      circle(32, 44, 7),
      circle(32, 53, 6),
      shine(30, 20, 2, 2.5),
      shine(25, 32, 2, 2.5),
    ],
  },
  watermelon: {
    colors: { a: '#ef4444', b: '#16a34a', ink: '#14532d' },
    shapes: [
      path('M7 24 H57 A25 25 0 0 1 7 24 Z', '$b'),
      path('M11 24 H53 A21 21 0 0 1 11 24 Z', '#bbf7d0', { stroke: 'none' }),
      path('M14 24 H50 A18 18 0 0 1 14 24 Z', '$a', { stroke: 'none' }),
      ellipse(24, 31, 1.6, 2.6, '#1f2937', { stroke: 'none' }),
      ellipse(32, 36, 1.6, 2.6, '#1f2937', { stroke: 'none' }),
      ellipse(40, 31, 1.6, 2.6, '#1f2937', { stroke: 'none' }),
      ellipse(32, 28, 1.6, 2.6, '#1f2937', { stroke: 'none' }),
    ],
  },
  strawberry: {
    colors: { a: '#ef4444', b: '#16a34a', ink: '#450a0a' },
    shapes: [
      path('M32 56 C16 47 11 31 18 23 C24 18 40 18 46 23 C53 31 48 47 32 56 Z'),
      polygon('32,24 22,16 27,22 18,22 28,25 32,30 36,25 46,22 37,22 42,16', '$b', {
        stroke: '#14532d',
        'stroke-width': 1.5,
      }),
      dot(25, 32, 1.3, '#fef08a'),
      dot(33, 35, 1.3, '#fef08a'),
      dot(40, 31, 1.3, '#fef08a'),
      dot(28, 42, 1.3, '#fef08a'),
      dot(37, 43, 1.3, '#fef08a'),
      dot(32, 49, 1.3, '#fef08a'),
    ],
  },

  // Asian fortune.
  lantern: {
    colors: { a: '#dc2626', b: '#facc15', ink: '#450a0a' },
    shapes: [
      line('M32 4 V12', '$ink', 2),
      ellipse(32, 33, 18, 17),
      ellipse(32, 33, 8, 17, 'none', { stroke: '#7f1d1d', 'stroke-width': 1.5 }),
      line('M14 33 H50', '#7f1d1d', 1.5),
      rect(23, 11, 18, 6, 2, '$b'),
      rect(23, 49, 18, 6, 2, '$b'),
      line('M32 55 V62', '$b', 3),
      shine(23, 27, 3, 6, 0.35),
    ],
  },
  koi: {
    colors: { a: '#fb923c', b: '#fff7ed', ink: '#7c2d12' },
    shapes: [
      path('M8 34 C14 22 34 18 44 28 L56 18 L52 34 L56 48 L44 40 C34 50 14 46 8 34 Z'),
      path('M22 26 C28 24 32 28 30 34 C26 32 22 30 22 26 Z', '$b', { stroke: 'none' }),
      path('M34 38 C38 36 42 38 40 42 C36 42 34 40 34 38 Z', '$b', { stroke: 'none' }),
      path('M26 40 L30 50 L34 41 Z', '$a'),
      dot(15, 32, 2, '$ink'),
    ],
  },
  fan: {
    colors: { a: '#dc2626', b: '#facc15', ink: '#450a0a' },
    shapes: [
      path('M32 52 L7 27 A35 35 0 0 1 57 27 Z'),
      line(
        'M32 52 L7 27 M32 52 L14 18 M32 52 L23 12 M32 52 L32 10 M32 52 L41 12 M32 52 L50 18 M32 52 L57 27',
        '$b',
        1.5,
      ),
      path('M11 23 A35 35 0 0 1 53 23', 'none', { stroke: '$b', 'stroke-width': 3 }),
      circle(32, 52, 4, '$b'),
    ],
  },
  ingot: {
    colors: GOLD,
    shapes: [
      path('M7 32 Q10 48 32 48 Q54 48 57 32 Q48 37 43 32 Q43 19 32 19 Q21 19 21 32 Q16 37 7 32 Z'),
      path('M21 32 Q26 37 32 37 Q38 37 43 32', 'none', { stroke: '$b', 'stroke-width': 2 }),
      shine(28, 25, 4, 3),
      shine(18, 40, 5, 2, 0.4),
    ],
  },
  pearlFlame: {
    colors: { a: '#e0f2fe', b: '#f97316', ink: '#7c2d12' },
    shapes: [
      path(
        'M32 6 C38 16 48 18 48 32 C50 24 46 16 42 12 C52 18 56 30 52 42 L12 42 C8 30 12 18 22 12 C18 16 14 24 16 32 C16 18 26 16 32 6 Z',
        '$b',
      ),
      circle(32, 40, 14),
      shine(27, 35, 4, 5, 0.8),
    ],
  },
  gong: {
    colors: { a: '#d97706', b: '#fde68a', ink: '#451a03' },
    shapes: [
      line('M9 58 L14 8 M55 58 L50 8 M8 10 H56', '#7f1d1d', 4),
      line('M32 10 V14', '$ink', 2),
      circle(32, 34, 19),
      circle(32, 34, 8, '$b'),
      circle(32, 34, 14, 'none', { stroke: '$b', 'stroke-width': 1.5 }),
    ],
  },
  dragon: {
    colors: { a: '#16a34a', b: '#facc15', ink: '#052e16' },
    shapes: [
      path(
        'M8 46 L14 34 L10 24 L20 28 L24 14 L32 22 L40 10 L42 24 L54 22 L56 32 L46 36 L56 44 L44 46 L40 54 L30 48 L20 54 Z',
      ),
      path('M44 34 L56 32 L54 38 Z', '#dc2626', { 'stroke-width': 1 }),
      line('M16 40 Q26 36 34 42', '$b', 2),
      circle(39, 30, 4, '$b'),
      dot(40, 30, 1.8, '$ink'),
    ],
  },

  // Egypt.
  scarab: {
    colors: { a: '#0d9488', b: '#fbbf24', ink: '#042f2e' },
    shapes: [
      line(
        'M20 30 L10 24 M20 38 L9 40 M22 46 L13 54 M44 30 L54 24 M44 38 L55 40 M42 46 L51 54',
        '$ink',
        2.5,
      ),
      circle(32, 18, 7, '$b'),
      ellipse(32, 37, 13, 16),
      line('M32 22 V53', '$ink', 1.5),
      shine(26, 32, 3, 6, 0.4),
    ],
  },
  eye: {
    colors: { a: '#f8fafc', b: '#1d4ed8', ink: '#0f172a' },
    shapes: [
      path('M8 30 Q32 10 56 30 Q32 44 8 30 Z'),
      circle(32, 29, 8, '$b'),
      dot(32, 29, 3, '$ink'),
      line('M8 30 H4 M6 19 Q32 4 56 20', '$ink', 3),
      line('M28 39 L24 54 M36 40 Q42 52 52 46 Q56 42 50 40', '$ink', 3),
    ],
  },
  ankh: {
    colors: GOLD,
    shapes: [
      ellipse(32, 19, 9, 12, 'none', { stroke: '$a', 'stroke-width': 6 }),
      ellipse(32, 19, 9, 12, 'none', { stroke: '$ink', 'stroke-width': 1 }),
      rect(13, 29, 38, 7, 2),
      path('M28 34 H36 L38 56 H26 Z'),
    ],
  },
  feather: {
    shapes: [
      path('M44 6 C58 20 48 42 24 54 C16 40 24 16 44 6 Z'),
      line('M16 60 L40 14', '$ink', 2),
      line('M32 30 L44 22 M28 38 L42 34 M25 45 L36 44', '$b', 1.5),
    ],
  },
  pyramid: {
    colors: { a: '#fbbf24', b: '#b45309', ink: '#451a03' },
    shapes: [
      polygon('32,9 58,54 6,54'),
      polygon('32,9 58,54 38,54', '$b', { 'stroke-width': 1 }),
      line('M20 32 H40 M13 43 H46', '#92400e', 1.5),
      circle(32, 8, 3.5, '#fef9c3', { stroke: '#fde047' }),
    ],
  },

  // Ocean.
  shell: {
    colors: { a: '#fda4af', b: '#f43f5e', ink: '#4c0519' },
    shapes: [
      path('M8 44 Q10 12 32 10 Q54 12 56 44 Z'),
      line('M32 12 V44 M32 44 L20 15 M32 44 L44 15 M32 44 L12 26 M32 44 L52 26', '$b', 1.5),
      path('M24 44 H40 L38 52 H26 Z', '$a'),
    ],
  },
  starfish: {
    colors: { a: '#fb923c', b: '#fed7aa', ink: '#7c2d12' },
    shapes: [
      polygon(starPoints(32, 34, 25, 10), '$a', { 'stroke-width': 3, 'stroke-linejoin': 'round' }),
      dot(32, 24, 1.6, '$b'),
      dot(24, 31, 1.6, '$b'),
      dot(40, 31, 1.6, '$b'),
      dot(27, 41, 1.6, '$b'),
      dot(37, 41, 1.6, '$b'),
      dot(32, 34, 2.2, '$b'),
    ],
  },
  fish: {
    colors: { a: '#38bdf8', b: '#fde047', ink: '#0c4a6e' },
    shapes: [
      polygon('42,32 57,19 57,45', '$b'),
      ellipse(27, 32, 19, 13),
      path('M24 20 Q30 10 36 20 Z', '$b'),
      circle(17, 29, 3.5, '#ffffff', { 'stroke-width': 1.5 }),
      dot(17, 29, 1.6, '$ink'),
      line('M29 24 Q34 32 29 40', '$ink', 1.5),
    ],
  },
  coralBranch: {
    colors: { a: '#fb7185', b: '#be123c', ink: '#4c0519' },
    shapes: [
      line(
        'M32 56 V34 M32 42 L21 30 V18 M21 30 L12 25 M32 34 L43 23 V12 M43 23 L52 19 M32 48 L42 42',
        '$ink',
        9,
      ),
      line(
        'M32 56 V34 M32 42 L21 30 V18 M21 30 L12 25 M32 34 L43 23 V12 M43 23 L52 19 M32 48 L42 42',
        '$a',
        6,
      ),
    ],
  },
  oyster: {
    colors: { a: '#94a3b8', b: '#f8fafc', ink: '#1e293b' },
    shapes: [
      path('M8 36 Q10 14 32 12 Q54 14 56 36 Q44 28 32 28 Q20 28 8 36 Z'),
      path('M8 38 Q32 30 56 38 Q52 54 32 54 Q12 54 8 38 Z'),
      circle(32, 38, 8, '$b'),
      shine(29, 35, 2.5, 2.5, 0.9),
    ],
  },
  trident: {
    colors: GOLD,
    shapes: [
      line('M32 26 V60', '$ink', 7),
      line('M32 26 V60', '$a', 4),
      path(
        'M16 8 L20 16 H19 V24 Q19 31 32 31 Q45 31 45 24 V16 H44 L48 8 L40 16 H41 V24 Q41 27 35 27 V16 H36 L32 6 L28 16 H29 V27 Q23 27 23 24 V16 H24 Z',
      ),
    ],
  },
  octopus: {
    colors: { a: '#c084fc', b: '#f5d0fe', ink: '#3b0764' },
    shapes: [
      line(
        'M18 36 Q10 46 16 54 M26 40 Q22 50 28 56 M38 40 Q42 50 36 56 M46 36 Q54 46 48 54',
        '$ink',
        7,
      ),
      line(
        'M18 36 Q10 46 16 54 M26 40 Q22 50 28 56 M38 40 Q42 50 36 56 M46 36 Q54 46 48 54',
        '$a',
        4.5,
      ),
      path('M14 38 C12 14 52 14 50 38 C44 44 20 44 14 38 Z'),
      circle(25, 30, 4, '#ffffff', { 'stroke-width': 1.5 }),
      circle(39, 30, 4, '#ffffff', { 'stroke-width': 1.5 }),
      dot(25, 31, 2, '$ink'),
      dot(39, 31, 2, '$ink'),
      shine(26, 20, 5, 3, 0.4),
    ],
  },
  wave: {
    colors: { a: '#38bdf8', b: '#e0f2fe', ink: '#0c4a6e' },
    shapes: [
      path(
        'M6 50 C8 28 22 12 40 14 C54 16 58 30 50 36 C46 28 36 28 35 36 C34 43 42 46 48 43 C40 54 20 56 6 50 Z',
      ),
      path('M40 14 C50 15 56 22 56 28 C52 22 46 20 40 21 Z', '$b', { stroke: 'none' }),
      dot(52, 44, 2, '$b'),
      dot(56, 38, 1.5, '$b'),
    ],
  },
  pearl: {
    colors: { a: '#f5f3ff', b: '#c4b5fd', ink: '#4c1d95' },
    shapes: [
      circle(32, 32, 20),
      circle(34, 35, 14, '$b', { stroke: 'none', opacity: 0.5 }),
      shine(25, 24, 6, 4, 0.95),
    ],
  },

  // Pirate.
  skull: {
    colors: { a: '#f1f5f9', b: '#1f2937', ink: '#0f172a' },
    shapes: [
      path('M14 30 C14 14 50 14 50 30 C50 38 46 40 44 42 V50 H20 V42 C18 40 14 38 14 30 Z'),
      circle(24, 31, 5.5, '$b', { stroke: 'none' }),
      circle(40, 31, 5.5, '$b', { stroke: 'none' }),
      polygon('32,36 29,42 35,42', '$b', { stroke: 'none' }),
      line('M26 45 V50 M32 45 V50 M38 45 V50', '$ink', 1.5),
    ],
  },
  anchor: {
    colors: SILVER,
    shapes: [
      circle(32, 12, 5, 'none', { stroke: '$ink', 'stroke-width': 6 }),
      circle(32, 12, 5, 'none', { stroke: '$a', 'stroke-width': 3 }),
      line('M32 17 V54 M22 24 H42 M12 38 Q16 54 32 54 Q48 54 52 38', '$ink', 7),
      line('M32 17 V54 M22 24 H42 M12 38 Q16 54 32 54 Q48 54 52 38', '$a', 4),
      polygon('12,32 7,42 17,41', '$a'),
      polygon('52,32 57,42 47,41', '$a'),
    ],
  },
  helm: {
    colors: WOOD,
    shapes: [
      line(rays(32, 32, 0, 27, 8, Math.PI / 8), '$ink', 7),
      line(rays(32, 32, 0, 27, 8, Math.PI / 8), '$a', 4),
      circle(32, 32, 17, 'none', { stroke: '$ink', 'stroke-width': 8 }),
      circle(32, 32, 17, 'none', { stroke: '$a', 'stroke-width': 5 }),
      circle(32, 32, 6, '$b'),
    ],
  },
  swords: {
    colors: SILVER,
    shapes: [
      path('M12 8 L16 8 L50 46 L46 50 L10 14 Z'),
      path('M52 8 L48 8 L14 46 L18 50 L54 14 Z'),
      line('M40 50 L50 40 M24 50 L14 40', '#a16207', 5),
      line('M48 48 L56 56 M16 48 L8 56', '#78350f', 5),
    ],
  },
  ship: {
    colors: { a: '#a16207', b: '#f8fafc', ink: '#1c1917' },
    shapes: [
      line('M32 8 V44', '$ink', 3),
      path('M32 12 Q46 20 32 28 Z', '$b'),
      path('M32 30 Q50 36 32 42 Z', '$b'),
      path('M30 14 Q14 24 30 38 Z', '$b'),
      path('M32 8 L42 10 L32 12 Z', '#111827', { 'stroke-width': 1 }),
      path('M6 42 H58 L50 54 H14 Z'),
      line('M14 47 H50', '#facc15', 1.5),
    ],
  },
  chest: {
    colors: WOOD,
    shapes: [
      circle(22, 14, 5, '#fde047', { stroke: '#854d0e', 'stroke-width': 1.5 }),
      circle(32, 11, 5, '#fde047', { stroke: '#854d0e', 'stroke-width': 1.5 }),
      circle(42, 14, 5, '#fde047', { stroke: '#854d0e', 'stroke-width': 1.5 }),
      path('M10 30 V24 Q10 16 32 16 Q54 16 54 24 V30 Z'),
      rect(10, 30, 44, 24, 2),
      line('M10 30 H54 M20 17 V54 M44 17 V54', '$b', 3),
      rect(28, 30, 8, 9, 1.5, '$b'),
    ],
  },

  // Gems.
  gemOval: {
    shapes: [
      ellipse(32, 32, 15, 22),
      ellipse(32, 32, 7, 12, 'none', { stroke: '$ink', 'stroke-width': 1.2 }),
      line('M17 32 H25 M39 32 H47 M32 10 V20 M32 44 V54', '$ink', 1.2),
      shine(26, 20, 3, 6, 0.6),
    ],
  },
  gemEmerald: {
    shapes: [
      polygon('20,10 44,10 52,18 52,46 44,54 20,54 12,46 12,18'),
      polygon('24,18 40,18 44,22 44,42 40,46 24,46 20,42 20,22', 'none', { 'stroke-width': 1.2 }),
      line('M20 10 L24 18 M44 10 L40 18 M52 46 L44 42 M12 46 L20 42', '$ink', 1.2),
      polygon('24,20 30,20 24,32', '$hi', { stroke: 'none', opacity: 0.5 }),
    ],
  },
  gemTrillion: {
    shapes: [
      polygon('32,8 56,50 8,50'),
      polygon('32,22 44,44 20,44', 'none', { 'stroke-width': 1.2 }),
      line('M32 8 V22 M56 50 L44 44 M8 50 L20 44', '$ink', 1.2),
      polygon('31,14 22,34 28,34', '$hi', { stroke: 'none', opacity: 0.5 }),
    ],
  },
  gemHex: {
    shapes: [
      polygon('32,8 53,20 53,44 32,56 11,44 11,20'),
      polygon('32,18 44,25 44,39 32,46 20,39 20,25', 'none', { 'stroke-width': 1.2 }),
      line(
        'M32 8 V18 M53 20 L44 25 M53 44 L44 39 M32 56 V46 M11 44 L20 39 M11 20 L20 25',
        '$ink',
        1.2,
      ),
      polygon('21,26 30,21 21,36', '$hi', { stroke: 'none', opacity: 0.5 }),
    ],
  },
  ring: {
    colors: { a: '#fcd34d', b: '#38bdf8', ink: '#451a03' },
    shapes: [
      circle(32, 40, 15, 'none', { stroke: '$ink', 'stroke-width': 8 }),
      circle(32, 40, 15, 'none', { stroke: '$a', 'stroke-width': 5 }),
      polygon('24,20 28,12 36,12 40,20 32,28', '$b'),
      line('M24 20 H40 M28 12 L32 20 L36 12', '$ink', 1),
      shine(29, 16, 1.5, 2, 0.9),
    ],
  },
  crystal: {
    shapes: [
      polygon('32,6 40,18 40,52 24,52 24,18'),
      polygon('18,20 24,28 24,54 12,54 12,28', '$b'),
      polygon('46,16 53,26 53,54 40,54 40,26', '$b'),
      line('M32 6 V52', '$ink', 1.2),
      polygon('30,12 26,20 30,46', '$hi', { stroke: 'none', opacity: 0.45 }),
    ],
  },

  // Royal.
  chalice: {
    colors: GOLD,
    shapes: [
      path('M15 10 H49 C49 30 42 36 32 36 C22 36 15 30 15 10 Z'),
      rect(29, 35, 6, 11, 1),
      path('M18 54 Q20 46 32 46 Q44 46 46 54 Z'),
      circle(32, 23, 4, '#dc2626', { 'stroke-width': 1.5 }),
      shine(22, 17, 3, 5),
    ],
  },
  shield: {
    shapes: [
      path('M12 10 H52 V30 C52 44 42 51 32 56 C22 51 12 44 12 30 Z'),
      path('M32 10 V56 C42 51 52 44 52 30 V10 Z', '$b', { opacity: 0.9 }),
      path('M12 26 H52', 'none', { stroke: '$ink', 'stroke-width': 2 }),
      polygon(starPoints(32, 27, 7, 3), '$hi', { stroke: '$ink', 'stroke-width': 1 }),
    ],
  },
  fleur: {
    colors: GOLD,
    shapes: [
      path('M32 6 C42 16 42 30 32 42 C22 30 22 16 32 6 Z'),
      path('M28 40 C16 44 6 34 12 24 C16 30 22 32 28 32 Z'),
      path('M36 40 C48 44 58 34 52 24 C48 30 42 32 36 32 Z'),
      rect(20, 38, 24, 6, 3),
      path('M28 44 H36 L40 56 H24 Z'),
    ],
  },

  // Frozen.
  snowflake: {
    colors: { a: '#e0f2fe', b: '#7dd3fc', ink: '#0c4a6e' },
    shapes: [
      line(rays(32, 32, 0, 25, 6, -Math.PI / 2), '$ink', 7),
      line(rays(32, 32, 0, 25, 6, -Math.PI / 2), '$a', 4),
      line(
        'M26 12 L32 18 L38 12 M26 52 L32 46 L38 52 M11 24 L19 26 L16 18 M53 40 L45 38 L48 46 M11 40 L19 38 L16 46 M53 24 L45 26 L48 18',
        '$b',
        3,
      ),
      circle(32, 32, 5, '$a'),
    ],
  },
  igloo: {
    colors: { a: '#e0f2fe', b: '#1e3a8a', ink: '#0c4a6e' },
    shapes: [
      path('M6 52 A26 26 0 0 1 58 52 Z'),
      line(
        'M10 40 H54 M16 30 H48 M24 22 H40 M22 40 V30 M42 40 V30 M32 30 V22 M14 52 V40 M50 52 V40',
        '#7dd3fc',
        1.5,
      ),
      path('M24 52 V44 A8 8 0 0 1 40 44 V52 Z', '$b'),
    ],
  },
  penguin: {
    colors: { a: '#1f2937', b: '#f8fafc', ink: '#020617' },
    shapes: [
      ellipse(32, 34, 17, 22),
      ellipse(32, 38, 11, 16, '$b', { stroke: 'none' }),
      circle(27, 24, 2.5, '$b', { stroke: 'none' }),
      circle(37, 24, 2.5, '$b', { stroke: 'none' }),
      dot(27, 24, 1.2, '$a'),
      dot(37, 24, 1.2, '$a'),
      polygon('28,29 36,29 32,34', '#f59e0b', { 'stroke-width': 1 }),
      ellipse(25, 56, 6, 2.5, '#f59e0b', { 'stroke-width': 1 }),
      ellipse(39, 56, 6, 2.5, '#f59e0b', { 'stroke-width': 1 }),
    ],
  },
  icicles: {
    colors: { a: '#bae6fd', b: '#f0f9ff', ink: '#075985' },
    shapes: [
      rect(6, 8, 52, 8, 4, '$b'),
      polygon('10,16 18,16 14,46', '$a'),
      polygon('20,16 30,16 25,58', '$a'),
      polygon('32,16 40,16 36,40', '$a'),
      polygon('42,16 52,16 47,52', '$a'),
      polygon('22,18 25,18 24,36', '$hi', { stroke: 'none', opacity: 0.7 }),
    ],
  },
  snowman: {
    colors: { a: '#f8fafc', b: '#1f2937', ink: '#334155' },
    shapes: [
      circle(32, 44, 14),
      circle(32, 24, 10),
      rect(24, 6, 16, 9, 1, '$b'),
      rect(20, 14, 24, 3, 1, '$b'),
      dot(28, 22, 1.6, '$b'),
      dot(36, 22, 1.6, '$b'),
      polygon('32,25 40,27 32,28', '#f97316', { stroke: 'none' }),
      line('M22 33 Q32 37 42 33', '#dc2626', 3),
      dot(32, 42, 1.6, '$b'),
      dot(32, 48, 1.6, '$b'),
    ],
  },

  // Fire.
  flame: {
    colors: { a: '#f97316', b: '#fde047', ink: '#7c2d12' },
    shapes: [
      path(
        'M32 4 C36 16 50 22 50 38 C50 50 42 58 32 58 C22 58 14 50 14 38 C14 28 20 24 22 16 C26 22 26 28 30 30 C30 20 28 12 32 4 Z',
      ),
      path(
        'M32 26 C36 34 42 38 42 46 C42 52 38 56 32 56 C26 56 22 52 22 46 C22 40 28 36 32 26 Z',
        '$b',
        {
          stroke: 'none',
        },
      ),
    ],
  },
  volcano: {
    colors: { a: '#78350f', b: '#f97316', ink: '#1c0a02' },
    shapes: [
      circle(26, 10, 4, '$b', { stroke: 'none', opacity: 0.8 }),
      circle(38, 8, 3, '$b', { stroke: 'none', opacity: 0.8 }),
      circle(32, 16, 3, '#fde047', { stroke: 'none' }),
      polygon('6,56 24,22 40,22 58,56'),
      path('M24 22 H40 L36 30 L38 38 L32 34 L28 42 L26 30 Z', '$b', { 'stroke-width': 1 }),
    ],
  },
  fireball: {
    colors: { a: '#f97316', b: '#fde047', ink: '#7c2d12' },
    shapes: [
      path('M30 18 L6 50 L18 44 L12 58 L26 46 L28 54 L44 38 Z', '$a', { opacity: 0.85 }),
      circle(40, 24, 15),
      circle(42, 22, 8, '$b', { stroke: 'none' }),
    ],
  },

  // Thunder.
  hammer: {
    colors: { a: '#94a3b8', b: '#92400e', ink: '#0f172a' },
    shapes: [
      rect(28, 26, 8, 32, 2, '$b'),
      line('M28 40 H36 M28 48 H36', '#fde68a', 1.5),
      rect(10, 8, 44, 20, 3),
      line('M22 8 V28 M42 8 V28', '$ink', 1.2),
      shine(16, 13, 3, 2, 0.6),
    ],
  },
  helmet: {
    colors: { a: '#94a3b8', b: '#fef3c7', ink: '#0f172a' },
    shapes: [
      path('M16 34 Q6 30 6 14 Q14 24 22 24 Z', '$b'),
      path('M48 34 Q58 30 58 14 Q50 24 42 24 Z', '$b'),
      path('M14 44 C14 22 50 22 50 44 Z'),
      rect(12, 42, 40, 7, 2, '#a16207'),
      rect(29, 42, 6, 14, 2),
      shine(24, 31, 4, 3, 0.5),
    ],
  },
  horn: {
    colors: { a: '#fef3c7', b: '#a16207', ink: '#451a03' },
    shapes: [
      path('M8 14 Q10 46 44 54 L52 40 Q24 38 20 10 Z'),
      path('M44 54 L52 40 L56 42 L48 56 Z', '$b'),
      line('M20 28 L28 24 M26 38 L34 32', '$b', 2),
    ],
  },
  cloud: {
    colors: { a: '#64748b', b: '#fde047', ink: '#0f172a' },
    shapes: [
      polygon('32,34 24,50 31,50 27,62 40,44 33,44 37,34', '$b', { 'stroke-width': 1.5 }),
      path('M14 38 C6 38 6 26 14 26 C14 16 28 14 30 22 C34 12 50 14 48 26 C58 26 58 38 50 38 Z'),
      shine(26, 24, 5, 2.5, 0.35),
    ],
  },

  // Space.
  planet: {
    colors: { a: '#f472b6', b: '#fde68a', ink: '#500724' },
    shapes: [
      circle(32, 32, 15),
      path('M18 28 Q32 24 46 28', 'none', { stroke: '#be185d', 'stroke-width': 2 }),
      ellipse(32, 34, 27, 7, 'none', {
        stroke: '$b',
        'stroke-width': 3,
        transform: 'rotate(-18 32 34)',
      }),
      shine(26, 24, 4, 3, 0.5),
    ],
  },
  rocket: {
    colors: { a: '#e2e8f0', b: '#ef4444', ink: '#0f172a' },
    shapes: [
      path('M26 50 L32 62 L38 50 Z', '#f97316', { stroke: 'none' }),
      path('M22 38 L12 50 L24 48 Z', '$b'),
      path('M42 38 L52 50 L40 48 Z', '$b'),
      path('M32 4 C44 14 44 36 40 50 H24 C20 36 20 14 32 4 Z'),
      circle(32, 24, 6, '#38bdf8'),
      path('M26 12 H38 C36 8 34 6 32 4 C30 6 28 8 26 12 Z', '$b', { 'stroke-width': 1 }),
    ],
  },
  ufo: {
    colors: { a: '#a5b4fc', b: '#22d3ee', ink: '#1e1b4b' },
    shapes: [
      polygon('24,40 40,40 48,60 16,60', '#fef08a', { stroke: 'none', opacity: 0.45 }),
      path('M20 30 C20 14 44 14 44 30 Z', '$b', { opacity: 0.9 }),
      ellipse(32, 34, 26, 9),
      dot(18, 35, 2.2, '#fde047'),
      dot(32, 38, 2.2, '#fde047'),
      dot(46, 35, 2.2, '#fde047'),
    ],
  },
  alien: {
    colors: { a: '#4ade80', b: '#052e16', ink: '#14532d' },
    shapes: [
      line('M24 14 L18 4 M40 14 L46 4', '$ink', 2),
      dot(18, 4, 3, '$a'),
      dot(46, 4, 3, '$a'),
      path('M32 10 C50 10 54 28 46 42 C42 50 36 56 32 56 C28 56 22 50 18 42 C10 28 14 10 32 10 Z'),
      path('M18 30 Q18 24 28 30 Q28 38 22 38 Q18 36 18 30 Z', '$b', { stroke: 'none' }),
      path('M46 30 Q46 24 36 30 Q36 38 42 38 Q46 36 46 30 Z', '$b', { stroke: 'none' }),
      line('M28 47 Q32 49 36 47', '$b', 2),
    ],
  },
  galaxy: {
    colors: { a: '#c4b5fd', b: '#f0abfc', ink: '#2e1065' },
    shapes: [
      line('M32 32 C32 22 46 22 46 32 C46 46 24 48 18 34 C12 18 32 8 44 14', '$a', 5),
      line('M32 32 C32 42 18 42 18 32 C18 18 40 16 46 30 C52 46 32 56 20 50', '$b', 4),
      circle(32, 32, 5, '#ffffff', { stroke: 'none' }),
      dot(10, 12, 1.5, '#ffffff'),
      dot(54, 52, 1.5, '#ffffff'),
      dot(54, 10, 1, '#ffffff'),
    ],
  },

  // Jungle.
  paw: {
    colors: { a: '#f59e0b', b: '#78350f', ink: '#451a03' },
    shapes: [
      path('M18 46 C18 34 26 30 32 30 C38 30 46 34 46 46 C46 54 38 54 32 52 C26 54 18 54 18 46 Z'),
      ellipse(16, 28, 5, 7, '$a', { transform: 'rotate(-20 16 28)' }),
      ellipse(26, 18, 5, 7),
      ellipse(38, 18, 5, 7),
      ellipse(48, 28, 5, 7, '$a', { transform: 'rotate(20 48 28)' }),
    ],
  },
  leaf: {
    colors: { a: '#22c55e', b: '#14532d', ink: '#052e16' },
    shapes: [
      path('M10 54 C8 26 26 8 56 8 C56 38 38 56 10 54 Z'),
      line('M10 54 L46 18 M24 40 L24 28 M24 40 L36 40 M34 30 L34 20 M34 30 L44 30', '$b', 2),
    ],
  },
  palm: {
    colors: { a: '#16a34a', b: '#a16207', ink: '#052e16' },
    shapes: [
      path('M30 24 Q26 42 22 58 H32 Q34 42 36 24 Z', '$b'),
      path('M33 22 Q20 8 6 16 Q20 16 33 22 Z'),
      path('M33 22 Q46 6 60 14 Q46 16 33 22 Z'),
      path('M33 22 Q14 22 8 36 Q20 26 33 22 Z'),
      path('M33 22 Q52 22 58 36 Q46 26 33 22 Z'),
      circle(30, 26, 3, '#78350f', { 'stroke-width': 1 }),
      circle(36, 26, 3, '#78350f', { 'stroke-width': 1 }),
    ],
  },
  snake: {
    colors: { a: '#84cc16', b: '#fde047', ink: '#1a2e05' },
    shapes: [
      line('M12 56 C28 56 40 50 40 42 C40 32 16 36 16 24 C16 14 30 12 40 14', '$ink', 10),
      line('M12 56 C28 56 40 50 40 42 C40 32 16 36 16 24 C16 14 30 12 40 14', '$a', 7),
      line('M12 56 C28 56 40 50 40 42 C40 32 16 36 16 24 C16 14 30 12 40 14', '$b', 1.5, {
        'stroke-dasharray': '3 5',
      }),
      ellipse(44, 14, 8, 6),
      dot(46, 12, 1.6, '$ink'),
      line('M52 15 L58 15 M58 15 L61 12 M58 15 L61 18', '#dc2626', 1.5),
    ],
  },
  tiki: {
    colors: { a: '#b45309', b: '#fde047', ink: '#1c0a02' },
    shapes: [
      path('M14 10 L20 2 L26 9 L32 0 L38 9 L44 2 L50 10 Z', '#16a34a'),
      rect(16, 10, 32, 48, 8),
      ellipse(25, 24, 6, 5, '$b'),
      ellipse(39, 24, 6, 5, '$b'),
      dot(25, 24, 2, '$ink'),
      dot(39, 24, 2, '$ink'),
      path('M29 30 L35 30 L33 38 H31 Z', '$a'),
      rect(22, 42, 20, 9, 3, '$b'),
      line('M27 42 V51 M32 42 V51 M37 42 V51', '$ink', 1.5),
    ],
  },
  steppedTemple: {
    colors: { a: '#a8a29e', b: '#15803d', ink: '#1c1917' },
    shapes: [
      rect(6, 46, 52, 10, 1),
      rect(12, 36, 40, 10, 1),
      rect(18, 26, 28, 10, 1),
      rect(24, 14, 16, 12, 1),
      rect(29, 18, 6, 8, 1, '#292524'),
      path('M28 56 H36 V30 H28 Z', '$b', { opacity: 0.6 }),
      line('M6 20 Q10 12 16 14 M58 26 Q54 18 48 20', '$b', 3),
    ],
  },

  // Carnival.
  mask: {
    colors: { a: '#db2777', b: '#facc15', ink: '#500724' },
    shapes: [
      path('M34 16 Q44 2 52 6 Q44 10 40 18 Z', '#22d3ee'),
      path('M30 16 Q18 0 10 6 Q20 10 26 18 Z', '#a3e635'),
      path(
        'M6 26 C14 16 26 18 32 24 C38 18 50 16 58 26 C58 40 46 46 38 40 C35 38 34 36 32 36 C30 36 29 38 26 40 C18 46 6 40 6 26 Z',
      ),
      path('M14 29 Q20 24 26 30 Q20 34 14 29 Z', '$ink', { stroke: 'none' }),
      path('M50 29 Q44 24 38 30 Q44 34 50 29 Z', '$ink', { stroke: 'none' }),
      line('M9 24 C16 14 28 18 32 23 C36 18 48 14 55 24', '$b', 2),
    ],
  },
  maracas: {
    colors: { a: '#f97316', b: '#22c55e', ink: '#431407' },
    shapes: [
      line('M32 50 L44 60 M32 50 L20 60', '#92400e', 5),
      ellipse(22, 26, 12, 16, '$a', { transform: 'rotate(-25 22 26)' }),
      ellipse(42, 26, 12, 16, '$b', { transform: 'rotate(25 42 26)' }),
      line('M14 24 Q22 18 28 28 M36 28 Q42 18 50 24', '#fef08a', 2.5),
    ],
  },
  drum: {
    colors: { a: '#dc2626', b: '#f8fafc', ink: '#450a0a' },
    shapes: [
      line('M14 8 L28 22 M50 8 L36 22', '#a16207', 4),
      path('M10 28 V48 Q32 58 54 48 V28 Z'),
      ellipse(32, 28, 22, 8, '$b'),
      line('M12 34 L22 50 L32 36 L42 50 L52 34', '#fde047', 2),
    ],
  },
  note: {
    shapes: [
      path('M24 12 L50 6 V40', 'none', { stroke: '$ink', 'stroke-width': 7 }),
      path('M24 12 L50 6 V40', 'none', { stroke: '$a', 'stroke-width': 4 }),
      line('M24 12 V46', '$ink', 7),
      line('M24 12 V46', '$a', 4),
      ellipse(18, 47, 8, 6),
      ellipse(44, 41, 8, 6),
    ],
  },
  fireworks: {
    colors: { a: '#f472b6', b: '#fde047', ink: '#500724' },
    shapes: [
      line(rays(32, 28, 6, 22, 12), '$a', 3),
      line(rays(32, 28, 10, 16, 12, Math.PI / 12), '$b', 2),
      dot(32, 28, 4, '#ffffff'),
      line('M32 44 V60', '$b', 2, { 'stroke-dasharray': '2 3' }),
      dot(12, 50, 2, '$b'),
      dot(52, 52, 2, '$a'),
    ],
  },

  // Neon.
  dice: {
    colors: { a: '#f8fafc', b: '#dc2626', ink: '#111827' },
    shapes: [
      rect(10, 10, 44, 44, 9),
      dot(21, 21, 4, '$b'),
      dot(43, 21, 4, '$b'),
      dot(32, 32, 4, '$b'),
      dot(21, 43, 4, '$b'),
      dot(43, 43, 4, '$b'),
    ],
  },
  cocktail: {
    colors: { a: '#22d3ee', b: '#f0abfc', ink: '#083344' },
    shapes: [
      path('M8 10 H56 L32 36 Z', '#ecfeff', { opacity: 0.9 }),
      path('M14 16 H50 L32 36 Z', '$a', { stroke: 'none' }),
      line('M32 36 V54 M20 56 H44', '$ink', 3),
      line('M38 4 L26 26', '#f8fafc', 2),
      circle(26, 22, 4, '#84cc16', { 'stroke-width': 1.5 }),
      circle(48, 10, 5, '$b', { 'stroke-width': 1.5 }),
    ],
  },
  discoBall: {
    colors: { a: '#cbd5e1', b: '#f0abfc', ink: '#0f172a' },
    shapes: [
      line('M32 2 V12', '$ink', 2),
      circle(32, 34, 21),
      line('M11 34 H53 M14 24 H50 M14 44 H50 M20 16 H44 M20 52 H44', '$ink', 1),
      line('M32 13 V55 M22 15 Q16 34 22 53 M42 15 Q48 34 42 53', '$ink', 1),
      path('M32 34 H42 V44 H32 Z', '$b', { stroke: 'none', opacity: 0.8 }),
      path('M22 24 H32 V34 H22 Z', '#67e8f9', { stroke: 'none', opacity: 0.8 }),
      shine(24, 22, 4, 3, 0.9),
    ],
  },

  // Western.
  cactus: {
    colors: { a: '#16a34a', b: '#fde047', ink: '#052e16' },
    shapes: [
      path('M14 22 V36 Q14 42 22 42 H26 V36 H22 Q20 36 20 34 V22 Q20 18 17 18 Q14 18 14 22 Z'),
      path('M50 16 V28 Q50 34 42 34 H38 V28 H42 Q44 28 44 26 V16 Q44 12 47 12 Q50 12 50 16 Z'),
      path('M25 56 V14 Q25 6 32 6 Q39 6 39 14 V56 Z'),
      line('M29 14 V52 M35 14 V52', '#15803d', 1.5),
      circle(32, 6, 3, '#f472b6', { 'stroke-width': 1 }),
      rect(12, 54, 40, 5, 2, '#a16207'),
    ],
  },
  boot: {
    colors: { a: '#92400e', b: '#fbbf24', ink: '#1c0a02' },
    shapes: [
      path('M18 6 H40 V36 Q52 40 56 48 V54 H12 V44 Q18 40 18 32 Z'),
      line('M22 14 Q29 22 36 14 M22 24 Q29 32 36 24', '$b', 2),
      rect(10, 52, 46, 5, 2, '#451a03'),
      line('M56 50 L62 50', '#cbd5e1', 2),
    ],
  },
  hat: {
    colors: { a: '#a16207', b: '#7f1d1d', ink: '#291403' },
    shapes: [
      path('M4 38 Q8 46 32 46 Q56 46 60 38 Q56 34 48 38 Q32 42 16 38 Q8 34 4 38 Z'),
      path('M16 38 Q14 20 22 14 Q27 18 32 16 Q37 18 42 14 Q50 20 48 38 Q32 42 16 38 Z'),
      path('M16 33 Q32 37 48 33 L48 38 Q32 42 16 38 Z', '$b', { 'stroke-width': 1 }),
    ],
  },
  badge: {
    colors: GOLD,
    shapes: [
      polygon(starPoints(32, 32, 27, 14, 6)),
      ...[0, 1, 2, 3, 4, 5].map((i) => {
        const angle = (Math.PI * i) / 3 - Math.PI / 2;
        return circle(
          +(32 + 27 * Math.cos(angle)).toFixed(2),
          +(32 + 27 * Math.sin(angle)).toFixed(2),
          3.5,
        );
      }),
      circle(32, 32, 11, '$b'),
      polygon(starPoints(32, 32, 7, 3), '$a', { 'stroke-width': 1 }),
    ],
  },
  dynamite: {
    colors: { a: '#dc2626', b: '#fde047', ink: '#450a0a' },
    shapes: [
      line('M32 22 Q34 12 44 10', '#78350f', 2),
      polygon(starPoints(46, 9, 7, 3, 8), '$b', { stroke: '#f97316', 'stroke-width': 1 }),
      rect(14, 22, 11, 36, 3),
      rect(26.5, 22, 11, 36, 3),
      rect(39, 22, 11, 36, 3),
      rect(12, 32, 40, 6, 1, '#1f2937'),
    ],
  },

  // Night.
  bat: {
    colors: { a: '#312e81', b: '#fde047', ink: '#020617' },
    shapes: [
      path(
        'M32 22 L28 16 L28 24 C20 16 10 16 4 24 C10 26 12 32 12 36 C16 32 22 34 24 38 C26 34 30 34 32 40 C34 34 38 34 40 38 C42 34 48 32 52 36 C52 32 54 26 60 24 C54 16 44 16 36 24 L36 16 Z',
      ),
      dot(30, 25, 1.4, '$b'),
      dot(34, 25, 1.4, '$b'),
    ],
  },
  owl: {
    colors: { a: '#a16207', b: '#fde047', ink: '#1c0a02' },
    shapes: [
      path('M14 12 L22 20 H42 L50 12 L50 40 C50 52 42 58 32 58 C22 58 14 52 14 40 Z'),
      ellipse(32, 44, 10, 11, '#fde68a', { stroke: 'none' }),
      circle(24, 28, 8, '#fef3c7'),
      circle(40, 28, 8, '#fef3c7'),
      dot(24, 28, 4, '$ink'),
      dot(40, 28, 4, '$ink'),
      dot(25, 27, 1.3, '$b'),
      dot(41, 27, 1.3, '$b'),
      polygon('29,34 35,34 32,40', '#f97316', { 'stroke-width': 1 }),
    ],
  },
  candle: {
    colors: { a: '#f8fafc', b: '#f59e0b', ink: '#1f2937' },
    shapes: [
      path('M32 6 C37 14 38 20 32 24 C26 20 27 14 32 6 Z', '$b'),
      path('M32 13 C34 17 34 20 32 22 C30 20 30 17 32 13 Z', '#fef9c3', { stroke: 'none' }),
      line('M32 24 V28', '$ink', 1.5),
      path('M22 28 H42 V52 H22 Z'),
      path('M22 28 H42 V33 Q38 38 36 33 Q32 40 28 33 Q24 36 22 33 Z', '#e2e8f0', {
        'stroke-width': 1,
      }),
      rect(16, 52, 32, 6, 3, '#a16207'),
    ],
  },

  // Magic.
  potion: {
    colors: { a: '#a855f7', b: '#e9d5ff', ink: '#2e1065' },
    shapes: [
      rect(27, 4, 10, 7, 2, '#a16207'),
      path(
        'M26 11 H38 V22 C50 26 54 34 52 42 C50 52 42 58 32 58 C22 58 14 52 12 42 C10 34 14 26 26 22 Z',
        '$b',
        { opacity: 0.9 },
      ),
      path('M13 38 Q32 32 51 38 C50 50 42 56 32 56 C22 56 14 50 13 38 Z', '$a', { stroke: 'none' }),
      dot(26, 46, 2.5, '$b'),
      dot(36, 42, 1.8, '$b'),
      dot(38, 50, 1.4, '$b'),
      shine(20, 34, 2.5, 6, 0.7),
    ],
  },
  book: {
    colors: { a: '#7c3aed', b: '#fde047', ink: '#1e1b4b' },
    shapes: [
      path('M12 12 H48 Q54 12 54 18 V56 H18 Q12 56 12 50 Z', '#f8fafc'),
      path('M10 8 H46 V52 H16 Q10 52 10 46 Z'),
      line('M16 8 V52', '$ink', 1.5),
      circle(31, 28, 9, 'none', { stroke: '$b', 'stroke-width': 2 }),
      polygon(starPoints(31, 28, 6, 2.5), '$b', { stroke: 'none' }),
    ],
  },
  wand: {
    colors: { a: '#1f2937', b: '#fde047', ink: '#020617' },
    shapes: [
      line('M12 54 L38 28', '$ink', 7),
      line('M12 54 L38 28', '$a', 4),
      line('M14 52 L19 47', '#f8fafc', 4),
      polygon(starPoints(44, 20, 14, 6), '$b', { stroke: '#92400e', 'stroke-width': 1.5 }),
      dot(20, 14, 2, '$b'),
      dot(56, 36, 2, '$b'),
      dot(52, 6, 1.4, '$b'),
    ],
  },
  rune: {
    colors: { a: '#78716c', b: '#22d3ee', ink: '#1c1917' },
    shapes: [
      path('M18 8 H44 Q52 10 54 20 L52 48 Q50 56 40 58 H22 Q12 56 10 46 L12 18 Q14 8 18 8 Z'),
      line('M26 16 V50 M26 24 L38 16 M26 32 L40 24 M38 30 V48', '$b', 4),
      shine(20, 16, 3, 2, 0.3),
    ],
  },
  wizardHat: {
    colors: { a: '#4338ca', b: '#fde047', ink: '#1e1b4b' },
    shapes: [
      path('M18 48 L30 6 Q34 2 36 8 L46 48 Z'),
      ellipse(32, 50, 28, 7),
      path('M19 44 Q32 48 45 44 L46 48 Q32 52 18 48 Z', '$b', { 'stroke-width': 1 }),
      polygon(starPoints(30, 26, 5, 2), '$b', { stroke: 'none' }),
      polygon(starPoints(37, 36, 3.5, 1.5), '$b', { stroke: 'none' }),
      dot(34, 16, 1.5, '$b'),
    ],
  },
  crystalBall: {
    colors: { a: '#a5f3fc', b: '#a855f7', ink: '#164e63' },
    shapes: [
      path('M16 56 L20 46 H44 L48 56 Z', '#a16207'),
      circle(32, 28, 20),
      path('M22 32 C22 22 36 20 38 28 C40 36 30 38 30 32', 'none', {
        stroke: '$b',
        'stroke-width': 3,
      }),
      shine(24, 18, 5, 4, 0.8),
    ],
  },
} satisfies Record<string, GlyphDef>;

export type GlyphId = keyof typeof GLYPHS;
export const GLYPH_IDS = Object.keys(GLYPHS) as GlyphId[];
