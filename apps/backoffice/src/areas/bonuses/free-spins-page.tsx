import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { FreeSpinStatus } from '@app/contracts';
import {
  BO_FREE_SPIN_STATUS_FILTERS,
  type BoFreeSpinGrant,
  type BoFreeSpinListQuery,
} from '@app/contracts/backoffice';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { BonusesNav } from './area-nav.tsx';
import { useFreeSpinGrants } from './bonuses-api.ts';
import styles from './bonuses.module.css';
import { MemberSearch } from './member-search.tsx';

const PAGE_SIZE = 25;
type StatusFilter = (typeof BO_FREE_SPIN_STATUS_FILTERS)[number];

const TONE: Record<FreeSpinStatus, string> = {
  active: 'badge ok',
  used: 'badge',
  expired: 'badge warn',
  cancelled: 'badge danger',
};

const helper = createColumnHelper<BoFreeSpinGrant>();
const cents = (value: number) => (value / 100).toFixed(2);

function statusFilter(value: string | null): StatusFilter {
  return BO_FREE_SPIN_STATUS_FILTERS.includes(value as StatusFilter)
    ? (value as StatusFilter)
    : 'all';
}

/** /bo/bonuses/free-spins: every grant of free spins newest first, by member and status. */
export function FreeSpinsPage() {
  const { t } = useTranslation('bonuses');
  const [params, update] = useUrlFilters({ status: 'all' });
  const member = params.get('member') ?? '';
  const status = statusFilter(params.get('status'));
  const offset = Number(params.get('offset') ?? 0) || 0;
  const query: BoFreeSpinListQuery = { member, status, limit: PAGE_SIZE, offset };
  const grants = useFreeSpinGrants(query);

  const grantedBy = (row: BoFreeSpinGrant) =>
    row.promotionTitle ||
    (row.grantedBy === 'registration' ? t('freeSpins.byRegistration') : row.grantedBy);

  const columns: Columns<BoFreeSpinGrant> = [
    helper.accessor('id', { header: t('freeSpins.columns.id'), meta: { numeric: true } }),
    helper.accessor('userName', {
      header: t('freeSpins.columns.member'),
      cell: (info) => (
        <span>
          {info.getValue()} <small className="muted">#{info.row.original.memberId}</small>
        </span>
      ),
    }),
    helper.accessor('gameName', {
      header: t('freeSpins.columns.game'),
      cell: (info) => (
        <span>
          {info.getValue()} <small className="muted">{info.row.original.vendorName}</small>
        </span>
      ),
    }),
    helper.accessor('spinsLeft', {
      header: t('freeSpins.columns.spins'),
      cell: (info) =>
        t('freeSpins.spinsOf', { left: info.getValue(), total: info.row.original.spinsTotal }),
      meta: { numeric: true, csv: (row) => `${row.spinsLeft}/${row.spinsTotal}` },
    }),
    helper.accessor('spinValueCents', {
      header: t('freeSpins.columns.spinValue'),
      cell: (info) => (
        <span className={styles.nowrap}>
          <Money cents={info.getValue()} />
        </span>
      ),
      meta: { numeric: true, csv: (row) => cents(row.spinValueCents) },
    }),
    helper.accessor('winningsCents', {
      header: t('freeSpins.columns.winnings'),
      cell: (info) => (
        <span className={styles.nowrap}>
          <Money cents={info.getValue()} />
        </span>
      ),
      meta: { numeric: true, csv: (row) => cents(row.winningsCents) },
    }),
    helper.accessor('wageringMultiple', {
      header: t('freeSpins.columns.wagering'),
      cell: (info) => t('freeSpins.times', { multiple: info.getValue() }),
      meta: { numeric: true },
    }),
    helper.accessor('status', {
      header: t('freeSpins.columns.status'),
      cell: (info) => {
        const status = info.row.original.status;
        return <span className={TONE[status]}>{t(`freeSpins.statuses.${status}`)}</span>;
      },
    }),
    helper.accessor('expiresAt', {
      header: t('freeSpins.columns.expiresAt'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    helper.accessor('createdAt', {
      header: t('freeSpins.columns.granted'),
      cell: (info) => (
        <span className={styles.signals}>
          <DateTime iso={info.getValue()} />
          <small className="muted">{grantedBy(info.row.original)}</small>
        </span>
      ),
      meta: { csv: (row) => `${row.createdAt} ${grantedBy(row)}` },
    }),
  ];

  return (
    <div className="stack">
      <PageHeader title={t('freeSpins.title')} />
      <BonusesNav />
      <div className="card row" role="search" aria-label={t('freeSpins.filters')}>
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
              {BO_FREE_SPIN_STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`freeSpins.statuses.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {grants.isError ? <ErrorText error={grants.error} /> : null}
      <DataTable
        caption={t('freeSpins.list')}
        columns={columns}
        data={grants.data?.rows ?? []}
        loading={grants.isFetching}
        csvName="free-spins"
        emptyText={t('freeSpins.empty')}
        paging={{
          limit: PAGE_SIZE,
          offset,
          total: grants.data?.total ?? 0,
          onChange: (next) => update({ offset: next ? String(next) : '' }),
        }}
      />
    </div>
  );
}
