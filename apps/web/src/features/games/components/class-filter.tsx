import { useEffect, useRef } from 'react';
import styles from './class-filter.module.css';

export interface ClassOption {
  value: string;
  label: string;
}

type Props = {
  options: readonly ClassOption[];
  value: string;
  /** Asked for on a tap; the page decides (a guest's FAV stays unchosen). */
  onChange: (value: string) => void;
  /** The group's accessible name. */
  label: string;
  className?: string;
};

/**
 * The game-class row of the game list page (spec 2 and 4: ALL, NEW, FAV, then one per vendor):
 * one line of toggle chips that scrolls sideways, exactly one pressed.
 */
export function ClassFilter({ options, value, onChange, label, className }: Props) {
  const row = useRef<HTMLUListElement>(null);

  // The chosen chip may sit beyond the row's right edge (a vendor far along): bring it in
  // sideways only, never by scrolling the page.
  useEffect(() => {
    const list = row.current;
    const chip = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !chip) return;
    const left = chip.offsetLeft - list.offsetLeft;
    const right = left + chip.offsetWidth;
    if (left >= list.scrollLeft && right <= list.scrollLeft + list.clientWidth) return;
    list.scrollTo?.({ left: Math.max(0, left - 12), behavior: 'smooth' });
  }, [value]);

  return (
    <div role="group" aria-label={label} className={className}>
      <ul ref={row} className={styles.row}>
        {options.map((option) => {
          const pressed = option.value === value;
          return (
            <li key={option.value}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={pressed}
                onClick={() => {
                  if (!pressed) onChange(option.value);
                }}
              >
                {option.label}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
