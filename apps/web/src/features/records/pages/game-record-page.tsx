import '../i18n/texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { GameRecord } from '@app/contracts';
import { uniqueRows, useGameRecords } from '../api/records-queries.ts';
import { FilterBar, SelectField } from '../components/filter-bar.tsx';
import { MemberOnly } from '../components/member-only.tsx';
import { LotteryDetails } from '../components/lottery-details.tsx';
import { Amount, RowHead } from '../../../components/money-list/money-row.tsx';
import { Facts, RowMeta, Totals } from '../components/record-parts.tsx';
import { RecordList } from '../components/record-list.tsx';
import { resolveRange } from '../lib/date-range.ts';
import { ALL_GAMES, GAME_TYPES, readGameType } from '../lib/game-types.ts';
import { money, type Money } from '../../../lib/money.ts';
import { listTime } from '../../../lib/period.ts';
import { useMoney, useRecordSearch } from '../lib/use-record-search.ts';
import styles from '../components/records.module.css';

/** /m/gameRecord: the member's real-money rounds, newest first. */
export function GameRecordPage() {
  return (
    <MemberOnly>
      <GameRecords />
    </MemberOnly>
  );
}

function GameRecords() {
  const { t } = useTranslation();
  const { params, today, range, setRange, setParam } = useRecordSearch();
  const gameType = readGameType(params.get('gameType'));
  const resolved = resolveRange(range, today);
  const query = useGameRecords(
    { ...(resolved.ok ? resolved.range : {}), gameType: gameType || undefined },
    resolved.ok,
  );
  const rows = uniqueRows(query.data, (row) => row.roundId);
  const currency = useMoney();

  return (
    <div className={styles.page}>
      <FilterBar filter={range} today={today} onChange={setRange}>
        <SelectField
          label={t('records.gameType')}
          value={gameType}
          onChange={(value) => setParam('gameType', value || null)}
          options={[
            { value: ALL_GAMES, label: t('records.allGameTypes') },
            ...GAME_TYPES.map((type) => ({ value: type, label: t(`records.gameTypes.${type}`) })),
          ]}
        />
      </FilterBar>
      {resolved.ok && (
        <RecordList
          query={query}
          rows={rows}
          rowKey={(row) => row.roundId}
          label={t('records.games.list')}
          empty={{ title: t('records.games.empty'), hint: t('records.games.emptyHint') }}
          summary={<GameTotals rows={rows} currency={currency} />}
          renderRow={(row) => <GameRow row={row} currency={currency} />}
        />
      )}
    </div>
  );
}

/** A slot round, or a lottery bet (its draw, bet, picks, result and payout). */
function GameRow({ row, currency }: { row: GameRecord; currency: Money }) {
  const { t } = useTranslation();
  const { lottery } = row;
  return (
    <>
      <RowHead title={row.gameName}>
        <Amount label={t('records.games.net')} cents={row.netCents} currency={currency} signed />
      </RowHead>
      <RowMeta time={listTime(row.createdAt)} iso={row.createdAt}>
        {lottery
          ? t('records.lottery.numero', { numero: lottery.numero, id: row.roundId })
          : t('records.games.round', { id: row.roundId })}
      </RowMeta>
      <Facts
        facts={[
          { label: t('records.games.stake'), value: money(row.stakeCents, currency) },
          {
            label: lottery ? t('records.lottery.payout') : t('records.games.win'),
            value: money(row.winCents, currency),
          },
        ]}
      />
      {lottery && <LotteryDetails lottery={lottery} />}
    </>
  );
}

function GameTotals({ rows, currency }: { rows: readonly GameRecord[]; currency: Money }) {
  const { t } = useTranslation();
  let stake = 0;
  let win = 0;
  for (const row of rows) {
    stake += row.stakeCents;
    win += row.winCents;
  }
  return (
    <Totals
      title={t('records.games.totals', { count: rows.length })}
      net={{ label: t('records.games.net'), cents: win - stake }}
      currency={currency}
      facts={[
        { label: t('records.games.stake'), value: money(stake, currency) },
        { label: t('records.games.win'), value: money(win, currency) },
      ]}
    />
  );
}
