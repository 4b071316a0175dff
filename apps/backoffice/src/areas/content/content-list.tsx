import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { BoContentState } from '@app/contracts/backoffice';
import { Dialog } from '../../components/dialog.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { StateBadge } from './content-nav.tsx';
import { ScheduleText } from './schedule-text.tsx';

/**
 * What the banners and promotions lists share: their common columns, each row's actions (edit,
 * move, publish, remove), the list's notice and the remove dialog.
 */

interface ListItem {
  id: number;
  enabled: boolean;
}

interface ContentRow extends ListItem {
  title: { PT: string; EN: string };
  sequence: number;
  state: BoContentState;
  publishAt: string | null;
  unpublishAt: string | null;
}

type Done = { onSuccess: () => void };

/** The part of a list's mutations (useBannerActions, usePromotionActions) the list uses. */
export interface ListActions {
  enabled: {
    isPending: boolean;
    mutate(variables: { id: number; enabled: boolean }, options: Done): void;
  };
  remove: {
    isPending: boolean;
    error: Error | null;
    reset(): void;
    mutate(id: number, options: Done): void;
  };
  order: { isPending: boolean };
}

/** The ids with `id` moved one place up (-1) or down (1); null when it cannot move. */
export function movedIds(ids: number[], id: number, by: -1 | 1): number[] | null {
  const at = ids.indexOf(id);
  const to = at + by;
  if (to < 0 || to >= ids.length) return null;
  const moved = [...ids];
  [moved[at], moved[to]] = [moved[to]!, moved[at]!];
  return moved;
}

/** The list's notice, publishing at once, and the row being removed. */
export function useContentList<T extends ListItem>(
  actions: ListActions,
  titleOf: (item: T) => string,
) {
  const { t } = useTranslation('content');
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState<T | null>(null);

  const toggle = (item: T) => {
    const name = titleOf(item);
    setNotice('');
    actions.enabled.mutate(
      { id: item.id, enabled: !item.enabled },
      {
        onSuccess: () =>
          setNotice(t(item.enabled ? 'list.unpublished' : 'list.published', { name })),
      },
    );
  };

  const askRemove = (item: T) => {
    actions.remove.reset();
    setRemoving(item);
  };

  const confirmRemove = () => {
    const target = removing;
    if (!target) return;
    actions.remove.mutate(target.id, {
      onSuccess: () => {
        setRemoving(null);
        setNotice(t('list.removed', { name: titleOf(target) }));
      },
    });
  };

  return { notice, setNotice, removing, setRemoving, toggle, askRemove, confirmRemove };
}

/** One row's actions: edit for everyone; move, publish and remove for writers. */
export function RowActions({
  editTo,
  name,
  enabled,
  canWrite,
  actions,
  onMove,
  onToggle,
  onRemove,
}: {
  editTo: string;
  name: string;
  enabled: boolean;
  canWrite: boolean;
  actions: ListActions;
  onMove: (by: -1 | 1) => void;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('content');
  return (
    <div className="content-actions">
      <Link to={editTo} aria-label={t('list.editNamed', { name })}>
        {t('list.edit')}
      </Link>
      {canWrite ? (
        <>
          <button
            type="button"
            className="ghost"
            aria-label={t('list.upNamed', { name })}
            disabled={actions.order.isPending}
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="ghost"
            aria-label={t('list.downNamed', { name })}
            disabled={actions.order.isPending}
            onClick={() => onMove(1)}
          >
            ↓
          </button>
          <button
            type="button"
            className="secondary"
            aria-label={t(enabled ? 'list.unpublishNamed' : 'list.publishNamed', { name })}
            disabled={actions.enabled.isPending}
            onClick={onToggle}
          >
            {enabled ? t('list.unpublish') : t('list.publish')}
          </button>
          <button
            type="button"
            className="danger"
            aria-label={t('list.removeNamed', { name })}
            onClick={onRemove}
          >
            {t('list.remove')}
          </button>
        </>
      ) : null}
    </div>
  );
}

/** Asks before removing a row (`name` is null while no row is being removed). */
export function RemoveDialog({
  name,
  actions,
  onClose,
  onConfirm,
}: {
  name: string | null;
  actions: ListActions;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('content');
  return (
    <Dialog
      title={t('list.removeTitle', { name: name ?? '' })}
      open={name !== null}
      onClose={onClose}
    >
      <div className="stack">
        <p>{t('list.removeText')}</p>
        <ErrorText error={actions.remove.error} />
        <div className="row end">
          <button type="button" className="secondary" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button
            type="button"
            className="danger"
            disabled={actions.remove.isPending}
            onClick={onConfirm}
          >
            {t('list.remove')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * The columns both lists have: the name (PT above, EN below), and the order, state, schedule
 * and actions that end each row.
 */
export function useContentColumns<T extends ContentRow>(
  titleOf: (row: T) => string,
  actionsOf: (row: T) => ReactNode,
) {
  const { t } = useTranslation('content');
  const column = createColumnHelper<T>();
  const title: ColumnDef<T, string> = column.accessor((row) => titleOf(row), {
    id: 'title',
    header: t('list.name'),
    cell: (info) => (
      <span>
        {info.row.original.title.PT}
        <br />
        <small className="muted" lang="en">
          {info.row.original.title.EN}
        </small>
      </span>
    ),
  });
  const tail = [
    column.accessor((row) => row.sequence, {
      id: 'sequence',
      header: t('list.order'),
      meta: { numeric: true },
    }),
    column.accessor((row) => row.state, {
      id: 'state',
      header: t('list.state'),
      cell: (info) => <StateBadge state={info.getValue()} />,
    }),
    column.display({
      id: 'schedule',
      header: t('list.schedule'),
      cell: (info) => (
        <ScheduleText from={info.row.original.publishAt} until={info.row.original.unpublishAt} />
      ),
    }),
    column.display({
      id: 'actions',
      header: t('list.actions'),
      cell: (info) => actionsOf(info.row.original),
    }),
  ] as ColumnDef<T, unknown>[];
  return { title, tail };
}
