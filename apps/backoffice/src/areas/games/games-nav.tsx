import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Games | Vendors | Hot list and menus. */
export function GamesNav() {
  const { t } = useTranslation('games');
  const tone = ({ isActive }: { isActive: boolean }) => (isActive ? 'badge ok' : 'badge');
  return (
    <nav aria-label={t('sections')} className="row">
      <NavLink to="/games" end className={tone}>
        {t('nav.games')}
      </NavLink>
      <NavLink to="/games/vendors" end className={tone}>
        {t('nav.vendors')}
      </NavLink>
      <NavLink to="/games/ordering" end className={tone}>
        {t('nav.ordering')}
      </NavLink>
    </nav>
  );
}

/** An on/off switch named for what it turns on (tests and screen readers find it by that). */
export function Switch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      role="switch"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** Up and down buttons of one entry of an ordered list. */
export function MoveButtons({
  upLabel,
  downLabel,
  first,
  last,
  busy,
  onMove,
}: {
  upLabel: string;
  downLabel: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
}) {
  return (
    <span className="row">
      <button
        type="button"
        className="secondary"
        aria-label={upLabel}
        title={upLabel}
        disabled={first || busy}
        onClick={() => onMove('up')}
      >
        ↑
      </button>
      <button
        type="button"
        className="secondary"
        aria-label={downLabel}
        title={downLabel}
        disabled={last || busy}
        onClick={() => onMove('down')}
      >
        ↓
      </button>
    </span>
  );
}
