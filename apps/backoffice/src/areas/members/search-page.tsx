import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import {
  BO_MEMBER_SEARCH_KEYS,
  BO_MEMBER_SORTS,
  type BoMemberRow,
  type BoMemberSearchKey,
  type BoMemberSort,
} from '@app/contracts/backoffice';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useMemberSearch, type SearchParams } from './members-api.ts';
import { StatusBadge } from './status-badge.tsx';

const PAGE = 50;

function pick<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/** The search's state lives in the address: a search can be reloaded, shared and gone back to. */
function useSearchState(): [SearchParams, (next: Partial<SearchParams>) => void] {
  const [params, setParams] = useSearchParams();
  const state: SearchParams = {
    key: pick(params.get('key'), BO_MEMBER_SEARCH_KEYS, 'account'),
    q: params.get('q') ?? '',
    sort: pick(params.get('sort'), BO_MEMBER_SORTS, 'registered'),
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    limit: PAGE,
    offset: Math.max(0, Number(params.get('offset')) || 0),
  };
  const update = (next: Partial<SearchParams>) => {
    const merged = { ...state, ...next };
    const search = new URLSearchParams();
    search.set('key', merged.key);
    if (merged.q) search.set('q', merged.q);
    search.set('sort', merged.sort);
    search.set('order', merged.order);
    if (merged.offset) search.set('offset', String(merged.offset));
    setParams(search);
  };
  return [state, update];
}

/** Members: search by account, real name, mobile, e-mail or id; sorted and paged on the server. */
export function SearchPage() {
  const { t } = useTranslation('members');
  const [state, update] = useSearchState();
  const [key, setKey] = useState<BoMemberSearchKey>(state.key);
  const [q, setQ] = useState(state.q);
  const search = useMemberSearch(state);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ key, q: q.trim(), offset: 0 });
  };

  const columns = useColumns();
  const sorting: SortingState = [{ id: state.sort, desc: state.order === 'desc' }];

  return (
    <>
      <PageHeader title={t('title')} />
      <form className="card row" role="search" aria-label={t('search.label')} onSubmit={submit}>
        <label className="inline">
          {t('search.key')}
          <select value={key} onChange={(e) => setKey(e.target.value as BoMemberSearchKey)}>
            {BO_MEMBER_SEARCH_KEYS.map((option) => (
              <option key={option} value={option}>
                {t(`search.keys.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <input
          type="search"
          aria-label={t('search.query')}
          placeholder={t(`search.keys.${key}`)}
          value={q}
          maxLength={100}
          inputMode={key === 'id' || key === 'mobile' ? 'numeric' : undefined}
          onChange={(e) => setQ(e.target.value)}
          style={{ flex: '1 1 280px' }}
        />
        <button type="submit">{t('search.submit')}</button>
        <span className="muted">{t('search.trialNote')}</span>
      </form>
      <ErrorText error={search.error} />
      <DataTable<BoMemberRow>
        caption={t('search.results')}
        columns={columns}
        data={search.data?.rows ?? []}
        loading={search.isFetching}
        emptyText={t('search.empty')}
        csvName="members"
        paging={{
          limit: state.limit,
          offset: state.offset,
          total: search.data?.total ?? 0,
          onChange: (offset) => update({ offset }),
        }}
        sorting={{
          state: sorting,
          onChange: (next) => {
            const first = next[0];
            const sort = pick(first?.id ?? null, BO_MEMBER_SORTS, 'registered') as BoMemberSort;
            update({ sort, order: first && !first.desc ? 'asc' : 'desc', offset: 0 });
          },
        }}
      />
    </>
  );
}

const column = createColumnHelper<BoMemberRow>();

function useColumns(): Columns<BoMemberRow> {
  const { t } = useTranslation('members');
  return useMemo(
    () => [
      column.accessor('id', {
        header: t('columns.id'),
        enableSorting: false,
        cell: (info) => <Link to={`/members/${info.getValue()}`}>{info.getValue()}</Link>,
      }),
      column.accessor('userName', {
        header: t('columns.account'),
        enableSorting: false,
        cell: (info) => <Link to={`/members/${info.row.original.id}`}>{info.getValue()}</Link>,
      }),
      column.accessor('realName', { header: t('columns.realName'), enableSorting: false }),
      column.accessor((row) => [row.mobile, row.email].filter(Boolean).join(' / '), {
        id: 'contact',
        header: t('columns.contact'),
        enableSorting: false,
        cell: (info) => (
          <span className="stack" style={{ gap: 0 }}>
            {info.row.original.mobile ? (
              <span style={{ whiteSpace: 'nowrap' }}>{info.row.original.mobile}</span>
            ) : null}
            {info.row.original.email ? (
              <span style={{ overflowWrap: 'anywhere' }}>{info.row.original.email}</span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('status', {
        header: t('columns.status'),
        enableSorting: false,
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor('vipLevel', { header: t('columns.vip'), enableSorting: false }),
      column.accessor('balanceCents', {
        id: 'balance',
        header: t('columns.balance'),
        meta: { numeric: true, csv: (row) => (row.balanceCents / 100).toFixed(2) },
        cell: (info) => (
          <span style={{ whiteSpace: 'nowrap' }}>
            <Money cents={info.getValue()} />
          </span>
        ),
      }),
      column.accessor('createdAt', {
        id: 'registered',
        header: t('columns.registered'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      column.accessor('lastLoginAt', {
        id: 'lastLogin',
        header: t('columns.lastLogin'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      column.accessor('tags', {
        header: t('columns.tags'),
        enableSorting: false,
        meta: { csv: (row) => row.tags.join(' | ') },
        cell: (info) => (
          <span className="row">
            {info.getValue().map((tag: string) => (
              <span key={tag} className="badge">
                {tag}
              </span>
            ))}
          </span>
        ),
      }),
    ],
    // `t` changes with the language: the headers follow it.
    [t],
  );
}
