import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { BO_DRAW_STATUSES, type BoDrawStatus, type BoLotteryDraw } from '@app/contracts/backoffice';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { LotteryNav } from './area-nav.tsx';
import styles from './lottery.module.css';
import { DrawStatus } from './draw-status.tsx';
import { useLotteryDraws, useLotteryGames, type DrawsParams } from './lottery-api.ts';

const PAGE = 50;

/** The filters and page live in the address: a list can be reloaded, shared and gone back to. */
function useDrawsState(): [DrawsParams, (next: Partial<DrawsParams>) => void] {
  const [params, setParams] = useSearchParams();
  const gameId = Number(params.get('gameId')) || undefined;
  const statusParam = params.get('status');
  const status = BO_DRAW_STATUSES.includes(statusParam as BoDrawStatus)
    ? (statusParam as BoDrawStatus)
    : undefined;
  const state: DrawsParams = {
    gameId,
    status,
    limit: PAGE,
    offset: Math.max(0, Number(params.get('offset')) || 0),
  };
  const update = (next: Partial<DrawsParams>) => {
    const merged = { ...state, ...next };
    const search = new URLSearchParams();
    if (merged.gameId) search.set('gameId', String(merged.gameId));
    if (merged.status) search.set('status', merged.status);
    if (merged.offset) search.set('offset', String(merged.offset));
    setParams(search);
  };
  return [state, update];
}

/** Every draw, newest first, by game and state; paged on the server. */
export function DrawsPage() {
  const { t, i18n } = useTranslation('lottery');
  const [state, update] = useDrawsState();
  const games = useLotteryGames();
  const draws = useLotteryDraws(state);
  const [gameId, setGameId] = useState(state.gameId ? String(state.gameId) : '');
  const [status, setStatus] = useState<string>(state.status ?? '');
  const columns = useColumns();
  const english = i18n.language.startsWith('en');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({
      gameId: Number(gameId) || undefined,
      status: (status || undefined) as BoDrawStatus | undefined,
      offset: 0,
    });
  };

  return (
    <div className={styles.area}>
      <PageHeader title={t('title')} />
      <LotteryNav />
      <form className="card row" role="search" aria-label={t('draws.filters')} onSubmit={submit}>
        <label className="inline">
          {t('draws.game')}
          <select value={gameId} onChange={(e) => setGameId(e.target.value)}>
            <option value="">{t('draws.allGames')}</option>
            {(games.data?.games ?? []).map((game) => (
              <option key={game.gameId} value={game.gameId}>
                {english ? game.names.en : game.names.pt}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          {t('draws.status')}
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('status.all')}</option>
            {BO_DRAW_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`status.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('draws.apply')}</button>
      </form>
      <ErrorText error={draws.error} />
      <DataTable<BoLotteryDraw>
        caption={t('draws.caption')}
        columns={columns}
        data={draws.data?.rows ?? []}
        loading={draws.isFetching}
        csvName="lottery-draws"
        paging={{
          limit: state.limit,
          offset: state.offset,
          total: draws.data?.total ?? 0,
          onChange: (offset) => update({ offset }),
        }}
      />
    </div>
  );
}

const column = createColumnHelper<BoLotteryDraw>();

function useColumns(): Columns<BoLotteryDraw> {
  const { t, i18n } = useTranslation('lottery');
  const english = i18n.language.startsWith('en');
  return useMemo(
    () => [
      column.accessor('numero', {
        header: t('draws.numero'),
        enableSorting: false,
        cell: (info) => (
          <Link to={`/lottery/draws/${info.row.original.id}`}>{info.getValue()}</Link>
        ),
      }),
      column.accessor((row) => (english ? row.gameNames.en : row.gameNames.pt), {
        id: 'game',
        header: t('draws.game'),
        enableSorting: false,
        cell: (info) => (
          <span className="stack" style={{ gap: 0 }}>
            <span>{info.getValue()}</span>
            <span className="muted">{info.row.original.gameCode}</span>
          </span>
        ),
      }),
      column.accessor('status', {
        header: t('draws.status'),
        enableSorting: false,
        cell: (info) => <DrawStatus status={info.getValue()} />,
      }),
      column.accessor('drawAt', {
        header: t('draws.drawAt'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      column.accessor('lockAt', {
        header: t('draws.lockAt'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      column.accessor('betCount', {
        header: t('draws.bets'),
        enableSorting: false,
        meta: { numeric: true },
      }),
      column.accessor('stakeCents', {
        header: t('draws.stake'),
        enableSorting: false,
        cell: (info) => <Money cents={info.getValue()} />,
        meta: { numeric: true },
      }),
      column.accessor('payoutCents', {
        header: t('draws.payout'),
        enableSorting: false,
        cell: (info) => <Money cents={info.getValue()} />,
        meta: { numeric: true },
      }),
      column.accessor('refundedCents', {
        header: t('draws.refunded'),
        enableSorting: false,
        cell: (info) => <Money cents={info.getValue()} />,
        meta: { numeric: true },
      }),
    ],
    [t, english],
  );
}
