import type { ReactNode } from 'react';

/**
 * Drawings of the install steps: a phone with what the visitor sees at that step. Decorative
 * (the slide's title and text say it), in the theme's colours through currentColor and the
 * CSS custom properties.
 */
function Phone({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 120 160" width="120" height="160" aria-hidden="true" focusable="false">
      <rect x="30" y="6" width="60" height="148" rx="10" fill="var(--color-surface-2)" />
      <rect
        x="30"
        y="6"
        width="60"
        height="148"
        rx="10"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <rect x="50" y="11" width="20" height="4" rx="2" fill="currentColor" />
      {children}
    </svg>
  );
}

function Sheet({ children }: { children: ReactNode }) {
  return (
    <>
      <rect x="36" y="60" width="48" height="56" rx="6" fill="var(--color-surface)" />
      <rect
        x="36"
        y="60"
        width="48"
        height="56"
        rx="6"
        fill="none"
        stroke="var(--color-border)"
        strokeWidth="1.5"
      />
      {children}
    </>
  );
}

const Button = ({
  x,
  y,
  w = 30,
  accent = false,
}: {
  x: number;
  y: number;
  w?: number;
  accent?: boolean;
}) => (
  <rect
    x={x}
    y={y}
    width={w}
    height="9"
    rx="4.5"
    fill={accent ? 'var(--color-accent)' : 'currentColor'}
  />
);

const Lines = ({ y }: { y: number }) => (
  <>
    <rect x="42" y={y} width="36" height="3" rx="1.5" fill="var(--color-border)" />
    <rect x="42" y={y + 7} width="26" height="3" rx="1.5" fill="var(--color-border)" />
  </>
);

export const STEP_ART = {
  /** A QR code in the camera's frame. */
  scan: (
    <Phone>
      <path
        d="M42 50h-6v-6M78 44h6v6M84 96v6h-6M42 102h-6v-6"
        stroke="currentColor"
        strokeWidth="3"
        fill="none"
      />
      <g fill="currentColor">
        <rect x="44" y="52" width="12" height="12" />
        <rect x="64" y="52" width="12" height="12" />
        <rect x="44" y="82" width="12" height="12" />
        <rect x="64" y="72" width="5" height="5" />
        <rect x="71" y="82" width="5" height="12" />
        <rect x="60" y="88" width="6" height="6" />
      </g>
      <rect x="38" y="72" width="44" height="2" fill="var(--color-accent)" />
    </Phone>
  ),
  /** Safari's "allow this profile" question. */
  allow: (
    <Phone>
      <Sheet>
        <Lines y={68} />
        <Button x={42} y={100} w={16} />
        <Button x={62} y={100} w={16} accent />
      </Sheet>
    </Phone>
  ),
  /** "Profile downloaded", with its Close button. */
  close: (
    <Phone>
      <Sheet>
        <circle cx="60" cy="76" r="8" fill="var(--color-primary)" />
        <path d="M56 76l3 3 5-6" stroke="var(--color-on-primary)" strokeWidth="2" fill="none" />
        <Button x={45} y={100} accent />
      </Sheet>
    </Phone>
  ),
  /** The Settings app's gear. */
  settings: (
    <Phone>
      <g transform="translate(60 80)">
        <circle r="16" fill="none" stroke="currentColor" strokeWidth="6" strokeDasharray="6 4.5" />
        <circle r="10" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle r="3" fill="var(--color-accent)" />
      </g>
    </Phone>
  ),
  /** The profile screen with Install at the top right. */
  install: (
    <Phone>
      <rect x="66" y="22" width="20" height="8" rx="4" fill="var(--color-accent)" />
      <rect x="36" y="40" width="48" height="20" rx="4" fill="var(--color-surface)" />
      <circle cx="45" cy="50" r="5" fill="currentColor" />
      <rect x="54" y="47" width="24" height="3" rx="1.5" fill="var(--color-border)" />
      <Lines y={70} />
      <Lines y={88} />
    </Phone>
  ),
  /** The passcode dots and keypad. */
  passcode: (
    <Phone>
      <g fill="currentColor">
        {[44, 52, 60, 68, 76].map((x) => (
          <circle key={x} cx={x} cy="40" r="2.5" />
        ))}
      </g>
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        {[0, 1, 2, 3].map((row) =>
          [0, 1, 2].map((col) =>
            row === 3 && col !== 1 ? null : (
              <circle key={`${row}-${col}`} cx={46 + col * 14} cy={62 + row * 18} r="5.5" />
            ),
          ),
        )}
      </g>
    </Phone>
  ),
  /** Safari's toolbar with the Share button raised. */
  share: (
    <Phone>
      <rect x="33" y="132" width="54" height="18" fill="var(--color-surface)" />
      <g transform="translate(60 141)" stroke="var(--color-accent)" strokeWidth="2" fill="none">
        <path d="M-5 -2v8h10v-8" />
        <path d="M0 3v-11M-3 -5l3 -3 3 3" />
      </g>
      <Lines y={40} />
      <Lines y={60} />
    </Phone>
  ),
  /** The share sheet's "Add to Home Screen" row. */
  add: (
    <Phone>
      <rect x="33" y="70" width="54" height="80" rx="6" fill="var(--color-surface)" />
      <rect x="38" y="80" width="44" height="12" rx="3" fill="var(--color-surface-2)" />
      <rect x="38" y="96" width="44" height="12" rx="3" fill="var(--color-accent)" />
      <path d="M74 98v8M70 102h8" stroke="var(--color-on-accent)" strokeWidth="2" />
      <rect x="38" y="112" width="44" height="12" rx="3" fill="var(--color-surface-2)" />
    </Phone>
  ),
  /** The "Add" confirmation and the new icon. */
  confirm: (
    <Phone>
      <rect x="68" y="22" width="16" height="8" rx="4" fill="var(--color-accent)" />
      <rect x="50" y="60" width="20" height="20" rx="5" fill="var(--color-primary)" />
      <path d="M55 66v9h7v-2.5h-4.5V66z" fill="var(--color-on-primary)" />
      <rect x="46" y="86" width="28" height="3" rx="1.5" fill="var(--color-border)" />
    </Phone>
  ),
} satisfies Record<string, ReactNode>;
