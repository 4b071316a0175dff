import '../i18n/texts.ts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Navigate } from 'react-router';
import type { AgentContract, ContractKind } from '@app/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useDecideContract, useReceivedContracts } from '../api/contract-queries.ts';
import { ContractTermsView } from '../components/contract-terms.tsx';
import { formatDateTime } from '../lib/format.ts';
import { isAgentSessionType } from '../lib/prompt-logic.ts';
import styles from '../components/agent-contracts.module.css';

/**
 * A contract screen (spec 2: getSalaryContract, getDevidendContract, getHourContract): the
 * newest contract of the kind offered to the member, its terms and, while pending, accept and
 * refuse behind a confirmation; once decided, its status and time.
 */
function ContractScreen({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const session = useSession();
  const agent = session !== null && isAgentSessionType(session.type);
  const received = useReceivedContracts(kind, agent);
  if (!session) return <Navigate to="/login" replace />;
  if (!agent) {
    return (
      <div className={styles.page}>
        <p className={styles.hint} role="status">
          {t('contracts.screen.notAgent')}
        </p>
      </div>
    );
  }
  if (received.isPending) {
    return (
      <div className={styles.page}>
        <p className={styles.hint} role="status">
          {t('contracts.screen.loading')}
        </p>
      </div>
    );
  }
  if (received.isError) {
    return (
      <div className={styles.page}>
        <p className={styles.error} role="alert">
          {t('contracts.screen.loadFailed')}
        </p>
        <button type="button" className={styles.secondary} onClick={() => void received.refetch()}>
          {t('contracts.screen.retry')}
        </button>
      </div>
    );
  }
  const [contract] = received.data.list;
  if (!contract) {
    return (
      <div className={styles.page}>
        <p className={styles.hint} role="status">
          {t('contracts.screen.none', { kind: t(`contracts.kind.${kind}`) })}
        </p>
      </div>
    );
  }
  return <ContractCard contract={contract} />;
}

function ContractCard({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation();
  const decide = useDecideContract();
  const [asking, setAsking] = useState<'accept' | 'refuse' | null>(null);
  const kind = t(`contracts.kind.${contract.kind}`);
  const pending = contract.status === 'pending';

  const confirm = () => {
    if (!asking) return;
    const decision = asking;
    setAsking(null);
    decide.mutate({ id: contract.id, decision });
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="contract-heading">
        <h2 id="contract-heading">{kind}</h2>
        <p className={styles.badge} data-status={contract.status} role="status">
          {t(`contracts.status.${contract.status}`)}
        </p>
        <dl className={styles.facts}>
          <dt>{t('contracts.screen.offeredBy')}</dt>
          <dd>{contract.fromHouse ? t('contracts.screen.house') : contract.uplineName}</dd>
          <dt>{t('contracts.screen.offeredAt')}</dt>
          <dd>{formatDateTime(contract.createdAt)}</dd>
          {contract.decidedAt && (
            <>
              <dt>{t('contracts.screen.decidedAt')}</dt>
              <dd>
                <time dateTime={contract.decidedAt}>{formatDateTime(contract.decidedAt)}</time>
              </dd>
            </>
          )}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="terms-heading">
        <h3 id="terms-heading">{t('contracts.screen.terms')}</h3>
        <ContractTermsView contract={contract} />
      </section>
      {decide.isSuccess && !pending && (
        <p className={styles.success} role="status">
          {t('contracts.screen.decided')}
        </p>
      )}
      {decide.isError && (
        <p className={styles.error} role="alert">
          {decide.error.message}
        </p>
      )}
      {pending && (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            disabled={decide.isPending}
            onClick={() => setAsking('refuse')}
          >
            {t('contracts.screen.refuse')}
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={decide.isPending}
            onClick={() => setAsking('accept')}
          >
            {t('contracts.screen.accept')}
          </button>
        </div>
      )}
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={t(
          asking === 'refuse'
            ? 'contracts.screen.confirmRefuseTitle'
            : 'contracts.screen.confirmAcceptTitle',
        )}
      >
        <div className={styles.dialogBody}>
          <p>
            {t(
              asking === 'refuse'
                ? 'contracts.screen.confirmRefuse'
                : 'contracts.screen.confirmAccept',
              { kind },
            )}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => setAsking(null)}>
              {t('contracts.screen.cancel')}
            </button>
            <button type="button" className={styles.primary} data-autofocus onClick={confirm}>
              {t('contracts.screen.confirm')}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

export function SalaryContractPage() {
  return <ContractScreen kind="dailySalary" />;
}

export function DividendContractPage() {
  return <ContractScreen kind="dividend" />;
}

export function HourContractPage() {
  return <ContractScreen kind="hourlySalary" />;
}
