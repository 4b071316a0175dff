/**
 * The in-house slot symbols, drawn by our own SVG (no external images): each symbol id of the
 * models gets its own colour and glyph.
 */
interface SymbolArt {
  /** Tile colours (top, bottom of the gradient). */
  from: string;
  to: string;
  glyph: 'text' | 'gem' | 'bell' | 'star' | 'sun';
  text?: string;
}

const ART: Readonly<Record<string, SymbolArt>> = {
  low1: { from: '#3b82f6', to: '#1e3a8a', glyph: 'text', text: '10' },
  low2: { from: '#22c55e', to: '#14532d', glyph: 'text', text: 'J' },
  low3: { from: '#a855f7', to: '#581c87', glyph: 'text', text: 'Q' },
  low4: { from: '#f97316', to: '#7c2d12', glyph: 'text', text: 'K' },
  high1: { from: '#06b6d4', to: '#164e63', glyph: 'gem' },
  high2: { from: '#eab308', to: '#713f12', glyph: 'bell' },
  high3: { from: '#ef4444', to: '#7f1d1d', glyph: 'text', text: '7' },
  wild: { from: '#ec4899', to: '#831843', glyph: 'star' },
  scatter: { from: '#facc15', to: '#b45309', glyph: 'sun' },
};

const FALLBACK: SymbolArt = { from: '#64748b', to: '#1e293b', glyph: 'text', text: '?' };

function Glyph({ art }: { art: SymbolArt }) {
  switch (art.glyph) {
    case 'gem':
      return (
        <path
          d="M16 22 L24 12 H40 L48 22 L32 52 Z M16 22 H48 M24 12 L32 22 L40 12"
          fill="#e0f2fe"
          stroke="#0e7490"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      );
    case 'bell':
      return (
        <g fill="#fef08a" stroke="#854d0e" strokeWidth="2" strokeLinejoin="round">
          <path d="M20 44 C20 30 22 16 32 16 C42 16 44 30 44 44 Z" />
          <rect x="16" y="43" width="32" height="5" rx="2" />
          <circle cx="32" cy="51" r="4" />
        </g>
      );
    case 'star':
      return (
        <g>
          <path
            d="M32 8 L38.5 24 L56 25 L42.5 36 L47 53 L32 43.5 L17 53 L21.5 36 L8 25 L25.5 24 Z"
            fill="#fdf2f8"
            stroke="#9d174d"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <text x="32" y="39" textAnchor="middle" fontSize="13" fontWeight="900" fill="#9d174d">
            W
          </text>
        </g>
      );
    case 'sun':
      return (
        <g stroke="#7c2d12" strokeWidth="2">
          {Array.from({ length: 8 }, (_, index) => (
            <line
              key={index}
              x1="32"
              y1="6"
              x2="32"
              y2="16"
              transform={`rotate(${index * 45} 32 32)`}
              strokeLinecap="round"
            />
          ))}
          <circle cx="32" cy="32" r="13" fill="#fff7ed" />
          <text
            x="32"
            y="37.5"
            textAnchor="middle"
            fontSize="15"
            fontWeight="900"
            fill="#7c2d12"
            stroke="none"
          >
            S
          </text>
        </g>
      );
    default:
      return (
        <text
          x="32"
          y={art.text && art.text.length > 1 ? 41 : 43}
          textAnchor="middle"
          fontSize={art.text && art.text.length > 1 ? 26 : 32}
          fontWeight="900"
          fill="#ffffff"
          stroke="rgba(0,0,0,0.35)"
          strokeWidth="1"
        >
          {art.text}
        </text>
      );
  }
}

export function SlotSymbol({ id }: { id: string }) {
  const art = ART[id] ?? FALLBACK;
  const gradient = `slot-gradient-${id}`;
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="60" height="60" rx="12" fill={`url(#${gradient})`} />
      <Glyph art={art} />
    </svg>
  );
}
