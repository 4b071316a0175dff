import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { BoVendorRow } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { GamesNav, MoveButtons, Switch } from './games-nav.tsx';
import { useMoveVendor, useSetVendor, useVendors } from './games-api.ts';

/** The vendors in site order: each on or off (its games with it), moved up or down. */
export function VendorsPage() {
  const { t } = useTranslation('games');
  const can = useCan()('catalogue.write');
  const vendors = useVendors();
  const setVendor = useSetVendor();
  const move = useMoveVendor();
  const [notice, setNotice] = useState('');
  const rows = useMemo(() => vendors.data?.rows ?? [], [vendors.data]);

  const columns = useMemo<Columns<BoVendorRow>>(() => {
    const column = createColumnHelper<BoVendorRow>();
    return [
      column.accessor('code', { header: t('vendors.code') }),
      column.accessor('displayName', { header: t('vendors.name') }),
      column.accessor('category', { header: t('vendors.category') }),
      column.accessor((row) => `${row.games} (${row.gamesEnabled})`, {
        id: 'games',
        header: t('vendors.games'),
        meta: { numeric: true },
      }),
      column.accessor('enabled', {
        header: t('vendors.onSite'),
        cell: ({ row }) => (
          <Switch
            label={t('vendors.toggle', { name: row.original.displayName })}
            checked={row.original.enabled}
            disabled={!can || setVendor.isPending}
            onChange={(enabled) =>
              setVendor.mutate(
                { code: row.original.code, enabled },
                {
                  onSuccess: () =>
                    setNotice(
                      t(enabled ? 'vendors.turnedOn' : 'vendors.turnedOff', {
                        name: row.original.displayName,
                      }),
                    ),
                },
              )
            }
          />
        ),
      }),
      column.display({
        id: 'order',
        header: t('vendors.order'),
        cell: ({ row }) =>
          can ? (
            <MoveButtons
              upLabel={t('vendors.up', { name: row.original.displayName })}
              downLabel={t('vendors.down', { name: row.original.displayName })}
              first={row.index === 0}
              last={row.index === rows.length - 1}
              busy={move.isPending}
              onMove={(direction) => move.mutate({ code: row.original.code, direction })}
            />
          ) : (
            row.index + 1
          ),
      }),
    ];
  }, [t, can, rows.length, setVendor, move]);

  return (
    <>
      <PageHeader title={t('title')} />
      <GamesNav />
      <p className="muted">{t('intro')}</p>
      <p role="status" className="ok-text">
        {notice}
      </p>
      <section className="card stack">
        <ErrorText error={vendors.error ?? setVendor.error ?? move.error} />
        <DataTable
          caption={t('vendors.caption')}
          columns={columns}
          data={rows}
          loading={vendors.isPending}
          filterable={false}
          csvName="vendors"
        />
      </section>
    </>
  );
}
