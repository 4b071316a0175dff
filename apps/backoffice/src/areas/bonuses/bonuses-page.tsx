import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BO_BONUS_SOURCE_FILTERS,
  BO_BONUS_STATUS_FILTERS,
  type BoBonusListQuery,
  type BoBonusRow,
} from '@app/contracts/backoffice';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { money } from '../../lib/format.ts';
import { BonusesNav } from './area-nav.tsx';
import { MemberSearch } from './member-search.tsx';
import { useBonuses } from './bonuses-api.ts';
import { BonusStatusBadge } from './status-badge.tsx';
import { useUrlFilters } from '../../lib/use-url-filters.ts';

const PAGE_SIZE = 25;
type StatusFilter = (typeof BO_BONUS_STATUS_FILTERS)[number];
type SourceFilter = (typeof BO_BONUS_SOURCE_FILTERS)[number];

const helper = createColumnHelper<BoBonusRow>();

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** Who granted a bonus: its deposit, or the operator's user name. */
export function useGrantedBy() {
  const { t } = useTranslation('bonuses');
  return (row: Pick<BoBonusRow, 'grantedBy'>) => {
    const deposit = /^deposit:(\d+)$/.exec(row.grantedBy);
    return deposit ? t('grantedByDeposit', { id: deposit[1] }) : row.grantedBy;
  };
}

/** /bo/bonuses: every bonus newest first, filtered by member, status and source (in the address). */
export function BonusesPage() {
  const { t, i18n } = useTranslation('bonuses');
  const [params, update] = useUrlFilters({ status: 'all', source: 'all' });
  const member = params.get('member') ?? '';
  const status = pick<StatusFilter>(BO_BONUS_STATUS_FILTERS, params.get('status'), 'all');
  const source = pick<SourceFilter>(BO_BONUS_SOURCE_FILTERS, params.get('source'), 'all');
  const offset = Number(params.get('offset') ?? 0) || 0;
  const query: BoBonusListQuery = { member, status, source, limit: PAGE_SIZE, offset };
  const bonuses = useBonuses(query);
  const grantedBy = useGrantedBy();

  const columns: Columns<BoBonusRow> = [
    helper.accessor('id', { header: t('columns.id'), meta: { numeric: true } }),
    helper.accessor('userName', {
      header: t('columns.member'),
      cell: (info) => (
        <span>
          {info.getValue()} <small className="muted">#{info.row.original.memberId}</small>
        </span>
      ),
    }),
    helper.accessor('source', {
      header: t('columns.source'),
      cell: (info) =>
        info.row.original.promotionTitle || t(`sources.${info.getValue()}`, info.getValue()),
    }),
    helper.accessor('status', {
      header: t('columns.status'),
      cell: (info) => <BonusStatusBadge status={info.getValue()} />,
    }),
    helper.accessor('amountCents', {
      header: t('columns.amount'),
      cell: (info) => <Money cents={info.getValue()} />,
      meta: { numeric: true, csv: (row) => (row.amountCents / 100).toFixed(2) },
    }),
    helper.accessor('balanceCents', {
      header: t('columns.balance'),
      cell: (info) => {
        const value = info.getValue();
        return value === null ? '—' : <Money cents={value} />;
      },
      meta: {
        numeric: true,
        csv: (row) => (row.balanceCents === null ? '' : (row.balanceCents / 100).toFixed(2)),
      },
    }),
    helper.accessor('wageredCents', {
      header: t('columns.wagering'),
      cell: (info) =>
        t('wageringOf', {
          wagered: money(info.getValue(), i18n.language),
          required: money(info.row.original.wageringRequiredCents, i18n.language),
        }),
      meta: { csv: (row) => `${row.wageredCents / 100}/${row.wageringRequiredCents / 100}` },
    }),
    helper.accessor('createdAt', {
      header: t('columns.createdAt'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    helper.accessor('expiresAt', {
      header: t('columns.expiresAt'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    helper.accessor('grantedBy', {
      header: t('columns.grantedBy'),
      cell: (info) => grantedBy(info.row.original),
    }),
    helper.accessor('note', { header: t('columns.note') }),
    helper.display({
      id: 'open',
      header: t('columns.open'),
      cell: (info) => (
        <Link
          to={`/bonuses/${info.row.original.id}`}
          aria-label={t('openBonus', {
            id: info.row.original.id,
            name: info.row.original.userName,
          })}
        >
          {t('columns.open')}
        </Link>
      ),
    }),
  ];

  return (
    <div className="stack">
      <PageHeader title={t('title')} />
      <BonusesNav />
      <div className="card row" role="search" aria-label={t('filters')}>
        <MemberSearch
          member={member}
          labels={{ member: t('member'), search: t('search'), clear: t('clear') }}
          onSearch={(text) => update({ member: text, offset: '' })}
        />
        <Field label={t('status')}>
          {(props) => (
            <select
              {...props}
              value={status}
              onChange={(event) => update({ status: event.target.value, offset: '' })}
            >
              {BO_BONUS_STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`statuses.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('source')}>
          {(props) => (
            <select
              {...props}
              value={source}
              onChange={(event) => update({ source: event.target.value, offset: '' })}
            >
              {BO_BONUS_SOURCE_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`sources.${value}`, value)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {bonuses.isError ? <ErrorText error={bonuses.error} /> : null}
      <DataTable
        caption={t('list')}
        columns={columns}
        data={bonuses.data?.rows ?? []}
        loading={bonuses.isFetching}
        csvName="bonuses"
        emptyText={t('empty')}
        paging={{
          limit: PAGE_SIZE,
          offset,
          total: bonuses.data?.total ?? 0,
          onChange: (next) => update({ offset: next ? String(next) : '' }),
        }}
      />
    </div>
  );
}
