import '../i18n/texts.ts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, Navigate } from 'react-router';
import { usePaidContract, useReceivedContracts } from '../api/contract-queries.ts';
import { useSession } from '../../../lib/session-store.ts';
import { ContractTermsView } from '../components/contract-terms.tsx';
import { CONTRACT_SCREEN_PATHS, OFFER_PATH } from '../lib/contract-routes.ts';
import { formatDateTime } from '../lib/format.ts';
import { useFormatMoney, useFormatPercent } from '../../../lib/money.ts';
import { isAgentSessionType } from '../lib/prompt-logic.ts';
import styles from '../components/agent-contracts.module.css';

type PaidKind = 'dividend' | 'dailySalary';
const PAID_KINDS: readonly PaidKind[] = ['dividend', 'dailySalary'];

/**
 * The agent's dividend screen (/agent/dividend, the agent home footer's link; also the spec's
 * /member/agent/agentDivident): for the dividend, and on its second view the daily salary, the
 * contract in force, the current period so far and the payouts with the figures each used.
 */
export function DividendPage() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  // Spec: agent screens send non-agents home.
  if (!isAgentSessionType(session.type)) return <Navigate to="/home" replace />;
  return <PaidContracts />;
}

function PaidContracts() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PaidKind>('dividend');
  return (
    <div className={styles.page}>
      <div className={styles.switch} role="group" aria-label={t('contracts.dividend.view')}>
        {PAID_KINDS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={kind === value}
            onClick={() => setKind(value)}
          >
            {t(`contracts.kind.${value}`)}
          </button>
        ))}
      </div>
      <PaidContract key={kind} kind={kind} />
      <Link className={styles.link} to={OFFER_PATH}>
        {t('contracts.dividend.offer')}
      </Link>
    </div>
  );
}

function PaidContract({ kind }: { kind: PaidKind }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const percent = useFormatPercent();
  const { info, current, history } = usePaidContract(kind);
  const received = useReceivedContracts(kind);
  const pending = received.data?.list.find((contract) => contract.status === 'pending');
  const contract = info.data?.contract ?? null;
  const estimate = current.data?.estimate ?? null;
  const texts = kind === 'dividend' ? 'contracts.dividend' : 'contracts.salary';

  return (
    <>
      {pending && (
        <section className={styles.card} aria-label={t(`${texts}.pending`)}>
          <p className={styles.hint}>{t(`${texts}.pending`)}</p>
          <Link className={styles.link} to={CONTRACT_SCREEN_PATHS[kind]}>
            {t('contracts.dividend.openPending')}
          </Link>
        </section>
      )}
      <section className={styles.card} aria-labelledby="paid-current">
        <h2 id="paid-current">{t('contracts.dividend.current')}</h2>
        {info.isPending ? (
          <p className={styles.hint} role="status">
            {t('contracts.screen.loading')}
          </p>
        ) : contract ? (
          <>
            <dl className={styles.facts}>
              <dt>{t('contracts.screen.offeredBy')}</dt>
              <dd>{contract.fromHouse ? t('contracts.screen.house') : contract.uplineName}</dd>
              {contract.decidedAt && (
                <>
                  <dt>{t('contracts.screen.decidedAt')}</dt>
                  <dd>{formatDateTime(contract.decidedAt)}</dd>
                </>
              )}
            </dl>
            <ContractTermsView contract={contract} />
          </>
        ) : (
          <p className={styles.hint}>{t(`${texts}.none`)}</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="paid-estimate">
        <h2 id="paid-estimate">{t('contracts.dividend.estimate')}</h2>
        {estimate ? (
          <dl className={styles.facts}>
            <dt>{t('contracts.dividend.period')}</dt>
            <dd>
              {estimate.periodStart === estimate.periodEnd
                ? estimate.periodStart
                : `${estimate.periodStart} – ${estimate.periodEnd}`}
            </dd>
            <dt>{t('contracts.dividend.validBet')}</dt>
            <dd>{money(estimate.validBetCents)}</dd>
            {kind === 'dividend' && (
              <>
                <dt>{t('contracts.dividend.netLoss')}</dt>
                <dd>{money(estimate.netLossCents)}</dd>
              </>
            )}
            <dt>{t('contracts.dividend.rate')}</dt>
            <dd>{percent(estimate.rateBasisPoints)}</dd>
            <dt>{t(`${texts}.amount`)}</dt>
            <dd>{money(estimate.amountCents)}</dd>
          </dl>
        ) : (
          <p className={styles.hint}>{t('contracts.dividend.noEstimate')}</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="paid-history">
        <h2 id="paid-history">{t('contracts.dividend.history')}</h2>
        {history.data && history.data.list.length > 0 ? (
          <table className={styles.table} aria-labelledby="paid-history">
            <thead>
              <tr>
                <th scope="col">{t('contracts.dividend.period')}</th>
                <th scope="col">
                  {t(
                    kind === 'dividend'
                      ? 'contracts.dividend.netLoss'
                      : 'contracts.dividend.validBet',
                  )}
                </th>
                <th scope="col">{t('contracts.dividend.rate')}</th>
                <th scope="col">{t('contracts.dividend.paid')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.list.map((payout) => (
                <tr key={payout.id}>
                  <td>
                    {payout.periodStart}
                    {payout.periodEnd !== payout.periodStart && (
                      <>
                        <br />
                        {payout.periodEnd}
                      </>
                    )}
                  </td>
                  <td>{money(kind === 'dividend' ? payout.netLossCents : payout.validBetCents)}</td>
                  <td>{percent(payout.rateBasisPoints)}</td>
                  <td>{money(payout.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.hint}>{t(`${texts}.historyEmpty`)}</p>
        )}
      </section>
    </>
  );
}
