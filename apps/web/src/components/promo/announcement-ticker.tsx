import { useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Announcement } from '@app/contracts';
import styles from './announcement-ticker.module.css';

type Props = {
  announcements: readonly Announcement[] | undefined;
  onOpen: (announcement: Announcement) => void;
};

/** Roughly 60 px per second whatever the text length, so long lists do not race past. */
const SECONDS_PER_CHAR = 0.16;
const MIN_SECONDS = 12;
const SPEAKER_ICON =
  'M3 10v4a1 1 0 0 0 1 1h3l5 4V5L7 9H4a1 1 0 0 0-1 1Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z';
const PLAY_ICON = 'M7 4.5v15l12-7.5z';

/**
 * Scrolling announcement titles (PL). Two copies of the list run back to back so the loop has
 * no gap; the copy is hidden from assistive technology and keyboard. Hover, focus or a touch
 * holds it still; with reduced motion it becomes a plain horizontally scrollable row.
 */
export function AnnouncementTicker({ announcements, onOpen }: Props) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const loading = announcements === undefined;
  if (!loading && announcements.length === 0) return null;

  const chars = (announcements ?? []).reduce((sum, item) => sum + item.title.length + 8, 0);
  const style = {
    '--ticker-duration': `${Math.max(MIN_SECONDS, chars * SECONDS_PER_CHAR)}s`,
  } as CSSProperties;

  const list = (copy: boolean) => (
    <ul className={styles.list} aria-hidden={copy || undefined} data-copy={copy || undefined}>
      {(announcements ?? []).map((item) => (
        <li key={item.id} className={styles.item}>
          <button
            type="button"
            className={styles.title}
            tabIndex={copy ? -1 : undefined}
            onClick={() => onOpen(item)}
          >
            {item.title}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section
      className={styles.ticker}
      aria-label={t('home.ticker.label')}
      aria-busy={loading}
      data-paused={paused || undefined}
    >
      {/* WCAG 2.2.2: moving text needs a way to stop it, also on touch screens. */}
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={paused}
        aria-label={t('home.ticker.pause')}
        onClick={() => setPaused((value) => !value)}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d={paused ? PLAY_ICON : SPEAKER_ICON} />
        </svg>
      </button>
      <div className={styles.viewport}>
        {loading ? (
          <span className={styles.placeholder} />
        ) : (
          <div className={styles.track} style={style}>
            {list(false)}
            {list(true)}
          </div>
        )}
      </div>
    </section>
  );
}
