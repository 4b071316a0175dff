import { useTranslation } from '../../../i18n/use-translation.ts';
import { ListState } from '../../../components/paged-list/paged-list-parts.tsx';

/** The spec's "no data" panel: an empty envelope and a line on what would be here. */
export function EmptyPanel({ hint }: { hint: string }) {
  const { t } = useTranslation();
  return (
    <ListState
      title={t('messages.empty')}
      hint={hint}
      art={
        <svg viewBox="0 0 120 90" width="120" height="90" aria-hidden="true" focusable="false">
          <ellipse cx="60" cy="84" rx="40" ry="5" fill="var(--color-border)" />
          <rect
            x="20"
            y="18"
            width="80"
            height="56"
            rx="6"
            fill="var(--color-surface)"
            stroke="var(--color-text-muted)"
            strokeWidth="2.5"
          />
          <path
            d="M22 22l38 28 38-28"
            fill="none"
            stroke="var(--color-text-muted)"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        </svg>
      }
    />
  );
}
