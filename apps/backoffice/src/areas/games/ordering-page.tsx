import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { BoGameRow, BoMenuRow } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import type { Columns } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { GamesNav } from './games-nav.tsx';
import { useHotList, useMenus, useMoveHot, useMoveMenu, type Direction } from './games-api.ts';
import { OrderedList } from './ordered-list.tsx';

const gameName = (row: BoGameRow) => row.name;
const menuKey = (row: BoMenuRow) => row.key;

/** The home hot list and the game menus, each in the site's order, moved up or down. */
export function OrderingPage() {
  const { t } = useTranslation('games');
  const can = useCan()('catalogue.write');
  const hot = useHotList();
  const menus = useMenus();
  const moveHot = useMoveHot();
  const moveMenu = useMoveMenu();
  const [notice, setNotice] = useState('');
  const hotRows = useMemo(() => hot.data?.rows ?? [], [hot.data]);
  const menuRows = useMemo(() => menus.data?.rows ?? [], [menus.data]);

  const hotColumns = useMemo<Columns<BoGameRow>>(() => {
    const column = createColumnHelper<BoGameRow>();
    return [
      column.accessor('name', {
        header: t('games.game'),
        enableSorting: false,
        cell: ({ row }) => (
          <>
            {row.original.name}
            {row.original.enabled && row.original.vendorEnabled ? null : (
              <>
                {' '}
                <span className="badge danger">{t('hot.hidden')}</span>
              </>
            )}
          </>
        ),
      }),
      column.accessor('vendorCode', { header: t('games.vendor'), enableSorting: false }),
      column.accessor('gameType', { header: t('games.type'), enableSorting: false }),
    ];
  }, [t]);

  const menuColumns = useMemo<Columns<BoMenuRow>>(() => {
    const column = createColumnHelper<BoMenuRow>();
    return [
      column.accessor('key', { header: t('menus.key'), enableSorting: false }),
      column.accessor((row) => row.gameType ?? '', {
        id: 'type',
        header: t('menus.type'),
        enableSorting: false,
      }),
      column.accessor('gameCount', {
        header: t('menus.count'),
        meta: { numeric: true },
        enableSorting: false,
      }),
    ];
  }, [t]);

  const { mutate: mutateHot } = moveHot;
  const onMoveHot = useCallback(
    (row: BoGameRow, direction: Direction) =>
      mutateHot(
        { id: row.gameId, direction },
        { onSuccess: () => setNotice(t('hot.moved', { name: row.name })) },
      ),
    [mutateHot, t],
  );
  const { mutate: mutateMenu } = moveMenu;
  const onMoveMenu = useCallback(
    (row: BoMenuRow, direction: Direction) =>
      mutateMenu(
        { key: row.key, direction },
        { onSuccess: () => setNotice(t('menus.moved', { name: row.key })) },
      ),
    [mutateMenu, t],
  );

  return (
    <>
      <PageHeader title={t('title')} />
      <GamesNav />
      <p role="status" className="ok-text">
        {notice}
      </p>
      <div className="stack">
        <OrderedList
          id="hot-title"
          messages="hot"
          columns={hotColumns}
          rows={hotRows}
          loading={hot.isPending}
          error={hot.error ?? moveHot.error}
          busy={!can || moveHot.isPending}
          nameOf={gameName}
          onMove={onMoveHot}
        />
        <OrderedList
          id="menus-title"
          messages="menus"
          columns={menuColumns}
          rows={menuRows}
          loading={menus.isPending}
          error={menus.error ?? moveMenu.error}
          busy={!can || moveMenu.isPending}
          nameOf={menuKey}
          onMove={onMoveMenu}
        />
      </div>
    </>
  );
}
