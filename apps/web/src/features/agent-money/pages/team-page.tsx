import '../i18n/texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { Downline } from '@app/contracts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys, useWalletBalance } from '../../member/api/member-queries.ts';
import { agentMoneyKeys, useDownlines } from '../api/agent-money-api.ts';
import { AgentOnly } from '../components/agent-only.tsx';
import { MoneyList } from '../components/money-list.tsx';
import { TransferDialog, type Recipient } from '../components/transfer-dialog.tsx';
import { listDate } from '../lib/money.ts';
import { useFormatMoney } from '../../../lib/money.ts';
import styles from '../components/agent-money.module.css';

/**
 * /m/member/team (team management and transfer): the agent's direct downlines with search and
 * load-more, each with its balance and a transfer action, and a multi-transfer mode (select
 * several, an amount each). The agent's balance is shown and refreshed after a transfer.
 */
export function TeamPage() {
  return (
    <AgentOnly>
      <Team />
    </AgentOnly>
  );
}

function Team() {
  const { t } = useTranslation();
  const ids = useId();
  const amount = useFormatMoney();
  const client = useQueryClient();
  const userName = useSession()?.userName ?? '';
  const balance = useWalletBalance();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [wholeTeam, setWholeTeam] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Map<number, Recipient>>(new Map());
  const [recipients, setRecipients] = useState<Recipient[] | null>(null);
  const query = useDownlines(search, wholeTeam ? 'all' : 'direct');
  const rows = query.data?.pages.flatMap((page) => page.content) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const balanceCents = balance.data?.sumBalance;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };

  const toggle = (row: Downline) =>
    setSelected((previous) => {
      const next = new Map(previous);
      if (next.has(row.memberId)) next.delete(row.memberId);
      else next.set(row.memberId, { memberId: row.memberId, userName: row.userName });
      return next;
    });

  const afterTransfer = () => {
    void client.invalidateQueries({ queryKey: memberKeys.balance(userName) });
    void client.invalidateQueries({ queryKey: agentMoneyKeys.all(userName) });
    setSelected(new Map());
    setSelecting(false);
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={`${ids}-balance`}>
        <h2 id={`${ids}-balance`} className={styles.cardTitle}>
          {t('agentMoney.balance')}
        </h2>
        <p className={styles.balance} data-testid="agent-balance">
          {balanceCents === undefined ? '—' : amount(balanceCents)}
        </p>
      </section>

      <form role="search" className={styles.searchBar} onSubmit={onSearch}>
        <label htmlFor={`${ids}-search`} className="sr-only">
          {t('agentMoney.team.search')}
        </label>
        <input
          id={`${ids}-search`}
          className={styles.input}
          type="search"
          value={typed}
          placeholder={t('agentMoney.team.searchPlaceholder')}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className={styles.primary}>
          {t('agentMoney.team.searchButton')}
        </button>
      </form>

      <div className={styles.toolbar}>
        <p className={styles.muted}>{t('agentMoney.team.count', { count: total })}</p>
        <button
          type="button"
          className={styles.secondary}
          aria-pressed={wholeTeam}
          onClick={() => setWholeTeam((value) => !value)}
        >
          {t('agentMoney.team.wholeTeam')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          aria-pressed={selecting}
          onClick={() => {
            setSelecting((value) => !value);
            setSelected(new Map());
          }}
        >
          {t('agentMoney.team.multi')}
        </button>
      </div>

      <MoneyList
        query={query}
        rows={rows}
        label={t('agentMoney.team.list')}
        empty={t('agentMoney.team.empty')}
      >
        {(row) => (
          <li key={row.memberId} className={styles.row}>
            <div className={styles.rowHead}>
              {selecting && row.depth === 1 && (
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={selected.has(row.memberId)}
                  aria-label={t('agentMoney.team.select', { name: row.userName })}
                  onChange={() => toggle(row)}
                />
              )}
              <div className={styles.who}>
                <strong>{row.userName}</strong>
                {row.nickname && <span className={styles.muted}> · {row.nickname}</span>}
                <span className={styles.badge}>
                  {row.isAgent ? t('agentMoney.team.agent') : t('agentMoney.team.member')}
                </span>
                {row.depth > 1 && (
                  <span className={styles.via}>
                    {t('agentMoney.team.via', { name: row.uplineUserName, level: row.depth })}
                  </span>
                )}
              </div>
              <strong
                className={styles.amount}
                aria-label={t('agentMoney.team.balanceOf', { name: row.userName })}
              >
                {amount(row.balanceCents)}
              </strong>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{t('agentMoney.team.registered')}</dt>
                <dd>{listDate(row.registeredAt)}</dd>
              </div>
              <div>
                <dt>{t('agentMoney.team.lastLogin')}</dt>
                <dd>{listDate(row.lastLoginAt)}</dd>
              </div>
              <div>
                <dt>{t('agentMoney.team.downlines')}</dt>
                <dd>{row.downlineCount}</dd>
              </div>
            </dl>
            {!selecting && row.depth === 1 && (
              <div className={styles.rowActions}>
                <Link
                  className={styles.linkButton}
                  to={`/member/agent/agentRebeat?memberId=${row.memberId}`}
                  aria-label={t('agentMoney.team.rebateOf', { name: row.userName })}
                >
                  {t('agentMoney.team.rebate')}
                </Link>
                <button
                  type="button"
                  className={styles.primary}
                  aria-label={t('agentMoney.team.transferTo', { name: row.userName })}
                  onClick={() =>
                    setRecipients([{ memberId: row.memberId, userName: row.userName }])
                  }
                >
                  {t('agentMoney.team.transfer')}
                </button>
              </div>
            )}
          </li>
        )}
      </MoneyList>

      {selecting && (
        <div className={styles.stickyBar}>
          <button
            type="button"
            className={styles.primary}
            disabled={selected.size === 0}
            onClick={() => setRecipients([...selected.values()])}
          >
            {t('agentMoney.team.transferSelected', { count: selected.size })}
          </button>
        </div>
      )}

      {recipients && (
        <TransferDialog
          recipients={recipients}
          balanceCents={balanceCents}
          onClose={() => setRecipients(null)}
          onDone={afterTransfer}
        />
      )}
    </div>
  );
}
