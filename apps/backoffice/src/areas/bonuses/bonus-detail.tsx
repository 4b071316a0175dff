import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { BONUS_GAME_TYPES } from '@app/contracts';
import type { BoBonusDetail, BoBonusStake, BoBonusTransfer } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { money } from '../../lib/format.ts';
import { BonusesNav } from './area-nav.tsx';
import { useBonus, useCancelBonus } from './bonuses-api.ts';
import { useGrantedBy } from './bonuses-page.tsx';
import styles from './bonuses.module.css';
import { BonusStatusBadge } from './status-badge.tsx';

const cents = (value: number) => (value / 100).toFixed(2);

/** /bo/bonuses/:id: the bonus, its wagering progress, its transfers and stakes, and the cancel. */
export function BonusDetailPage() {
  const { t } = useTranslation('bonuses');
  const id = Number(useParams().id);
  const detail = useBonus(id);
  const memberId = detail.data?.bonus.memberId;
  return (
    <div className="stack">
      <PageHeader title={t('detailTitle', { id })}>
        <Link to="/bonuses">{t('back')}</Link>
        {memberId ? (
          <>
            <Link to={`/bonuses?member=${memberId}`}>{t('memberBonuses')}</Link>
            <Link to={`/members/${memberId}`}>{t('memberPage')}</Link>
          </>
        ) : null}
      </PageHeader>
      <BonusesNav />
      {detail.isPending ? <p>{t('common:loading')}</p> : null}
      {detail.isError ? <ErrorText error={detail.error} /> : null}
      {detail.data ? <BonusView detail={detail.data} /> : null}
    </div>
  );
}

function BonusView({ detail }: { detail: BoBonusDetail }) {
  const { t, i18n } = useTranslation('bonuses');
  const can = useCan();
  const grantedBy = useGrantedBy();
  const [notice, setNotice] = useState<string | null>(null);
  const { bonus, progress } = detail;
  const amount = (value: number) => money(value, i18n.language);
  return (
    <>
      {notice ? (
        <p role="status" className="ok-text">
          {notice}
        </p>
      ) : null}
      <section className="card stack" aria-labelledby="bonus-facts">
        <h2 id="bonus-facts">
          {t('facts')} <BonusStatusBadge status={bonus.status} />
        </h2>
        <dl className="facts">
          <dt>{t('columns.member')}</dt>
          <dd>
            {bonus.userName} <small className="muted">#{bonus.memberId}</small>
          </dd>
          <dt>{t('columns.source')}</dt>
          <dd>
            {t(`sources.${bonus.source}`, bonus.source)}
            {bonus.promotionTitle ? ` · ${bonus.promotionTitle}` : ''}
          </dd>
          <dt>{t('columns.amount')}</dt>
          <dd>
            <Money cents={bonus.amountCents} />
            {bonus.depositCents > 0 ? (
              <small className="muted">
                {' '}
                · {t('deposit')} {amount(bonus.depositCents)}
              </small>
            ) : null}
          </dd>
          {bonus.balanceCents !== null ? (
            <>
              <dt>{t('columns.balance')}</dt>
              <dd>
                <Money cents={bonus.balanceCents} />
              </dd>
            </>
          ) : null}
          <dt>{t('maxBet')}</dt>
          <dd>
            <Money cents={bonus.maxBetCents} />
          </dd>
          <dt>{t('maxConversion')}</dt>
          <dd>
            <Money cents={bonus.maxConversionCents} />
          </dd>
          <dt>{t('columns.createdAt')}</dt>
          <dd>
            <DateTime iso={bonus.createdAt} /> · {grantedBy(bonus)}
          </dd>
          <dt>{t('columns.expiresAt')}</dt>
          <dd>
            <DateTime iso={bonus.expiresAt} />
          </dd>
          {bonus.closedAt ? (
            <>
              <dt>{t('closedAt')}</dt>
              <dd>
                <DateTime iso={bonus.closedAt} />
              </dd>
              <dt>{t('converted')}</dt>
              <dd>
                <Money cents={bonus.convertedCents} />
              </dd>
              <dt>{t('forfeited')}</dt>
              <dd>
                <Money cents={bonus.forfeitedCents} />
              </dd>
            </>
          ) : null}
          <dt>{t('columns.note')}</dt>
          <dd>{bonus.note || '—'}</dd>
          <dt>{t('contributions')}</dt>
          <dd>
            {BONUS_GAME_TYPES.map(
              (type) => `${t(`gameTypes.${type}`)} ${bonus.contributions[type] ?? 0}%`,
            ).join(' · ')}
          </dd>
        </dl>
        <div className="stack">
          <label htmlFor="bonus-progress">{t('progress')}</label>
          <progress
            id="bonus-progress"
            className={styles.progress}
            max={100}
            value={progress.percent}
            aria-valuetext={t('progressText', {
              wagered: amount(progress.wageredCents),
              required: amount(progress.requiredCents),
              percent: progress.percent,
              remaining: amount(progress.remainingCents),
            })}
          />
          <p className="muted">
            {t('progressText', {
              wagered: amount(progress.wageredCents),
              required: amount(progress.requiredCents),
              percent: progress.percent,
              remaining: amount(progress.remainingCents),
            })}
          </p>
        </div>
        {bonus.status === 'active' && can('bonuses.write') ? (
          <CancelBonus detail={detail} onDone={setNotice} />
        ) : null}
      </section>
      <Transfers detail={detail} />
      <Stakes detail={detail} />
    </>
  );
}

