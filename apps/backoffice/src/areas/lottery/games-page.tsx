import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { BoLotteryGame } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { LotteryNav } from './area-nav.tsx';
import styles from './lottery.module.css';
import { useLotteryGames } from './lottery-api.ts';
import { ScheduleDialog } from './schedule-dialog.tsx';
import { scheduleText } from './schedule-text.ts';

/** The lottery games: schedule, sale window, on/off, pending draws; admins edit the schedule. */
export function GamesPage() {
  const { t, i18n } = useTranslation('lottery');
  const games = useLotteryGames();
  const [editing, setEditing] = useState<BoLotteryGame | null>(null);
  const [notice, setNotice] = useState('');
  const columns = useColumns(setEditing);
  const nameOf = (game: BoLotteryGame) =>
    i18n.language.startsWith('en') ? game.names.en : game.names.pt;
  return (
    <div className={styles.area}>
      <PageHeader title={t('title')} />
      <LotteryNav />
      <p role="status" className="ok-text">
        {notice}
      </p>
      <ErrorText error={games.error} />
      <DataTable<BoLotteryGame>
        caption={t('games.caption')}
        columns={columns}
        data={games.data?.games ?? []}
        loading={games.isFetching}
        csvName="lottery-games"
      />
      {editing ? (
        <ScheduleDialog
          key={editing.gameId}
          game={editing}
          name={nameOf(editing)}
          onClose={() => setEditing(null)}
          onSaved={(game) => {
            setNotice(t('games.saved', { name: nameOf(game) }));
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}

const column = createColumnHelper<BoLotteryGame>();

function useColumns(onEdit: (game: BoLotteryGame) => void): Columns<BoLotteryGame> {
  const { t, i18n } = useTranslation('lottery');
  const can = useCan();
  const writer = can('lottery.write');
  const english = i18n.language.startsWith('en');
  return useMemo(
    () => [
      column.accessor((row) => (english ? row.names.en : row.names.pt), {
        id: 'name',
        header: t('games.name'),
        cell: (info) => (
          <span className="stack" style={{ gap: 0 }}>
            <strong>{info.getValue()}</strong>
            <span className="muted">{info.row.original.code}</span>
          </span>
        ),
        meta: { csv: (row) => row.code },
      }),
      column.accessor((row) => scheduleText(t, row), {
        id: 'schedule',
        header: t('games.schedule'),
        cell: (info) => (
          <span className="stack" style={{ gap: 0 }}>
            <span>{info.getValue()}</span>
            <span className="muted">
              {t(`playTypes.${info.row.original.playType}` as 'playTypes.trad')}
            </span>
          </span>
        ),
      }),
      column.accessor('lockSeconds', {
        header: t('games.lock'),
        cell: (info) => t('games.lockSeconds', { count: info.getValue() }),
        meta: { numeric: true },
      }),
      column.accessor('enabled', {
        header: t('games.state'),
        cell: (info) => (
          <span className={`badge ${info.getValue() ? 'ok' : 'warn'}`}>
            {info.getValue() ? t('games.on') : t('games.off')}
          </span>
        ),
      }),
      column.accessor('pendingDraws', { header: t('games.pending'), meta: { numeric: true } }),
      column.accessor('openBets', { header: t('games.openBets'), meta: { numeric: true } }),
      column.accessor('nextDrawAt', {
        header: t('games.next'),
        cell: (info) =>
          info.getValue() ? (
            <span className="stack" style={{ gap: 0 }}>
              <DateTime iso={info.getValue()} />
              <span className="muted">{info.row.original.nextNumero}</span>
            </span>
          ) : (
            '—'
          ),
      }),
      column.display({
        id: 'actions',
        header: t('games.actions'),
        cell: (info) => {
          const game = info.row.original;
          const name = english ? game.names.en : game.names.pt;
          return (
            <span className="row" style={{ flexWrap: 'nowrap' }}>
              <Link
                to={`/lottery/draws?gameId=${game.gameId}`}
                aria-label={t('games.draws', { name })}
              >
                {t('nav.draws')}
              </Link>
              {writer ? (
                <button
                  type="button"
                  className="secondary"
                  aria-label={t('games.edit', { name })}
                  onClick={() => onEdit(game)}
                >
                  {t('games.editShort')}
                </button>
              ) : null}
            </span>
          );
        },
      }),
    ],
    [t, english, writer, onEdit],
  );
}
