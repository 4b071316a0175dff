import type { KeyboardEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * WAI-ARIA tabs whose open tab is kept in the address (`?tab=`), so a reload or a shared link
 * opens the same one. Arrow keys move between tabs, Home and End go to the first and last;
 * only the open tab's panel is drawn (each loads when opened).
 */
export function AddressTabs<T extends string>({
  idPrefix,
  tabs,
  label,
  labelOf,
  panelClassName,
  children,
}: {
  /** Ids are `<idPrefix>-tab-<tab>` and `<idPrefix>-panel-<tab>`. */
  idPrefix: string;
  /** The tabs in order; the first is open when the address names none. */
  tabs: readonly T[];
  label: string;
  labelOf: (tab: T) => string;
  panelClassName?: string;
  children: (current: T) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as T;
  const current = tabs.includes(asked) ? asked : tabs[0]!;
  const select = (tab: T) => {
    const next = new URLSearchParams(params);
    next.set('tab', tab);
    setParams(next, { replace: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current);
    const move = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key !== 'Home' && event.key !== 'End' && move === 0) return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? tabs[0]!
        : event.key === 'End'
          ? tabs[tabs.length - 1]!
          : tabs[(index + move + tabs.length) % tabs.length]!;
    select(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  };
  return (
    <section className="stack">
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls={`${idPrefix}-panel-${tab}`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => select(tab)}
          >
            {labelOf(tab)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${current}`}
        aria-labelledby={`${idPrefix}-tab-${current}`}
        className={panelClassName}
      >
        {children(current)}
      </div>
    </section>
  );
}
