import '../i18n/texts.ts';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useFormatPercent } from '../../../lib/money.ts';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import { useSession } from '../../../lib/session-store.ts';
import {
  agentMoneyKeys,
  updateDownlineRebates,
  useAgentRebates,
  useDownlineRebates,
  useDownlines,
} from '../api/agent-money-api.ts';
import { AgentOnly } from '../components/agent-only.tsx';
import { RebateForm } from '../components/rebate-form.tsx';
import styles from '../components/agent-money.module.css';

/**
 * /m/member/agent/agentRebeat (agent rebate): the agent's own rate per game type, and for a
 * chosen downline (`?memberId=`, or picked from the list) the form of its rates with the
 * ceiling of each type.
 */
export function AgentRebatePage() {
  return (
    <AgentOnly>
      <AgentRebate />
    </AgentOnly>
  );
}

function AgentRebate() {
  const { t } = useTranslation();
  const percent = useFormatPercent();
  const ids = useId();
  const client = useQueryClient();
  const userName = useSession()?.userName ?? '';
  const [params, setParams] = useUrlQuery();
  const memberId = Number(params.get('memberId')) || null;
  const own = useAgentRebates();
  const downlines = useDownlines('');
  const options = downlines.data?.pages.flatMap((page) => page.content) ?? [];
  const chosen = useDownlineRebates(memberId);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={`${ids}-own`}>
        <h2 id={`${ids}-own`} className={styles.cardTitle}>
          {t('agentMoney.rebate.own')}
        </h2>
        {own.data ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('agentMoney.rebate.gameType')}</th>
                <th scope="col">{t('agentMoney.rebate.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {own.data.rates.map((rate) => (
                <tr key={rate.gameType}>
                  <th scope="row">{t(`agentMoney.gameTypes.${rate.gameType}`)}</th>
                  <td>{percent(rate.rateBp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p role="status" className={styles.muted}>
            {own.isError ? t('agentMoney.loadFailed') : t('agentMoney.loading')}
          </p>
        )}
      </section>

      <section className={styles.card} aria-labelledby={`${ids}-downline`}>
        <h2 id={`${ids}-downline`} className={styles.cardTitle}>
          {t('agentMoney.rebate.downline')}
        </h2>
        <label htmlFor={`${ids}-pick`} className={styles.label}>
          {t('agentMoney.rebate.pick')}
        </label>
        <select
          id={`${ids}-pick`}
          className={styles.input}
          value={memberId ?? ''}
          onChange={(event) =>
            setParams((previous) => {
              const next = new URLSearchParams(previous);
              if (event.target.value) next.set('memberId', event.target.value);
              else next.delete('memberId');
              return next;
            })
          }
        >
          <option value="">{t('agentMoney.rebate.none')}</option>
          {memberId !== null && !options.some((o) => o.memberId === memberId) && chosen.data && (
            <option value={memberId}>{chosen.data.userName}</option>
          )}
          {options.map((option) => (
            <option key={option.memberId} value={option.memberId}>
              {option.userName}
            </option>
          ))}
        </select>
        {memberId !== null &&
          (chosen.data ? (
            <RebateForm
              key={chosen.data.memberId}
              downline={chosen.data}
              save={updateDownlineRebates}
              onSaved={(saved) => {
                client.setQueryData(
                  agentMoneyKeys.downlineRebates(userName, saved.memberId),
                  saved,
                );
                void client.invalidateQueries({ queryKey: agentMoneyKeys.all(userName) });
              }}
            />
          ) : (
            <p role={chosen.isError ? 'alert' : 'status'} className={styles.muted}>
              {chosen.isError ? chosen.error.message : t('agentMoney.loading')}
            </p>
          ))}
      </section>
    </div>
  );
}
