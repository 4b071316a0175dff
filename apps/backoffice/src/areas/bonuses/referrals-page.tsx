import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BO_REFERRAL_STATUS_FILTERS,
  type BoReferralListQuery,
  type BoReferralRow,
  type BoReferralStatus,
} from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { money } from '../../lib/format.ts';
import { BonusesNav } from './area-nav.tsx';
import { MemberSearch } from './member-search.tsx';
import styles from './bonuses.module.css';
import { useDecideReferral, useReferrals } from './referrals-api.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';

const PAGE_SIZE = 25;
type StatusFilter = (typeof BO_REFERRAL_STATUS_FILTERS)[number];
type Decision = 'approve' | 'refuse';

const TONE: Record<BoReferralStatus, string> = {
  review: 'badge warn',
  rewarded: 'badge ok',
  refused: 'badge danger',
  pending: 'badge',
};

const helper = createColumnHelper<BoReferralRow>();
const cents = (value: number | null) => (value === null ? '' : (value / 100).toFixed(2));

function statusFilter(value: string | null): StatusFilter {
  return BO_REFERRAL_STATUS_FILTERS.includes(value as StatusFilter)
    ? (value as StatusFilter)
    : 'review';
}

/** A member's name and id, linked to their page for an operator who may read members. */
function MemberCell({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('bonuses');
  const can = useCan();
  return (
    <span>
      {can('members.read') ? (
        <Link to={`/members/${id}`} aria-label={t('referrals.memberPage', { name })}>
          {name}
        </Link>
      ) : (
        name
      )}{' '}
      <small className="muted">#{id}</small>
    </span>
  );
}

/**
 * /bo/bonuses/referrals: the referral promotion's referrals, those held for review first (the
 * status and member in the address), each with its self-referral signals as badges, the
 * friend's first deposit and own-money stakes; approve or refuse behind a reason dialog.
 */
export function ReferralsPage() {
  const { t, i18n } = useTranslation('bonuses');
  const can = useCan();
  const [params, update] = useUrlFilters({ status: 'review' });
  const status = statusFilter(params.get('status'));
  const member = params.get('member') ?? '';
  const offset = Number(params.get('offset') ?? 0) || 0;
  const query: BoReferralListQuery = { status, member, limit: PAGE_SIZE, offset };
  const referrals = useReferrals(query);
  const decide = useDecideReferral();
  const [deciding, setDeciding] = useState<{ row: BoReferralRow; decision: Decision } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const amount = (value: number) => money(value, i18n.language);
  const required = referrals.data?.requiredWagerCents ?? 0;

  const open = (row: BoReferralRow, decision: Decision) => {
    decide.reset();
    setNotice(null);
    setDeciding({ row, decision });
  };

  const columns: Columns<BoReferralRow> = [
    helper.accessor('friendUserName', {
      header: t('referrals.columns.friend'),
      cell: (info) => (
        <MemberCell id={info.row.original.friendId} name={info.row.original.friendUserName} />
      ),
    }),
    helper.accessor('inviterUserName', {
      header: t('referrals.columns.inviter'),
      cell: (info) => (
        <MemberCell id={info.row.original.inviterId} name={info.row.original.inviterUserName} />
      ),
    }),
    helper.accessor('status', {
      header: t('referrals.columns.status'),
      cell: (info) => {
        const value = info.row.original.status;
        return (
          <span className={`${TONE[value]} ${styles.nowrap}`}>
            {t(`referrals.statuses.${value}`)}
          </span>
        );
      },
    }),
    helper.accessor('signals', {
      header: t('referrals.columns.signals'),
      cell: (info) =>
        info.row.original.signals.length === 0 ? (
          <span className="muted">{t('referrals.noSignals')}</span>
        ) : (
          <span className={styles.signals}>
            {info.row.original.signals.map((signal) => (
              <span key={signal} className="badge warn">
                {t(`referrals.signals.${signal}`)}
              </span>
            ))}
          </span>
        ),
      meta: { csv: (row) => row.signals.join(',') },
    }),
    helper.accessor('firstDepositCents', {
      header: t('referrals.columns.firstDeposit'),
      cell: (info) => {
        const value = info.getValue();
        return value === null ? (
          <span className="muted">{t('referrals.noDeposit')}</span>
        ) : (
          <Money cents={value} />
        );
      },
      meta: { numeric: true, csv: (row) => cents(row.firstDepositCents) },
    }),
    helper.accessor('wageredCents', {
      header: t('referrals.columns.wagered'),
      cell: (info) =>
        t('referrals.wageredOf', {
          wagered: amount(info.getValue()),
          required: amount(required),
        }),
      meta: { numeric: true, csv: (row) => cents(row.wageredCents) },
    }),
    helper.accessor('decidedAt', {
      header: t('referrals.columns.decided'),
      cell: (info) => {
        const row = info.row.original;
        if (!row.decidedAt) return <span>—</span>;
        return (
          <>
            <DateTime iso={row.decidedAt} />
            <br />
            <small className="muted">{row.decidedBy || t('referrals.automatic')}</small>
          </>
        );
      },
      meta: {
        csv: (row) => (row.decidedAt ? `${row.decidedAt} ${row.decidedBy || 'auto'}` : ''),
      },
    }),
    ...(can('bonuses.write')
      ? [
          helper.display({
            id: 'actions',
            header: t('referrals.columns.actions'),
            cell: (info) => {
              const row = info.row.original;
              if (row.status !== 'review') return null;
              return (
                <span className="row">
                  <button
                    type="button"
                    aria-label={t('referrals.approveNamed', { friend: row.friendUserName })}
                    onClick={() => open(row, 'approve')}
                  >
                    {t('referrals.approve')}
                  </button>
                  <button
                    type="button"
                    className="danger"
                    aria-label={t('referrals.refuseNamed', { friend: row.friendUserName })}
                    onClick={() => open(row, 'refuse')}
                  >
                    {t('referrals.refuse')}
                  </button>
                </span>
              );
            },
          }),
        ]
      : []),
  ];

  return (
    <div className="stack">
      <PageHeader title={t('referrals.title')} />
      <BonusesNav />
      {referrals.data ? (
        <p className="muted">
          {t('referrals.intro', {
            reward: amount(referrals.data.rewardCents),
            deposit: amount(referrals.data.minDepositCents),
            wager: amount(referrals.data.requiredWagerCents),
          })}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="ok-text">
          {notice}
        </p>
      ) : null}
      <div className="card row" role="search" aria-label={t('referrals.filters')}>
        <Field label={t('referrals.status')}>
          {(props) => (
            <select
              {...props}
              value={status}
              onChange={(event) => update({ status: event.target.value, offset: '' })}
            >
              {BO_REFERRAL_STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`referrals.statuses.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <MemberSearch
          member={member}
          labels={{
            member: t('referrals.member'),
            search: t('referrals.search'),
            clear: t('referrals.clear'),
          }}
          onSearch={(text) => update({ member: text, offset: '' })}
        />
      </div>
      {referrals.isError ? <ErrorText error={referrals.error} /> : null}
      <DataTable
        caption={t('referrals.list')}
        columns={columns}
        data={referrals.data?.rows ?? []}
        loading={referrals.isFetching}
        csvName="referrals"
        emptyText={t('referrals.empty')}
        paging={{
          limit: PAGE_SIZE,
          offset,
          total: referrals.data?.total ?? 0,
          onChange: (next) => update({ offset: next ? String(next) : '' }),
        }}
      />
      {deciding ? (
        <ReasonDialog
          key={`${deciding.row.friendId}:${deciding.decision}`}
          title={t(
            deciding.decision === 'approve' ? 'referrals.approveNamed' : 'referrals.refuseNamed',
            { friend: deciding.row.friendUserName },
          )}
          open
          confirmLabel={t(`referrals.${deciding.decision}`)}
          busy={decide.isPending}
          error={decide.error}
          onClose={() => setDeciding(null)}
          onConfirm={(reason) =>
            decide.mutate(
              {
                friendId: deciding.row.friendId,
                body: { decision: deciding.decision, reason },
              },
              {
                onSuccess: (row) => {
                  setDeciding(null);
                  setNotice(
                    t(row.status === 'rewarded' ? 'referrals.approved' : 'referrals.refused', {
                      friend: row.friendUserName,
                    }),
                  );
                },
              },
            )
          }
        >
          <p className="muted">
            {deciding.decision === 'approve'
              ? t('referrals.approveHint', {
                  reward: amount(referrals.data?.rewardCents ?? 0),
                  inviter: deciding.row.inviterUserName,
                  friend: deciding.row.friendUserName,
                })
              : t('referrals.refuseHint')}
          </p>
        </ReasonDialog>
      ) : null}
    </div>
  );
}
