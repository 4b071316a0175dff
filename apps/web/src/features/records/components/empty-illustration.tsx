/** A receipt under a magnifying glass: nothing found. Decorative; the text beside it speaks. */
export function EmptyIllustration() {
  return (
    <svg viewBox="0 0 120 100" width="120" height="100" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="92" rx="40" ry="5" fill="var(--color-border)" />
      <path
        d="M30 10h46l10 10v66l-6-4-6 4-6-4-6 4-6-4-6 4-6-4-6 4-6-4-6 4V12a2 2 0 0 1 2-2z"
        fill="var(--color-surface)"
        stroke="var(--color-text-muted)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M76 10v10h10" fill="none" stroke="var(--color-text-muted)" strokeWidth="2.5" />
      <g stroke="var(--color-border)" strokeWidth="4" strokeLinecap="round">
        <path d="M40 30h30" />
        <path d="M40 42h22" />
        <path d="M40 54h26" />
      </g>
      <circle
        cx="76"
        cy="62"
        r="14"
        fill="var(--color-surface-2)"
        stroke="var(--color-primary)"
        strokeWidth="4"
      />
      <path d="M86 72l12 12" stroke="var(--color-primary)" strokeWidth="6" strokeLinecap="round" />
      <path
        d="M70 58a8 8 0 0 1 8-4"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