function CancelBonus({
  detail,
  onDone,
}: {
  detail: BoBonusDetail;
  onDone: (notice: string) => void;
}) {
  const { t, i18n } = useTranslation('bonuses');
  const cancel = useCancelBonus(detail.bonus.id);
  const [open, setOpen] = useState(false);
  return (
    <div className="row">
      <button type="button" className="danger" onClick={() => setOpen(true)}>
        {t('cancel')}
      </button>
      <ReasonDialog
        title={t('cancelTitle', { id: detail.bonus.id })}
        open={open}
        confirmLabel={t('cancel')}
        busy={cancel.isPending}
        error={cancel.error}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          cancel.mutate(
            { reason },
            {
              onSuccess: (value) => {
                setOpen(false);
                onDone(t('cancelled', { amount: money(value.forfeitedCents, i18n.language) }));
              },
            },
          )
        }
      >
        <p className="muted">
          {t('cancelHint', { amount: money(detail.bonus.balanceCents ?? 0, i18n.language) })}
        </p>
      </ReasonDialog>
    </div>
  );
}

const transferHelper = createColumnHelper<BoBonusTransfer>();
const stakeHelper = createColumnHelper<BoBonusStake>();

function Transfers({ detail }: { detail: BoBonusDetail }) {
  const { t } = useTranslation('bonuses');
  const columns: Columns<BoBonusTransfer> = [
    transferHelper.accessor('createdAt', {
      header: t('transferColumns.at'),
      cell: (info) => <DateTime iso={info.getValue()} seconds />,
    }),
    transferHelper.accessor('kind', {
      header: t('transferColumns.kind'),
      cell: (info) => t(`kinds.${info.getValue()}`, { defaultValue: info.getValue() }),
    }),
    transferHelper.accessor('amountCents', {
      header: t('transferColumns.amount'),
      cell: (info) => <Money cents={info.getValue()} />,
      meta: { numeric: true, csv: (row) => cents(row.amountCents) },
    }),
    transferHelper.accessor('balanceAfterCents', {
      header: t('transferColumns.balanceAfter'),
      cell: (info) => <Money cents={info.getValue()} />,
      meta: { numeric: true, csv: (row) => cents(row.balanceAfterCents) },
    }),
    transferHelper.accessor('reference', { header: t('transferColumns.reference') }),
  ];
  return (
    <section className="stack">
      {detail.transferCount > detail.transfers.length ? (
        <p className="muted">
          {t('transfersShown', { shown: detail.transfers.length, count: detail.transferCount })}
        </p>
      ) : null}
      <DataTable
        caption={t('transfers')}
        columns={columns}
        data={detail.transfers}
        csvName={`bonus-${detail.bonus.id}-transfers`}
        emptyText={t('noTransfers')}
      />
    </section>
  );
}

function Stakes({ detail }: { detail: BoBonusDetail }) {
  const { t } = useTranslation('bonuses');
  const moneyColumn = (key: 'cashCents' | 'bonusCents' | 'winCashCents' | 'winBonusCents') =>
    stakeHelper.accessor(key, {
      header: t(
        {
          cashCents: 'stakeColumns.cash',
          bonusCents: 'stakeColumns.bonus',
          winCashCents: 'stakeColumns.winCash',
          winBonusCents: 'stakeColumns.winBonus',
        }[key],
      ),
      cell: (info) => <Money cents={info.getValue()} />,
      meta: { numeric: true, csv: (row) => cents(row[key]) },
    });
  const columns: Columns<BoBonusStake> = [
    stakeHelper.accessor('createdAt', {
      header: t('stakeColumns.at'),
      cell: (info) => <DateTime iso={info.getValue()} seconds />,
    }),
    stakeHelper.accessor('reference', { header: t('stakeColumns.round') }),
    moneyColumn('cashCents'),
    moneyColumn('bonusCents'),
    moneyColumn('winCashCents'),
    moneyColumn('winBonusCents'),
  ];
  return (
    <section className="stack">
      {detail.stakeCount > detail.stakes.length ? (
        <p className="muted">
          {t('stakesShown', { shown: detail.stakes.length, count: detail.stakeCount })}
        </p>
      ) : null}
      <DataTable
        caption={t('stakes')}
        columns={columns}
        data={detail.stakes}
        csvName={`bonus-${detail.bonus.id}-stakes`}
        emptyText={t('noStakes')}
      />
    </section>
  );
}
