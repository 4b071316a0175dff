import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { BoGameRow, BoMenuRow } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { GamesNav, MoveButtons } from './games-nav.tsx';
import { useHotList, useMenus, useMoveHot, useMoveMenu } from './games-api.ts';

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
      column.display({
        id: 'position',
        header: t('hot.position'),
        cell: ({ row }) => row.index + 1,
        meta: { numeric: true },
      }),
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
      column.display({
        id: 'move',
        header: t('vendors.order'),
        cell: ({ row }) => (
          <MoveButtons
            upLabel={t('hot.up', { name: row.original.name })}
            downLabel={t('hot.down', { name: row.original.name })}
            first={row.index === 0}
            last={row.index === hotRows.length - 1}
            busy={!can || moveHot.isPending}
            onMove={(direction) =>
              moveHot.mutate(
                { id: row.original.gameId, direction },
                { onSuccess: () => setNotice(t('hot.moved', { name: row.original.name })) },
              )
            }
          />
        ),
      }),
    ];
  }, [t, can, hotRows.length, moveHot]);

  const menuColumns = useMemo<Columns<BoMenuRow>>(() => {
    const column = createColumnHelper<BoMenuRow>();
    return [
      column.display({
        id: 'position',
        header: t('hot.position'),
        cell: ({ row }) => row.index + 1,
        meta: { numeric: true },
      }),
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
      column.display({
        id: 'move',
        header: t('vendors.order'),
        cell: ({ row }) => (
          <MoveButtons
            upLabel={t('menus.up', { name: row.original.key })}
            downLabel={t('menus.down', { name: row.original.key })}
            first={row.index === 0}
            last={row.index === menuRows.length - 1}
            busy={!can || moveMenu.isPending}
            onMove={(direction) =>
              moveMenu.mutate(
                { key: row.original.key, direction },
                { onSuccess: () => setNotice(t('menus.moved', { name: row.original.key })) },
              )
            }
          />
        ),
      }),
    ];
  }, [t, can, menuRows.length, moveMenu]);

  return (
    <>
      <PageHeader title={t('title')} />
      <GamesNav />
      <p role="status" className="ok-text">
        {notice}
      </p>
      <div className="stack">
        <section className="card stack" aria-labelledby="hot-title">
          <h2 id="hot-title">{t('hot.title')}</h2>
          <ErrorText error={hot.error ?? moveHot.error} />
          <DataTable
            caption={t('hot.caption')}
            columns={hotColumns}
            data={hotRows}
            loading={hot.isPending}
            filterable={false}
          />
        </section>
        <section className="card stack" aria-labelledby="menus-title">
          <h2 id="menus-title">{t('menus.title')}</h2>
          <ErrorText error={menus.error ?? moveMenu.error} />
          <DataTable
            caption={t('menus.caption')}
            columns={menuColumns}
            data={menuRows}
            loading={menus.isPending}
            filterable={false}
          />
        </section>
      </div>
    </>
  );
}
