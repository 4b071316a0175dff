import '../i18n/texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useRebateStatement, type StatementRange } from '../api/agent-money-api.ts';
import { AgentOnly } from '../components/agent-only.tsx';
import { MoneyList } from '../components/money-list.tsx';
import { isoDay, listDay } from '../lib/money.ts';
import { useFormatMoney, useFormatPercent } from '../../../lib/money.ts';
import styles from '../components/agent-money.module.css';

const DEFAULT_DAYS = 30;

/**
 * /m/member/teamRebate (team rebate, the agent's rebate income): every paid rebate of a period,
 * newest day first, a line per day and game type with the valid bets it was paid on, the rate
 * and the amount, and the period's total.
 */
export function TeamRebatePage() {
  return (
    <AgentOnly>
      <TeamRebate />
    </AgentOnly>
  );
}

function TeamRebate() {
  const { t } = useTranslation();
  const ids = useId();
  const amount = useFormatMoney();
  const percent = useFormatPercent();
  const [initial] = useState(() => {
    const today = new Date();
    const start = new Date(today);
    start.setDate(start.getDate() - DEFAULT_DAYS);
    return { startDate: isoDay(start), endDate: isoDay(today) };
  });
  const [draft, setDraft] = useState(initial);
  const [range, setRange] = useState<StatementRange>(initial);
  const invalid = draft.startDate > draft.endDate;
  const query = useRebateStatement(range, true);
  const rows = query.data?.pages.flatMap((page) => page.content) ?? [];
  const totalCents = query.data?.pages[0]?.totalAmountCents ?? 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) setRange({ ...draft });
  };

  return (
    <div className={styles.page}>
      <form className={styles.rangeForm} noValidate onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-start`} className={styles.label}>
            {t('agentMoney.statement.from')}
          </label>
          <input
            id={`${ids}-start`}
            type="date"
            className={styles.input}
            value={draft.startDate}
            onChange={(event) => setDraft((d) => ({ ...d, startDate: event.target.value }))}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-end`} className={styles.label}>
            {t('agentMoney.statement.to')}
          </label>
          <input
            id={`${ids}-end`}
            type="date"
            className={styles.input}
            value={draft.endDate}
            onChange={(event) => setDraft((d) => ({ ...d, endDate: event.target.value }))}
          />
        </div>
        <button type="submit" className={styles.primary} disabled={invalid}>
          {t('agentMoney.statement.search')}
        </button>
        {invalid && (
          <p role="alert" className={styles.error}>
            {t('agentMoney.statement.invalidRange')}
          </p>
        )}
      </form>

      <section className={styles.card} aria-labelledby={`${ids}-total`}>
        <h2 id={`${ids}-total`} className={styles.cardTitle}>
          {t('agentMoney.statement.total')}
        </h2>
        <p className={styles.balance}>{amount(totalCents)}</p>
      </section>

      <MoneyList
        query={query}
        rows={rows}
        label={t('agentMoney.statement.list')}
        empty={t('agentMoney.statement.empty')}
      >
        {(row) => (
          <li key={row.id} className={styles.row}>
            <div className={styles.rowHead}>
              <div className={styles.who}>
                <strong>{listDay(row.date)}</strong>
                <span className={styles.badge}>{t(`agentMoney.gameTypes.${row.gameType}`)}</span>
              </div>
              <strong className={styles.amount}>{amount(row.amountCents)}</strong>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{t('agentMoney.statement.validBet')}</dt>
                <dd>{amount(row.validBetCents)}</dd>
              </div>
              <div>
                <dt>{t('agentMoney.statement.rate')}</dt>
                <dd>{percent(row.rateBp)}</dd>
              </div>
            </dl>
          </li>
        )}
      </MoneyList>
    </div>
  );
}
