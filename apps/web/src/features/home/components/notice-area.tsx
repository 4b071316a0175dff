import { useTranslation } from 'react-i18next';
import type { Announcement } from '@app/contracts';
import styles from './notice-area.module.css';

const MAX_NOTICES = 3;

/**
 * Plain text of server HTML. DOMParser builds an inert document (no scripts run, no images
 * load), and React renders the text as text, so nothing from the server is injected.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script, style, template, noscript')) node.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Notice area: the pop-up (PU) announcements as short readable notes. */
export function NoticeArea({ notices }: { notices: readonly Announcement[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  const headingId = 'home-notice-title';
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z"
          />
        </svg>
        {t('home.notice.title')}
      </h2>
      <ul className={styles.list}>
        {notices.slice(0, MAX_NOTICES).map((notice) => (
          <li key={notice.id} className={styles.item}>
            <strong className={styles.title}>{notice.title}</strong>
            <span className={styles.text}>{htmlToText(notice.content)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
