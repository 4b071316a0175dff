import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { NewsItem } from '@app/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useNews } from '../api/widget-queries.ts';
import { longDate } from '../lib/format.ts';
import { useOpenMatch } from '../lib/use-open-match.ts';
import frame from './widget.module.css';
import styles from './hot-news-widget.module.css';

/**
 * Home's hot news (spec 2): image, title and date of each item; a tap opens the item in a
 * dialog whose HTML body goes through SafeHtml (the server cleaned it when it was stored, the
 * site cleans it again). A featured match of the game provider heads the list; its dialog's
 * "bet now" opens the match like the hot-match popup. Hidden when the call fails.
 */
export function HotNewsWidget() {
  const { t } = useTranslation();
  const headingId = useId();
  const news = useNews();
  const openMatch = useOpenMatch();
  const [opened, setOpened] = useState<NewsItem | null>(null);
  if (news.isError && !news.data) return null;
  const list = news.data?.list ?? [];
  return (
    <section className={frame.widget} aria-labelledby={headingId}>
      <h2 id={headingId} className={frame.title}>
        {t('homeWidgets.news.title')}
      </h2>
      {news.isPending ? (
        <div className={frame.skeleton} aria-hidden="true" />
      ) : list.length === 0 ? (
        <p className={frame.empty}>{t('homeWidgets.news.empty')}</p>
      ) : (
        <ul className={styles.items}>
          {list.map((item) => (
            <li key={item.id} className={styles.item}>
              <button type="button" className={styles.open} onClick={() => setOpened(item)}>
                {/* Decoration: the title beside it names the item. */}
                <img
                  src={item.imageUrl}
                  alt=""
                  width={96}
                  height={36}
                  loading="lazy"
                  decoding="async"
                  className={styles.thumb}
                />
                <span className={styles.text}>
                  <span className={styles.headline}>{item.title}</span>
                  <time dateTime={item.publishedAt} className={styles.date}>
                    {longDate(item.publishedAt)}
                  </time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {opened && (
        <Dialog open onClose={() => setOpened(null)} title={opened.title}>
          <article className={styles.article}>
            <img src={opened.imageUrl} alt="" width={480} height={180} className={styles.cover} />
            <p className={frame.muted}>
              {t('homeWidgets.news.published', { date: longDate(opened.publishedAt) })}
            </p>
            <SafeHtml html={opened.content} className={styles.body} />
            {(opened.launch || opened.fixtureId) && (
              <button
                type="button"
                className={styles.betNow}
                onClick={() => {
                  setOpened(null);
                  openMatch(opened);
                }}
              >
                {t('homeWidgets.hotMatch.betNow')}
              </button>
            )}
          </article>
        </Dialog>
      )}
    </section>
  );
}
