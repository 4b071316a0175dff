import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Announcement } from '@app/contracts';
import styles from './notice-area.module.css';

const BLOCKS = 'p, div, br, li, tr, h1, h2, h3, h4, h5, h6, blockquote, section, article';

/**
 * Plain text of server HTML. DOMParser builds an inert document (no scripts run, no images
 * load), and React renders the text as text, so nothing from the server is injected.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script, style, template, noscript')) node.remove();
  // Block boundaries become spaces, so "<p>Hello</p><p>World</p>" reads "Hello World".
  for (const node of doc.body.querySelectorAll(BLOCKS)) node.after(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

type Props = {
  /** Pop-up (PU) announcements; undefined while they load. */
  notices: readonly Announcement[] | undefined;
};

/**
 * Notice area: the latest pop-up notice in a box of fixed height (one title line, two text
 * lines), so the page below never moves when the notices arrive; the rest are one tap away.
 */
export function NoticeArea({ notices }: Props) {
  const { t } = useTranslation();
  const headingId = 'home-notice-title';
  if (notices && notices.length === 0) return null;
  const latest = notices?.[0];

  return (
    <section className={styles.notice} aria-labelledby={headingId} aria-busy={!notices}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z"
            />
          </svg>
          {t('home.notice.title')}
        </h2>
        {notices && notices.length > 1 && (
          <Link className={styles.all} to="/notice">
            {t('home.notice.all', { count: notices.length })}
          </Link>
        )}
      </div>
      {latest ? (
        <div className={styles.item}>
          <strong className={styles.title}>{latest.title}</strong>
          <span className={styles.text}>{htmlToText(latest.content)}</span>
        </div>
      ) : (
        <div className={styles.item} aria-hidden="true">
          <span className={`${styles.title} ${styles.placeholder}`} />
          <span className={`${styles.text} ${styles.placeholder}`} />
        </div>
      )}
    </section>
  );
}
