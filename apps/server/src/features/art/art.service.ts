import {
  slotSymbolNodes,
  starPoints,
  svgMarkup,
  type GameType,
  type SlotTheme,
} from '@app/contracts';
import { PALETTES, escapeXml, mixId, wrapText } from './svg.ts';

const FONT = `font-family="'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif"`;

/** Decorative background shapes; which one a card gets follows from its id. */
function pattern(
  kind: number,
  accent: string,
  seed: number,
  width: number,
  height: number,
): string {
  const items: string[] = [];
  const pick = (n: number) => (mixId(seed + n * 7919) % 1000) / 1000;
  switch (kind % 5) {
    case 0:
      for (let i = 0; i < 6; i += 1) {
        items.push(
          `<circle cx="${Math.round(pick(i) * width)}" cy="${Math.round(pick(i + 20) * height)}" r="${Math.round(20 + pick(i + 40) * 60)}" fill="${accent}" opacity="0.13"/>`,
        );
      }
      break;
    case 1:
      for (let i = 0; i < 8; i += 1) {
        const x = Math.round((i / 8) * width * 1.4 - width * 0.2);
        items.push(
          `<rect x="${x}" y="-40" width="${Math.round(width / 18)}" height="${height + 80}" fill="${accent}" opacity="0.1" transform="rotate(25 ${x} 0)"/>`,
        );
      }
      break;
    case 2:
      for (let i = 0; i < 5; i += 1) {
        const cx = Math.round(pick(i) * width);
        const cy = Math.round(pick(i + 10) * height);
        const s = Math.round(18 + pick(i + 30) * 40);
        items.push(
          `<polygon points="${cx},${cy - s} ${cx + s},${cy} ${cx},${cy + s} ${cx - s},${cy}" fill="${accent}" opacity="0.14"/>`,
        );
      }
      break;
    case 3:
      for (let i = 1; i <= 4; i += 1) {
        items.push(
          `<path d="M0 ${Math.round((height * i) / 5)} Q ${Math.round(width / 4)} ${Math.round((height * i) / 5 - 30)} ${Math.round(width / 2)} ${Math.round((height * i) / 5)} T ${width} ${Math.round((height * i) / 5)}" stroke="${accent}" stroke-width="6" fill="none" opacity="0.15"/>`,
        );
      }
      break;
    default:
      for (let i = 0; i < 12; i += 1) {
        const angle = (i / 12) * Math.PI * 2;
        items.push(
          `<line x1="${width / 2}" y1="${height / 2}" x2="${Math.round(width / 2 + Math.cos(angle) * width)}" y2="${Math.round(height / 2 + Math.sin(angle) * width)}" stroke="${accent}" stroke-width="10" opacity="0.08"/>`,
        );
      }
  }
  return items.join('');
}

const THEME_PATTERNS: Readonly<Record<SlotTheme['pattern'], number>> = {
  dots: 0,
  stripes: 1,
  diamonds: 2,
  waves: 3,
  rays: 4,
  stars: -1,
};

/** The backdrop pattern of a themed title: the motif's kind, placed by the game id. */
function themePattern(theme: SlotTheme, seed: number): string {
  const kind = THEME_PATTERNS[theme.pattern];
  if (kind >= 0) return pattern(kind, theme.palette.accent, seed, 300, 300);
  const items: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const x = mixId(seed + i * 31) % 300;
    const y = mixId(seed + i * 57) % 300;
    const r = 3 + (mixId(seed + i * 83) % 6);
    items.push(
      `<polygon points="${starPoints(x, y, r, r / 2.5)}" fill="${theme.palette.accent}" opacity="${i % 3 === 0 ? 0.5 : 0.25}"/>`,
    );
  }
  return items.join('');
}

/** A symbol tile (64 x 64 grid) placed at (x, y), `size` px wide, turned by `angle` degrees. */
function placedSymbol(
  theme: SlotTheme,
  symbol: SlotTheme['featured'][number],
  x: number,
  y: number,
  size: number,
  angle: number,
): string {
  const scale = +(size / 64).toFixed(4);
  const half = size / 2;
  return (
    `<g transform="rotate(${angle} ${x + half} ${y + half}) translate(${x} ${y}) scale(${scale})">` +
    svgMarkup(slotSymbolNodes(theme, symbol)) +
    `</g>`
  );
}

