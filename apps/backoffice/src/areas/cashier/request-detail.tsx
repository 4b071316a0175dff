import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { BoCashierMember } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { dateTime } from '../../lib/format.ts';
import { useDepositDetail, useWithdrawalDetail } from './api.ts';
import styles from './cashier.module.css';
import { DepositActions, useDecisions, WithdrawalActions } from './decisions.tsx';
import { MemberHistory, MemberSummary } from './member-history.tsx';
import type { CashierRequest } from './queue-columns.tsx';
import { CashierTabs, StatusBadge } from './queue-filters.tsx';

/** One deposit or withdrawal beside its member, with the decisions a pending one allows. */
function useRouteId(): number {
  const { id } = useParams();
  return Number(id);
}

/** The page around a request: header, outcome, loading and error, the member and history. */
function DetailPage<R>({
  kind,
  id,
  detail,
  request,
  decisions,
  children,
}: {
  kind: 'deposit' | 'withdrawal';
  id: number;
  detail: { error: unknown; isPending: boolean; data?: { member: BoCashierMember } | undefined };
  request: R | undefined;
  decisions: { announcement: ReactNode; dialogs: ReactNode };
  /** The request card's content below its title. */
  children: (request: R) => ReactNode;
}) {
  const { t } = useTranslation('cashier');
  const { t: common } = useTranslation('common');
  return (
    <div className="stack">
      <PageHeader title={t(`open.${kind}`, { id })}>
        <Link to={`/cashier/${kind}s`}>{t('detail.back')}</Link>
      </PageHeader>
      <CashierTabs />
      {decisions.announcement}
      <ErrorText error={detail.error} />
      {detail.isPending ? <p>{common('loading')}</p> : null}
      {request && detail.data ? (
        <>
          <div className={styles.split}>
            <section className="card stack" aria-labelledby="cashier-request-title">
              <h2 id="cashier-request-title">{t('detail.request')}</h2>
              {children(request)}
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

/**
 * The facts every request has (status, amount, when made and decided, by whom and why) around
 * the ones of its kind: `children` after the amount, `after` at the end.
 */
function RequestFacts({
  request,
  amountNote,
  children,
  after,
}: {
  request: CashierRequest;
  amountNote?: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation('cashier');
  return (
    <dl className="facts">
      <dt>{t('detail.status')}</dt>
      <dd>
        <StatusBadge status={request.status} />
      </dd>
      <dt>{t('detail.amount')}</dt>
      <dd>
        <strong>
          <Money cents={request.amountCents} />
        </strong>
        {amountNote}
      </dd>
      {children}
      <dt>{t('detail.created')}</dt>
      <dd>
        <DateTime iso={request.createdAt} seconds />
      </dd>
      {request.decidedAt ? (
        <>
          <dt>{t('detail.decided')}</dt>
          <dd>
            <DateTime iso={request.decidedAt} seconds />
          </dd>
          <dt>{t('detail.decidedBy')}</dt>
          <dd>{request.decidedBy || '—'}</dd>
        </>
      ) : null}
      {request.reason ? (
        <>
          <dt>{t('detail.reason')}</dt>
          <dd>{request.reason}</dd>
        </>
      ) : null}
      {after}
    </dl>
  );
}

export function DepositDetail() {
  const { t } = useTranslation('cashier');
  const id = useRouteId();
  const can = useCan();
  const detail = useDepositDetail(id);
  const decisions = useDecisions();
  return (
    <DetailPage
      kind="deposit"
      id={id}
      detail={detail}
      request={detail.data?.deposit}
      decisions={decisions}
    >
      {(deposit) => (
        <>
          <RequestFacts request={deposit}>
            <dt>{t('detail.channel')}</dt>
            <dd>{deposit.channelName}</dd>
            <dt>{t('detail.reference')}</dt>
            <dd>{deposit.reference || '—'}</dd>
          </RequestFacts>
          {can('cashier.decide') ? (
            <DepositActions deposit={deposit} onAction={decisions.open} />
          ) : null}
        </>
      )}
    </DetailPage>
  );
}

export function WithdrawalDetail() {
  const { t, i18n } = useTranslation('cashier');
  const id = useRouteId();
  const can = useCan();
  const detail = useWithdrawalDetail(id);
  const decisions = useDecisions();
  const approval = detail.data?.approval;
  return (
    <DetailPage
      kind="withdrawal"
      id={id}
      detail={detail}
      request={detail.data?.withdrawal}
      decisions={decisions}
    >
      {(withdrawal) => (
        <>
          <RequestFacts
            request={withdrawal}
            amountNote={
              withdrawal.fourEyes && withdrawal.status === 'pending' ? (
                <>
                  {' '}
                  <span className="badge warn">{t('fourEyes')}</span>
                </>
              ) : null
            }
            after={
              approval ? (
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
              ) : null
            }
          >
            <dt>{t('detail.holder')}</dt>
            <dd>{withdrawal.holderName}</dd>
            <dt>{t('detail.bank')}</dt>
            <dd>{withdrawal.bankName}</dd>
            <dt>{t('detail.account')}</dt>
            <dd>{withdrawal.fullAccountNumber}</dd>
          </RequestFacts>
          {withdrawal.fourEyes && withdrawal.status === 'pending' ? (
            <p className="warn-text">{t('fourEyesHint')}</p>
          ) : null}
          {can('cashier.decide') ? (
            <WithdrawalActions withdrawal={withdrawal} onAction={decisions.open} />
          ) : null}
        </>
      )}
    </DetailPage>
  );
}
