import { PALETTES, mixId } from '../art/svg.ts';

/** The pictures news items can carry (news.art). */
export const NEWS_ART_THEMES = ['football', 'lottery', 'slots', 'live', 'promo'] as const;
export type NewsArtTheme = (typeof NEWS_ART_THEMES)[number];

function emblem(theme: string, accent: string, dark: string): string {
  switch (theme) {
    case 'football':
      return (
        `<circle cx="240" cy="90" r="58" fill="#ffffff"/>` +
        `<polygon points="240,62 266,81 256,111 224,111 214,81" fill="${dark}"/>` +
        `<path d="M240 32v30M298 81l-32 0M214 81l-32 0M256 111l20 30M224 111l-20 30" stroke="${dark}" stroke-width="5"/>`
      );
    case 'lottery':
      return [0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${180 + i * 60}" cy="${90 + (i % 2) * 18}" r="30" fill="${i === 1 ? accent : '#ffffff'}"/>` +
            `<circle cx="${180 + i * 60}" cy="${90 + (i % 2) * 18}" r="15" fill="none" stroke="${dark}" stroke-width="5"/>`,
        )
        .join('');
    case 'slots':
      return (
        `<rect x="150" y="40" width="180" height="100" rx="16" fill="#ffffff"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="${162 + i * 56}" y="52" width="44" height="76" rx="8" fill="${i === 1 ? accent : dark}" opacity="0.85"/>`,
          )
          .join('')
      );
    case 'live':
      return (
        `<ellipse cx="240" cy="100" rx="110" ry="46" fill="#0b6b3a" stroke="#ffffff" stroke-width="6"/>` +
        `<circle cx="200" cy="96" r="16" fill="${accent}"/><circle cx="240" cy="96" r="16" fill="#ffffff"/>` +
        `<circle cx="280" cy="96" r="16" fill="${accent}"/>`
      );
    default:
      return (
        `<rect x="180" y="58" width="120" height="82" rx="10" fill="${accent}"/>` +
        `<rect x="170" y="42" width="140" height="26" rx="8" fill="#ffffff"/>` +
        `<rect x="232" y="42" width="16" height="98" fill="${dark}"/>`
      );
  }
}

/**
 * 480 x 180 news art: the theme's emblem over a gradient chosen by the item's id. No text, so
 * one picture serves every language; it is decoration (the title is always shown beside it).
 */
export function newsArtSvg(newsId: number, theme: string): string {
  const seed = mixId(newsId * 17 + 3);
  const [dark, mid, accent] = PALETTES[seed % PALETTES.length]!;
  const dots = Array.from({ length: 6 }, (_, i) => {
    const x = ((seed >>> (i * 3)) % 460) + 10;
    const y = ((seed >>> (i * 2 + 1)) % 160) + 10;
    return `<circle cx="${x}" cy="${y}" r="${6 + (i % 3) * 4}" fill="${accent}" opacity="0.25"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="180" viewBox="0 0 480 180" aria-hidden="true">` +
    `<defs><linearGradient id="n" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="480" height="180" fill="url(#n)"/>` +
    dots +
    emblem(theme, accent, dark) +
    `</svg>`
  );
}
