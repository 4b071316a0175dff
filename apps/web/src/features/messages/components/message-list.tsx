import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.ts';
import {
  ListEnd,
  ListFailure,
  ListSkeleton,
  pagedListTexts,
  type PagedQuery,
} from '../../../components/paged-list/paged-list-parts.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import type { MessageItem } from '../api/messages-queries.ts';
import { messageDate } from '../lib/format.ts';
import { EmptyPanel } from './empty-panel.tsx';
import styles from './messages.module.css';

interface MessageListProps {
  query: PagedQuery;
  items: readonly MessageItem[];
  /** The list's accessible name. */
  label: string;
  emptyHint: string;
  /** Called when an item is opened (the mark-read order runs there). */
  onOpen: (item: MessageItem) => void;
  /** An item to open at once (a ticker title tapped); give the list `key={openId}`. */
  openId?: number | null;
  /** Guests and type 4 have no read state: nothing is marked unread for them. */
  showReadState: boolean;
}

/**
 * A message list in each of its states: skeleton, failure with retry, "no data", and items
 * that expand on tap to their HTML content (cleaned again by SafeHtml) with the start date as
 * YYYY-MM-DD; the next page comes by infinite scroll (and a button, for keyboards).
 */
export function MessageList({
  query,
  items,
  label,
  emptyHint,
  onOpen,
  openId = null,
  showReadState,
}: MessageListProps) {
  const { t } = useTranslation();
  // The item asked for opens expanded; a new `openId` remounts the list (its key).
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(openId !== null ? [openId] : []),
  );
  useInfiniteScroll({
    enabled: query.hasNextPage && !query.isFetching && !query.isError,
    onLoadMore: () => void query.fetchNextPage(),
  });

  // A title tapped in the ticker opens here once its item is loaded.
  const target = openId !== null ? items.find((item) => item.id === openId) : undefined;
  useEffect(() => {
    if (!target) return;
    onOpen(target);
    document.getElementById(`message-${target.id}`)?.scrollIntoView?.({ block: 'nearest' });
    // Once per target id: `onOpen` and the item's read flag change after the first open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target?.id]);

  const texts = pagedListTexts(t, 'messages');
  if (query.isPending) {
    return (
      <ListSkeleton
        listClassName={styles.list}
        rowClassName={styles.item}
        loading={texts.loading}
        testId="messages-skeleton"
      />
    );
  }

  if (query.isError && items.length === 0) return <ListFailure query={query} texts={texts} />;

  if (items.length === 0) return <EmptyPanel hint={emptyHint} />;

  const toggle = (item: MessageItem) => {
    const open = !expanded.has(item.id);
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(item.id);
      else next.delete(item.id);
      return next;
    });
    if (open) onOpen(item);
  };

  return (
    <div>
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => (
          <MessageRow
            key={item.id}
            item={item}
            unread={showReadState && !item.read}
            expanded={expanded.has(item.id)}
            onToggle={() => toggle(item)}
          />
        ))}
      </ul>
      <ListEnd query={query} texts={texts} />
    </div>
  );
}

function MessageRow({
  item,
  unread,
  expanded,
  onToggle,
}: {
  item: MessageItem;
  unread: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const contentId = useId();
  return (
    <li id={`message-${item.id}`} className={`${styles.item} ${unread ? styles.unread : ''}`}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={onToggle}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.title}>
            {item.title}
            {unread && <span className="sr-only">{`, ${t('messages.unreadItem')}`}</span>}
          </span>
          <svg
            className={styles.chevron}
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
          >
            <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
          </svg>
          <time className={styles.date} dateTime={item.startDate}>
            {messageDate(item.startDate)}
          </time>
        </button>
      </h2>
      <div id={contentId} hidden={!expanded}>
        {expanded && <SafeHtml className={styles.content} html={item.content} />}
      </div>
    </li>
  );
}