/** A simple glyph per game type, drawn with shapes so it never depends on installed fonts. */
function typeGlyph(type: GameType, accent: string): string {
  const stroke = `stroke="${accent}" stroke-width="4" fill="none"`;
  switch (type) {
    case 'RNG':
      return `<rect x="-30" y="-18" width="18" height="36" rx="4" ${stroke}/><rect x="-9" y="-18" width="18" height="36" rx="4" ${stroke}/><rect x="12" y="-18" width="18" height="36" rx="4" ${stroke}/>`;
    case 'LIVE':
      return `<rect x="-18" y="-24" width="36" height="48" rx="5" ${stroke}/><path d="M0 -12 C 10 -2 12 6 0 12 C -12 6 -10 -2 0 -12 Z" fill="${accent}"/>`;
    case 'PVP':
      return `<rect x="-26" y="-22" width="30" height="42" rx="4" ${stroke} transform="rotate(-12)"/><rect x="-4" y="-20" width="30" height="42" rx="4" ${stroke} transform="rotate(12)"/>`;
    case 'FISH':
      return `<ellipse cx="-4" cy="0" rx="20" ry="12" ${stroke}/><path d="M16 0 L30 -12 L30 12 Z" fill="${accent}"/><circle cx="-14" cy="-3" r="3" fill="${accent}"/>`;
    case 'SPORTS':
      return `<circle r="24" ${stroke}/><polygon points="0,-9 9,-3 6,8 -6,8 -9,-3" fill="${accent}"/>`;
    case 'ESPORTS':
      return `<rect x="-30" y="-16" width="60" height="32" rx="16" ${stroke}/><path d="M-18 0 H-8 M-13 -5 V5" ${stroke}/><circle cx="12" cy="-3" r="3" fill="${accent}"/><circle cx="19" cy="4" r="3" fill="${accent}"/>`;
    case 'LOTT':
      return `<circle cx="-14" cy="4" r="13" ${stroke}/><circle cx="14" cy="4" r="13" ${stroke}/><circle cx="0" cy="-16" r="13" ${stroke}/>`;
    case 'ELOTT':
      return `<circle r="24" ${stroke}/><path d="M4 -18 L-8 2 L2 2 L-4 18 L10 -4 L0 -4 Z" fill="${accent}"/>`;
    default:
      return `<path d="M-26 14 Q 0 -34 26 14 Z" ${stroke}/><path d="M0 14 V-12 M-12 14 L-6 -6 M12 14 L6 -6" ${stroke}/>`;
  }
}

export interface GameArtInput {
  gameId: number;
  name: string;
  vendorName: string;
  gameType: GameType;
}

