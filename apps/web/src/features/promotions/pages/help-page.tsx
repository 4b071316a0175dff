import '../i18n/texts.ts';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { HelpTopic } from '@app/contracts';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import { useHelpCenter } from '../api/promotions-queries.ts';
import { Loading, Message } from '../components/content-state.tsx';
import styles from './help.module.css';
import { rovingIndex } from '../../../lib/roving-index.ts';

/** The topic `?tag=` names (e.g. terms), else the first one (spec 2). */
export function selectedTopic(topics: readonly HelpTopic[], tag: string | null): HelpTopic {
  return topics.find((topic) => topic.tag === tag) ?? topics[0]!;
}

/**
 * /m/help and /m/help?tag=terms (spec 2): the topics down the left as a vertical tab list, the
 * chosen topic's content at the right. The footer is hidden here (chrome rules).
 */
export function HelpPage() {
  const { t } = useTranslation();
  const query = useHelpCenter();
  const [params, replaceQuery] = useUrlQuery();
  const ids = useId();
  const list = useRef<HTMLDivElement>(null);

  if (query.isPending) return <Loading label={t('helpCentre.loading')} />;
  if (query.isError) {
    return <Message text={t('helpCentre.error')} onRetry={() => void query.refetch()} />;
  }
  const topics = query.data;
  if (topics.length === 0) return <Message text={t('helpCentre.empty')} />;

  const current = selectedTopic(topics, params.get('tag'));
  const tabId = (topic: HelpTopic) => `${ids}-tab-${topic.id}`;
  const panelId = `${ids}-panel`;
  const choose = (topic: HelpTopic) =>
    replaceQuery((previous) => {
      const query = new URLSearchParams(previous);
      query.set('tag', topic.tag);
      return query;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = rovingIndex(event.key, topics.indexOf(current), topics.length, 'vertical');
    if (next === null) return;
    event.preventDefault();
    choose(topics[next]!);
    list.current?.querySelector<HTMLButtonElement>(`[data-topic="${topics[next]!.id}"]`)?.focus();
  };

  return (
    <div className={styles.layout}>
      <div
        ref={list}
        role="tablist"
        aria-orientation="vertical"
        aria-label={t('helpCentre.topics')}
        className={styles.topics}
        onKeyDown={onKeyDown}
      >
        {topics.map((topic) => {
          const selected = topic === current;
          return (
            <button
              key={topic.id}
              id={tabId(topic)}
              data-topic={topic.id}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={styles.topic}
              onClick={() => choose(topic)}
            >
              {topic.title}
            </button>
          );
        })}
      </div>
      <section
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(current)}
        className={styles.panel}
        tabIndex={0}
      >
        <h2 className={styles.heading}>{current.title}</h2>
        <SafeHtml html={current.content} className={styles.content} />
      </section>
    </div>
  );
}
