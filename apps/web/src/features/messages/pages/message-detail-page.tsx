import '../i18n/texts.ts';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useAnnouncement, useMarkRead } from '../api/messages-queries.ts';
import { MessageScreen } from '../components/message-screen.tsx';
import { messageDate } from '../lib/format.ts';
import styles from '../components/messages.module.css';

/** /m/messageDetail?id={id}: one announcement, marked read when it is shown. */
export function MessageDetailPage() {
  const { t } = useTranslation();
  const [params] = useUrlQuery();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const query = useAnnouncement(id);
  const markRead = useMarkRead('announcements');
  const item = query.data;

  useEffect(() => {
    if (item && !item.read) markRead(item);
    // Once per shown announcement.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item?.id]);

  return (
    <MessageScreen>
      {item ? (
        <article className={styles.detail} aria-labelledby="message-detail-title">
          <h2 id="message-detail-title" className={styles.detailTitle}>
            {item.title}
          </h2>
          <time className={styles.date} dateTime={item.startDate}>
            {messageDate(item.startDate)}
          </time>
          <SafeHtml className={styles.content} html={item.content} />
        </article>
      ) : query.isPending && id !== null ? (
        <p className="sr-only" role="status">
          {t('messages.loading')}
        </p>
      ) : (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>{t('messages.detail.notFound')}</p>
          {query.isError && (
            <button type="button" className={styles.button} onClick={() => void query.refetch()}>
              {t('messages.retry')}
            </button>
          )}
        </div>
      )}
      <Link className={styles.secondary} to="/message">
        {t('messages.detail.back')}
      </Link>
    </MessageScreen>
  );
}