/** 300 x 300 card art: wrapped game name, vendor, type glyph, colours and pattern from the id. */
export function gameArtSvg(game: GameArtInput): string {
  const seed = mixId(game.gameId);
  const [dark, mid, accent] = PALETTES[seed % PALETTES.length]!;
  const lines = wrapText(game.name, 11, 3);
  const fontSize = lines.some((line) => line.length > 9) ? 34 : 40;
  const lineHeight = Math.round(fontSize * 1.12);
  const firstY = 168 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="150" y="${Math.round(firstY + i * lineHeight)}" text-anchor="middle" font-size="${fontSize}" font-weight="800" fill="#ffffff" ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('');
  const title = escapeXml(`${game.name} (${game.vendorName})`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="300" height="300" rx="24" fill="url(#g)"/>` +
    pattern(seed >>> 4, accent, seed, 300, 300) +
    `<g transform="translate(150 62)">${typeGlyph(game.gameType, accent)}</g>` +
    `<g stroke="rgba(0,0,0,0.35)" stroke-width="4" paint-order="stroke">${text}</g>` +
    `<rect x="30" y="246" width="240" height="36" rx="18" fill="rgba(0,0,0,0.4)"/>` +
    `<text x="150" y="271" text-anchor="middle" font-size="19" font-weight="700" fill="${accent}" ${FONT}>${escapeXml(game.vendorName)}</text>` +
    `</svg>`
  );
}

export interface ThemedGameArtInput {
  gameId: number;
  name: string;
  vendorName: string;
  theme: SlotTheme;
}

/**
 * 300 x 300 card art of an in-house slot, drawn from its theme (decision 009, "Themes"): the
 * theme's backdrop and pattern, its featured symbols (the wild in the middle), the title.
 */
export function themedGameArtSvg(game: ThemedGameArtInput): string {
  const { theme } = game;
  const { palette } = theme;
  const seed = mixId(game.gameId);
  const [left, middle, right] = theme.featured;
  const lines = wrapText(game.name, 13, 2);
  const fontSize = lines.some((line) => line.length > 10) ? 30 : 34;
  const baselines = lines.length > 1 ? [196, 230] : [214];
  const text = lines
    .map(
      (line, i) =>
        `<text x="150" y="${baselines[i]}" text-anchor="middle" font-size="${fontSize}" font-weight="800" fill="${palette.text}" ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('');
  const title = escapeXml(`${game.name} (${game.vendorName})`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${palette.bg2}"/><stop offset="1" stop-color="${palette.bg}"/></linearGradient></defs>` +
    `<rect width="300" height="300" rx="24" fill="url(#g)"/>` +
    themePattern(theme, seed) +
    `<circle cx="150" cy="86" r="78" fill="${palette.accent}" opacity="0.18"/>` +
    placedSymbol(theme, left, 18, 52, 84, -10) +
    placedSymbol(theme, right, 198, 52, 84, 10) +
    placedSymbol(theme, middle, 92, 22, 116, 0) +
    `<g stroke="rgba(0,0,0,0.45)" stroke-width="5" paint-order="stroke" stroke-linejoin="round">${text}</g>` +
    `<rect x="30" y="250" width="240" height="34" rx="17" fill="rgba(0,0,0,0.4)"/>` +
    `<text x="150" y="273" text-anchor="middle" font-size="18" font-weight="700" fill="${palette.accent}" ${FONT}>${escapeXml(game.vendorName)}</text>` +
    `</svg>`
  );
}

export interface BannerArtInput {
  bannerId: number;
  title: string;
  groupName: string;
  /** Language of the group label pill (the title comes already translated). Default EN. */
  language?: 'PT' | 'EN';
}

const GROUP_LABELS_PT: Record<string, string> = {
  m_home: 'Concha Play',
  m_hot: 'Em destaque',
  m_reg: 'Junte-se',
  m_rng: 'Slots',
  m_live: 'Cassino ao vivo',
  m_fish: 'Pesca',
  m_pvp: 'Cartas',
  m_sports: 'Esportes',
  m_esports: 'E-sports',
  m_lott: 'Loteria',
  m_elott: 'E-loteria',
  m_promotion: 'Promoção',
  m_help: 'Ajuda',
  m_notice: 'Aviso',
};

const GROUP_LABELS_EN: Record<string, string> = {
  m_home: 'Concha Play',
  m_hot: 'Hot',
  m_reg: 'Join',
  m_rng: 'Slots',
  m_live: 'Live Casino',
  m_fish: 'Fishing',
  m_pvp: 'Cards',
  m_sports: 'Sports',
  m_esports: 'E-sports',
  m_lott: 'Lottery',
  m_elott: 'E-Lottery',
  m_promotion: 'Promotion',
  m_help: 'Help',
  m_notice: 'Notice',
};

/** 750 x 300 banner art: big wrapped title over a gradient, group label as a pill. */
export function bannerArtSvg(banner: BannerArtInput): string {
  const seed = mixId(banner.bannerId * 31 + 7);
  const [dark, mid, accent] = PALETTES[seed % PALETTES.length]!;
  const lines = wrapText(banner.title, 22, 2);
  const labels = banner.language === 'PT' ? GROUP_LABELS_PT : GROUP_LABELS_EN;
  const labelText = labels[banner.groupName] ?? banner.groupName;
  const label = escapeXml(labelText);
  // Two lines are set smaller and lower, so the first clears the label pill (y 40-78) and the
  // second stays above the carousel's dots along the bottom edge.
  const fontSize = lines.length > 1 ? 44 : 52;
  const baselines = lines.length > 1 ? [148, 200] : [165];
  const text = lines
    .map(
      (line, i) =>
        `<text x="48" y="${baselines[i]}" font-size="${fontSize}" font-weight="800" fill="#ffffff" ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('');
  const title = escapeXml(banner.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" lang="${banner.language === 'PT' ? 'pt-BR' : 'en'}" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="750" height="300" fill="url(#b)"/>` +
    pattern(seed >>> 3, accent, seed, 750, 300) +
    `<circle cx="640" cy="150" r="110" fill="${accent}" opacity="0.22"/>` +
    `<circle cx="640" cy="150" r="70" fill="none" stroke="${accent}" stroke-width="10" opacity="0.6"/>` +
    `<rect x="48" y="40" width="${Math.max(90, labelText.length * 13 + 40)}" height="38" rx="19" fill="${accent}"/>` +
    `<text x="68" y="66" font-size="20" font-weight="700" fill="${dark}" ${FONT}>${label}</text>` +
    `<g stroke="rgba(0,0,0,0.3)" stroke-width="4" paint-order="stroke">${text}</g>` +
    `</svg>`
  );
}

/** The app icon offered as download resource AppDownloadIcon. */
export function appIconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192" role="img" aria-label="Concha Play">` +
    `<title>Concha Play</title>` +
    `<rect width="192" height="192" rx="40" fill="#0b3d5c"/>` +
    `<path d="M36 128 Q 96 12 156 128 Z" fill="#fbbf24"/>` +
    `<path d="M96 128 V60 M72 128 L82 72 M120 128 L110 72 M52 128 L68 86 M140 128 L124 86" stroke="#0b3d5c" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="30" y="126" width="132" height="16" rx="8" fill="#f59e0b"/>` +
    `</svg>`
  );
}
