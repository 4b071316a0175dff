import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { FEEDBACK_TYPE_VALUES } from '@app/contracts';
import {
  BO_FEEDBACK_ASSIGNED,
  BO_FEEDBACK_SORTS,
  BO_FEEDBACK_STATUSES,
  type BoFeedbackQuery,
  type BoFeedbackRow,
} from '@app/contracts/backoffice';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { DateTime } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useFeedbackList } from './use-feedback.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';

const PAGE_SIZE = 25;
const FILTER_KEYS = ['status', 'type', 'assigned', 'member', 'from', 'to'] as const;
type Filters = Record<(typeof FILTER_KEYS)[number], string>;

/** The instant a local day starts (the operator's time zone), as the API's ISO instant. */
const dayStart = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays).toISOString();
};

/** Sortable columns and the server's sort each stands for. */
const SORT_OF: Record<string, (typeof BO_FEEDBACK_SORTS)[number]> = {
  createdAt: 'created',
  status: 'status',
  type: 'type',
};

const helper = createColumnHelper<BoFeedbackRow>();

/** The inbox: filters kept in the address (so Back returns to the same list), server paging. */
export function FeedbackInbox() {
  const { t } = useTranslation('feedback');
  const [params, update] = useUrlFilters();
  const applied = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as Filters;
  const [draft, setDraft] = useState<Filters>(applied);
  const offset = Number(params.get('offset') ?? 0) || 0;
  const sortId = params.get('sort') ?? 'createdAt';
  const desc = params.get('order') !== 'asc';

  const query: BoFeedbackQuery = {
    limit: PAGE_SIZE,
    offset,
    sort: SORT_OF[sortId] ?? 'created',
    order: desc ? 'desc' : 'asc',
    ...(applied.status ? { status: applied.status as BoFeedbackQuery['status'] } : {}),
    ...(applied.type ? { type: Number(applied.type) } : {}),
    ...(applied.assigned ? { assigned: applied.assigned as BoFeedbackQuery['assigned'] } : {}),
    ...(applied.member.trim() ? { member: applied.member.trim() } : {}),
    ...(applied.from ? { from: dayStart(applied.from) } : {}),
    ...(applied.to ? { to: dayStart(applied.to, 1) } : {}),
  };
  const list = useFeedbackList(query);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ ...draft, offset: '' });
  };
  const clear = () => {
    const empty = Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Filters;
    setDraft(empty);
    update({ ...empty, offset: '' });
  };
  const sorting: SortingState = [{ id: sortId, desc }];

  const typeLabel = (type: number) => t(`types.${type}`, { defaultValue: String(type) });
  const columns: Columns<BoFeedbackRow> = [
    helper.accessor('id', {
      header: t('columns.id'),
      enableSorting: false,
      meta: { numeric: true },
    }),
    helper.accessor('createdAt', {
      header: t('columns.createdAt'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    helper.accessor('memberName', {
      header: t('columns.member'),
      enableSorting: false,
      cell: (info) => (
        <span>
          {info.getValue()} <small className="muted">#{info.row.original.memberId}</small>
        </span>
      ),
    }),
    helper.accessor('type', {
      header: t('columns.type'),
      cell: (info) => typeLabel(info.getValue()),
      meta: { csv: (row) => row.type },
    }),
    helper.accessor('content', {
      header: t('columns.content'),
      enableSorting: false,
      cell: (info) => {
        const text = info.getValue();
        return <span title={text}>{text.length > 90 ? `${text.slice(0, 90)}…` : text}</span>;
      },
    }),
    helper.accessor('status', {
      header: t('columns.status'),
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    helper.accessor((row) => row.assignedTo?.displayName ?? '', {
      id: 'assignedTo',
      header: t('columns.assignedTo'),
      enableSorting: false,
      cell: (info) => info.getValue() || t('nobody'),
      meta: { csv: (row) => row.assignedTo?.username ?? '' },
    }),
    helper.display({
      id: 'open',
      header: t('columns.open'),
      cell: (info) => (
        <Link
          to={String(info.row.original.id)}
          aria-label={t('openItem', { id: info.row.original.id })}
        >
          {t('columns.open')}
        </Link>
      ),
    }),
  ];

  const select = (
    key: 'status' | 'type' | 'assigned',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Field label={label}>
      {(props) => (
        <select
          {...props}
          value={draft[key]}
          onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        >
          <option value="">{t('any')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <div className="stack">
      <PageHeader title={t('title')} />
      <form className="card stack" onSubmit={apply} aria-label={t('filters')}>
        <div className="grid">
          {select(
            'status',
            t('status'),
            BO_FEEDBACK_STATUSES.map((status) => ({
              value: status,
              label: t(`statuses.${status}`),
            })),
          )}
          {select(
            'type',
            t('type'),
            FEEDBACK_TYPE_VALUES.map((type) => ({ value: String(type), label: typeLabel(type) })),
          )}
          {select(
            'assigned',
            t('assigned'),
            BO_FEEDBACK_ASSIGNED.map((value) => ({
              value,
              label: t(`assignedOptions.${value}`),
            })),
          )}
          <Field label={t('member')}>
            {(props) => (
              <input
                {...props}
                type="search"
                maxLength={64}
                value={draft.member}
                onChange={(event) => setDraft({ ...draft, member: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('from')}>
            {(props) => (
              <input
                {...props}
                type="date"
                value={draft.from}
                onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('to')}>
            {(props) => (
              <input
                {...props}
                type="date"
                value={draft.to}
                onChange={(event) => setDraft({ ...draft, to: event.target.value })}
              />
            )}
          </Field>
        </div>
        <div className="row">
          <button type="submit">{t('apply')}</button>
          <button type="button" className="secondary" onClick={clear}>
            {t('clear')}
          </button>
        </div>
      </form>
      {list.isError ? <ErrorText error={list.error} /> : null}
      <DataTable
        caption={t('inbox')}
        columns={columns}
        data={list.data?.rows ?? []}
        loading={list.isFetching}
        csvName="feedback"
        paging={{
          limit: PAGE_SIZE,
          offset,
          total: list.data?.total ?? 0,
          onChange: (next) => update({ offset: next ? String(next) : '' }),
        }}
        sorting={{
          state: sorting,
          onChange: (next) => {
            const first = next[0];
            // A third click on TanStack's cycle clears the sort: back to newest first.
            update({
              sort: first && first.id !== 'createdAt' ? first.id : '',
              order: first && !first.desc ? 'asc' : '',
              offset: '',
            });
          },
        }}
      />
    </div>
  );
}
