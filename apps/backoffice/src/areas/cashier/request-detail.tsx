import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCan } from '../../app/me.ts';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { dateTime } from '../../lib/format.ts';
import { useDepositDetail, useWithdrawalDetail } from './api.ts';
import styles from './cashier.module.css';
import { DepositActions, useDecisions, WithdrawalActions } from './decisions.tsx';
import { MemberHistory, MemberSummary } from './member-history.tsx';
import { CashierTabs, StatusBadge } from './queue-filters.tsx';

/** One deposit or withdrawal beside its member, with the decisions a pending one allows. */
function useRouteId(): number {
  const { id } = useParams();
  return Number(id);
}

export function DepositDetail() {
  const { t } = useTranslation('cashier');
  const { t: common } = useTranslation('common');
  const id = useRouteId();
  const can = useCan();
  const detail = useDepositDetail(id);
  const decisions = useDecisions();
  const deposit = detail.data?.deposit;
  return (
    <div className="stack">
      <PageHeader title={t('open.deposit', { id })}>
        <Link to="/cashier/deposits">{t('detail.back')}</Link>
      </PageHeader>
      <CashierTabs />
      {decisions.announcement}
      <ErrorText error={detail.error} />
      {detail.isPending ? <p>{common('loading')}</p> : null}
      {deposit && detail.data ? (
        <>
          <div className={styles.split}>
            <section className="card stack" aria-labelledby="cashier-request-title">
              <h2 id="cashier-request-title">{t('detail.request')}</h2>
              <dl className="facts">
                <dt>{t('detail.status')}</dt>
                <dd>
                  <StatusBadge status={deposit.status} />
                </dd>
                <dt>{t('detail.amount')}</dt>
                <dd>
                  <strong>
                    <Money cents={deposit.amountCents} />
                  </strong>
                </dd>
                <dt>{t('detail.channel')}</dt>
                <dd>{deposit.channelName}</dd>
                <dt>{t('detail.reference')}</dt>
                <dd>{deposit.reference || '—'}</dd>
                <dt>{t('detail.created')}</dt>
                <dd>
                  <DateTime iso={deposit.createdAt} seconds />
                </dd>
                {deposit.decidedAt ? (
                  <>
                    <dt>{t('detail.decided')}</dt>
                    <dd>
                      <DateTime iso={deposit.decidedAt} seconds />
                    </dd>
                    <dt>{t('detail.decidedBy')}</dt>
                    <dd>{deposit.decidedBy || '—'}</dd>
                  </>
                ) : null}
                {deposit.reason ? (
                  <>
                    <dt>{t('detail.reason')}</dt>
                    <dd>{deposit.reason}</dd>
                  </>
                ) : null}
              </dl>
              {can('cashier.decide') ? (
                <DepositActions deposit={deposit} onAction={decisions.open} />
              ) : null}
            </section>
            <MemberSummary member={detail.data.member} />
          </div>
          <MemberHistory member={detail.data.member} />
        </>
      ) : null}
      {decisions.dialogs}
    </div>
  );
}

export function WithdrawalDetail() {
  const { t, i18n } = useTranslation('cashier');
  const { t: common } = useTranslation('common');
  const id = useRouteId();
  const can = useCan();
  const detail = useWithdrawalDetail(id);
  const decisions = useDecisions();
  const withdrawal = detail.data?.withdrawal;
  const approval = detail.data?.approval;
  return (
    <div className="stack">
      <PageHeader title={t('open.withdrawal', { id })}>
        <Link to="/cashier/withdrawals">{t('detail.back')}</Link>
      </PageHeader>
      <CashierTabs />
      {decisions.announcement}
      <ErrorText error={detail.error} />
      {detail.isPending ? <p>{common('loading')}</p> : null}
      {withdrawal && detail.data ? (
        <>
          <div className={styles.split}>
            <section className="card stack" aria-labelledby="cashier-request-title">
              <h2 id="cashier-request-title">{t('detail.request')}</h2>
              <dl className="facts">
                <dt>{t('detail.status')}</dt>
                <dd>
                  <StatusBadge status={withdrawal.status} />
                </dd>
                <dt>{t('detail.amount')}</dt>
                <dd>
                  <strong>
                    <Money cents={withdrawal.amountCents} />
                  </strong>
                  {withdrawal.fourEyes && withdrawal.status === 'pending' ? (
                    <>
                      {' '}
                      <span className="badge warn">{t('fourEyes')}</span>
                    </>
                  ) : null}
                </dd>
                <dt>{t('detail.holder')}</dt>
                <dd>{withdrawal.holderName}</dd>
                <dt>{t('detail.bank')}</dt>
                <dd>{withdrawal.bankName}</dd>
                <dt>{t('detail.account')}</dt>
                <dd>{withdrawal.fullAccountNumber}</dd>
                <dt>{t('detail.created')}</dt>
                <dd>
                  <DateTime iso={withdrawal.createdAt} seconds />
                </dd>
                {withdrawal.decidedAt ? (
                  <>
                    <dt>{t('detail.decided')}</dt>
                    <dd>
                      <DateTime iso={withdrawal.decidedAt} seconds />
                    </dd>
                    <dt>{t('detail.decidedBy')}</dt>
                    <dd>{withdrawal.decidedBy || '—'}</dd>
                  </>
                ) : null}
                {withdrawal.reason ? (
                  <>
                    <dt>{t('detail.reason')}</dt>
                    <dd>{withdrawal.reason}</dd>
                  </>
                ) : null}
                {approval ? (
                  <>
                    <dt>{t('detail.approval')}</dt>
                    <dd>
                      {t('detail.approvalWaiting', {
                        id: approval.id,
                        name: approval.requestedBy.displayName || approval.requestedBy.username,
                        at: dateTime(approval.requestedAt, i18n.language),
                      })}
                    </dd>
                  </>
                ) : null}
              </dl>
              {withdrawal.fourEyes && withdrawal.status === 'pending' ? (
                <p className="warn-text">{t('fourEyesHint')}</p>
              ) : null}
              {can('cashier.decide') ? (
                <WithdrawalActions withdrawal={withdrawal} onAction={decisions.open} />
              ) : null}
            </section>
            <MemberSummary member={detail.data.member} />
          </div>
          <MemberHistory member={detail.data.member} />
        </>
      ) : null}
      {decisions.dialogs}
    </div>
  );
}
