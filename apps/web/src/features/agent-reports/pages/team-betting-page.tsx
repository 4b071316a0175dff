import '../i18n/texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { GameType, type TeamBet } from '@app/contracts';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.ts';
import {
  ListEnd,
  ListFailure,
  ListSkeleton,
  ListState,
  pagedListTexts,
} from '../../../components/paged-list/paged-list-parts.tsx';
import { useTeamBets } from '../api/agent-reports-queries.ts';
import { AgentOnly } from '../components/agent-only.tsx';
import { RangeBar } from '../components/range-bar.tsx';
import { Amount, RowHead } from '../../../components/money-list/money-row.tsx';
import { money, type Money } from '../../../lib/money.ts';
import { listTime } from '../../../lib/period.ts';
import { useMoney, useReportSearch } from '../lib/use-report-search.ts';
import moneyList from '../../../components/money-list/money-list.module.css';
import styles from '../components/agent-reports.module.css';

const GAME_TYPES: readonly string[] = GameType.options;

function readGameType(value: string | null): string {
  const type = value?.trim().toUpperCase() ?? '';
  return GAME_TYPES.includes(type) ? type : '';
}

/**
 * /m/teamBetting: the team's rounds and lottery bets, newest first, filtered by period, member
 * and game type (all in the URL), 25 a page with infinite scroll and a load-more button.
 */
export function TeamBettingPage() {
  return (
    <AgentOnly>
      <TeamBetting />
    </AgentOnly>
  );
}

function TeamBetting() {
  const { t } = useTranslation();
  const id = useId();
  const { params, today, range, resolved, setRange, setParam } = useReportSearch();
  const member = (params.get('user') ?? '').trim();
  const gameType = readGameType(params.get('gameType'));
  const [typed, setTyped] = useState(member);
  const query = useTeamBets(
    resolved.ok
      ? {
          ...resolved.days,
          ...(member ? { userName: member } : {}),
          ...(gameType ? { gameType } : {}),
        }
      : null,
  );
  const rows = uniqueBets(query.data?.pages);
  const currency = useMoney();
  const texts = pagedListTexts(t, 'agentReports');
  useInfiniteScroll({
    enabled: query.hasNextPage && !query.isFetching && !query.isError,
    onLoadMore: () => void query.fetchNextPage(),
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParam('user', typed.trim() || null);
  };

  return (
    <div className={styles.page}>
      <RangeBar filter={range} resolved={resolved} today={today} onChange={setRange}>
        <form className={styles.search} onSubmit={search} role="search">
          <label className={styles.field} htmlFor={`${id}-user`}>
            <span>{t('agentReports.bets.member')}</span>
          </label>
          <div className={styles.searchRow}>
            <input
              id={`${id}-user`}
              className={styles.searchInput}
              type="search"
              value={typed}
              autoComplete="off"
              autoCapitalize="none"
              placeholder={t('agentReports.bets.memberHint')}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className={styles.primary}>
              {t('agentReports.bets.search')}
            </button>
          </div>
        </form>
        <label className={styles.field}>
          <span>{t('agentReports.bets.gameType')}</span>
          <select value={gameType} onChange={(event) => setParam('gameType', event.target.value)}>
            <option value="">{t('agentReports.bets.allGames')}</option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`agentReports.gameTypes.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </RangeBar>
      {resolved.ok &&
        (query.isPending ? (
          <ListSkeleton
            listClassName={moneyList.list}
            rowClassName={moneyList.row}
            loading={texts.loading}
            testId="team-bets-skeleton"
          />
        ) : query.isError && rows.length === 0 ? (
          <ListFailure query={query} texts={texts} />
        ) : rows.length === 0 ? (
          <ListState title={t('agentReports.bets.empty')} hint={t('agentReports.bets.emptyHint')} />
        ) : (
          <div>
            <ul className={moneyList.list} aria-label={t('agentReports.bets.list')}>
              {rows.map((row) => (
                <li key={row.id} className={moneyList.row}>
                  <BetRow row={row} currency={currency} />
                </li>
              ))}
            </ul>
            <ListEnd query={query} texts={texts} />
          </div>
        ))}
    </div>
  );
}

/** Pages are offsets into a list that grows at its head while the team plays. */
function uniqueBets(pages: ReadonlyArray<{ content: TeamBet[] }> | undefined): TeamBet[] {
  const seen = new Set<string>();
  const rows: TeamBet[] = [];
  for (const page of pages ?? []) {
    for (const row of page.content) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

function BetRow({ row, currency }: { row: TeamBet; currency: Money }) {
  const { t } = useTranslation();
  const net = row.status === 'open' ? 0 : row.winCents - row.stakeCents;
  return (
    <>
      <RowHead title={row.gameName}>
        <Amount label={t('agentReports.bets.net')} cents={net} currency={currency} signed />
      </RowHead>
      <p className={moneyList.meta}>
        <time dateTime={row.createdAt}>{listTime(row.createdAt)}</time>
        <span>{row.userName}</span>
        <span>{t(`agentReports.bets.status.${row.status}`)}</span>
      </p>
      <dl className={moneyList.facts}>
        <div>
          <dt>{t('agentReports.bets.stake')}</dt>
          <dd>{money(row.stakeCents, currency)}</dd>
        </div>
        <div>
          <dt>{t('agentReports.bets.win')}</dt>
          <dd>{money(row.winCents, currency)}</dd>
        </div>
      </dl>
    </>
  );
}
