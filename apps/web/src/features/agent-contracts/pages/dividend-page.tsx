import '../i18n/texts.ts';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../../lib/session-store.ts';
import { useDividend, useReceivedContracts } from '../api/contract-queries.ts';
import { ContractTermsView } from '../components/contract-terms.tsx';
import { CONTRACT_SCREEN_PATHS, OFFER_PATH } from '../lib/contract-routes.ts';
import { formatDateTime, formatMoney, formatRate } from '../lib/format.ts';
import { isAgentSessionType } from '../lib/prompt-logic.ts';
import styles from '../components/agent-contracts.module.css';

/**
 * The agent's dividend screen (/agent/dividend, the agent home footer's link; also the spec's
 * /member/agent/agentDivident): the contract in force, the current period so far and the
 * payouts with the figures each was computed from.
 */
export function DividendPage() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  // Spec: agent screens send non-agents home.
  if (!isAgentSessionType(session.type)) return <Navigate to="/home" replace />;
  return <Dividend />;
}

function Dividend() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { info, current, history } = useDividend();
  const received = useReceivedContracts('dividend');
  const pending = received.data?.list.find((contract) => contract.status === 'pending');
  const contract = info.data?.contract ?? null;
  const estimate = current.data?.estimate ?? null;
  const money = (cents: number) => formatMoney(cents, language);

  return (
    <div className={styles.page}>
      {pending && (
        <section className={styles.card} aria-label={t('contracts.dividend.pending')}>
          <p className={styles.hint}>{t('contracts.dividend.pending')}</p>
          <Link className={styles.link} to={CONTRACT_SCREEN_PATHS.dividend}>
            {t('contracts.dividend.openPending')}
          </Link>
        </section>
      )}
      <section className={styles.card} aria-labelledby="dividend-current">
        <h2 id="dividend-current">{t('contracts.dividend.current')}</h2>
        {info.isPending ? (
          <p className={styles.hint} role="status">
            {t('contracts.screen.loading')}
          </p>
        ) : contract ? (
          <>
            <dl className={styles.facts}>
              <dt>{t('contracts.screen.offeredBy')}</dt>
              <dd>{contract.uplineName}</dd>
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
          <p className={styles.hint}>{t('contracts.dividend.none')}</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="dividend-estimate">
        <h2 id="dividend-estimate">{t('contracts.dividend.estimate')}</h2>
        {estimate ? (
          <dl className={styles.facts}>
            <dt>{t('contracts.dividend.period')}</dt>
            <dd>
              {estimate.periodStart} – {estimate.periodEnd}
            </dd>
            <dt>{t('contracts.dividend.validBet')}</dt>
            <dd>{money(estimate.validBetCents)}</dd>
            <dt>{t('contracts.dividend.netLoss')}</dt>
            <dd>{money(estimate.netLossCents)}</dd>
            <dt>{t('contracts.dividend.rate')}</dt>
            <dd>{formatRate(estimate.rateBasisPoints, language)}</dd>
            <dt>{t('contracts.dividend.amount')}</dt>
            <dd>{money(estimate.amountCents)}</dd>
          </dl>
        ) : (
          <p className={styles.hint}>{t('contracts.dividend.noEstimate')}</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="dividend-history">
        <h2 id="dividend-history">{t('contracts.dividend.history')}</h2>
        {history.data && history.data.list.length > 0 ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('contracts.dividend.period')}</th>
                <th scope="col">{t('contracts.dividend.netLoss')}</th>
                <th scope="col">{t('contracts.dividend.rate')}</th>
                <th scope="col">{t('contracts.dividend.paid')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.list.map((payout) => (
                <tr key={payout.id}>
                  <td>
                    {payout.periodStart}
                    <br />
                    {payout.periodEnd}
                  </td>
                  <td>{money(payout.netLossCents)}</td>
                  <td>{formatRate(payout.rateBasisPoints, language)}</td>
                  <td>{money(payout.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.hint}>{t('contracts.dividend.historyEmpty')}</p>
        )}
      </section>
      <Link className={styles.link} to={OFFER_PATH}>
        {t('contracts.dividend.offer')}
      </Link>
    </div>
  );
}
