import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { BoAgentDetail } from '@app/contracts/backoffice';
import { AddressTabs } from '../../components/address-tabs.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAgent } from './agents-api.ts';
import styles from './agents.module.css';
import { ContractsTab } from './contracts-tab.tsx';
import { PayoutsTab } from './payouts-tab.tsx';
import { RatesForm } from './rates-form.tsx';

const TABS = ['rates', 'contracts', 'payouts'] as const;

/** One agent: where it sits in the tree, its team and what it was paid, then its tabs. */
export function AgentPage() {
  const { t } = useTranslation('agents');
  const id = Number(useParams().id);
  const agent = useAgent(id);
  const location = useLocation();
  const promoted = (location.state as { promoted?: boolean } | null)?.promoted === true;
  const [notice, setNotice] = useState('');
  const data = agent.data;
  return (
    <>
      <p>
        <Link to="/agents">{t('actions.back')}</Link>
      </p>
      <PageHeader
        title={data ? t('detail.heading', { name: data.userName, id: data.id }) : t('title')}
      />
      <p role="status" className="ok-text">
        {notice || (promoted && data ? t('promote.done', { name: data.userName }) : '')}
      </p>
      <ErrorText error={agent.error} />
      {agent.isPending ? <p>{t('detail.loading')}</p> : null}
      {data ? (
        <>
          <Facts agent={data} />
          <AgentTabs agent={data} onNotice={setNotice} />
        </>
      ) : null}
    </>
  );
}

function Facts({ agent }: { agent: BoAgentDetail }) {
  const { t } = useTranslation('agents');
  const facts: [string, ReactNode][] = [
    [t('detail.type'), t('types.agent', { type: agent.type })],
    [t('detail.status'), t(`memberStatus.${agent.status}`, { defaultValue: agent.status })],
    [
      t('detail.upline'),
      agent.parentAgent ? (
        <Link to={`/agents/${agent.parentAgent.id}`}>{agent.parentAgent.userName}</Link>
      ) : (
        t('detail.house')
      ),
    ],
    [t('tree.path'), agent.path.map((step) => step.userName).join(' › ') || '—'],
    [t('detail.teamSize'), agent.teamSize],
    [t('detail.direct'), agent.directCount],
    [t('detail.directAgents'), agent.directAgents],
    [t('detail.registered'), <DateTime key="r" iso={agent.createdAt} />],
  ];
  return (
    <div className={styles.detailGrid}>
      <section className="card" aria-labelledby="agent-facts">
        <h2 id="agent-facts">{t('detail.facts')}</h2>
        <dl className="facts">
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Link to={`/members/${agent.id}`}>{t('detail.memberLink')}</Link>
        </p>
      </section>
      <section className="card stack" aria-labelledby="agent-totals">
        <h2 id="agent-totals">{t('detail.totals')}</h2>
        <dl className="facts">
          <dt>{t('detail.rebate')}</dt>
          <dd className={styles.big}>
            <Money cents={agent.totals.rebateCents} />
          </dd>
          <dt>{t('detail.dailySalary')}</dt>
          <dd className={styles.big}>
            <Money cents={agent.totals.dailySalaryCents} />
          </dd>
          <dt>{t('detail.dividend')}</dt>
          <dd className={styles.big}>
            <Money cents={agent.totals.dividendCents} />
          </dd>
        </dl>
      </section>
    </div>
  );
}

/** The agent's tabs, the open one kept in the address (`?tab=`). */
function AgentTabs({
  agent,
  onNotice,
}: {
  agent: BoAgentDetail;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation('agents');
  return (
    <AddressTabs
      idPrefix="agent"
      tabs={TABS}
      label={t('tabs.label')}
      labelOf={(tab) => t(`tabs.${tab}`)}
      panelClassName="stack"
    >
      {(current) => (
        <>
          {current === 'rates' ? (
            <RatesForm key={JSON.stringify(agent.rates)} agent={agent} onNotice={onNotice} />
          ) : null}
          {current === 'contracts' ? <ContractsTab agent={agent} onNotice={onNotice} /> : null}
          {current === 'payouts' ? <PayoutsTab agentId={agent.id} /> : null}
        </>
      )}
    </AddressTabs>
  );
}
