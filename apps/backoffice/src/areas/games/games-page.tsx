import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { GameClassification, GameType } from '@app/contracts';
import {
  BO_GAME_MIN_BET_MAX_CENTS,
  type BoGameBody,
  type BoGameListQuery,
  type BoGameRow,
} from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { Money } from '../../components/format.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { GamesNav, Switch } from './games-nav.tsx';
import { useGames, useUpdateGame, useVendors } from './games-api.ts';

const PAGE = 50;
const FLAGS = ['any', 'yes', 'no'] as const;
type Flag = (typeof FLAGS)[number];
const flagOf = (value: string | null): Flag =>
  FLAGS.includes(value as Flag) ? (value as Flag) : 'any';

/** The filters live in the address, so a filtered page can be reloaded and shared. */
function useFilters(): [BoGameListQuery, (next: Partial<BoGameListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const type = GameType.safeParse(params.get('gameType'));
  const state: BoGameListQuery = {
    vendor: params.get('vendor') ?? undefined,
    gameType: type.success ? type.data : undefined,
    enabled: flagOf(params.get('enabled')),
    hot: flagOf(params.get('hot')),
    isNew: flagOf(params.get('isNew')),
    q: params.get('q') ?? '',
    limit: PAGE,
    offset: Math.max(0, Number(params.get('offset')) || 0),
  };
  const update = (next: Partial<BoGameListQuery>) => {
    const merged = { ...state, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (key === 'limit' || value === undefined || value === '' || value === 'any') continue;
      if (key === 'offset' && !value) continue;
      search.set(key, String(value));
    }
    setParams(search);
  };
  return [state, update];
}

/** Games: filtered and paged on the server; on, hot and new switched inline; the rest edited. */
export function GamesPage() {
  const { t } = useTranslation('games');
  const can = useCan()('catalogue.write');
  const [filters, update] = useFilters();
  const [draft, setDraft] = useState(filters);
  const games = useGames(filters);
  const vendors = useVendors();
  const updateGame = useUpdateGame();
  const [editing, setEditing] = useState<BoGameRow | null>(null);
  const [notice, setNotice] = useState('');

  const change = (row: BoGameRow, body: BoGameBody) =>
    updateGame.mutate(
      { id: row.gameId, body },
      { onSuccess: () => setNotice(t('games.saved', { name: row.name })) },
    );

  const columns = useMemo<Columns<BoGameRow>>(() => {
    const column = createColumnHelper<BoGameRow>();
    const flag = (key: 'enabled' | 'hot' | 'isNew', header: string, label: string) =>
      column.accessor(key, {
        header,
        enableSorting: false,
        cell: ({ row }) => (
          <Switch
            label={t(label, { name: row.original.name })}
            checked={row.original[key]}
            disabled={!can}
            onChange={(checked) => change(row.original, { [key]: checked })}
          />
        ),
      });
    return [
      column.accessor('gameId', { header: t('games.id'), meta: { numeric: true } }),
      column.accessor('name', {
        header: t('games.game'),
        cell: ({ row }) => (
          <>
            {row.original.name}
            {row.original.vendorEnabled ? null : (
              <>
                {' '}
                <span className="badge danger">{t('games.vendorOff')}</span>
              </>
            )}
          </>
        ),
      }),
      column.accessor('vendorCode', { header: t('games.vendor') }),
      column.accessor('gameType', { header: t('games.type') }),
      column.accessor((row) => row.classification ?? '', {
        id: 'classification',
        header: t('games.classification'),
      }),
      column.accessor('minBetCents', {
        header: t('games.minBet'),
        meta: { numeric: true, csv: (row) => row.minBetCents },
        cell: ({ getValue }) => <Money cents={getValue<number>()} />,
      }),
      column.accessor('sortOrder', { header: t('games.sortOrder'), meta: { numeric: true } }),
      flag('enabled', t('games.enabled'), 'games.toggleEnabled'),
      flag('hot', t('games.hot'), 'games.toggleHot'),
      flag('isNew', t('games.isNew'), 'games.toggleNew'),
      column.display({
        id: 'actions',
        header: t('games.actions'),
        cell: ({ row }) =>
          can ? (
            <button
              type="button"
              className="secondary"
              aria-label={t('games.editGame', { name: row.original.name })}
              onClick={() => setEditing(row.original)}
            >
              {t('games.edit')}
            </button>
          ) : null,
      }),
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `change` only closes over the mutation
  }, [t, can]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ ...draft, offset: 0 });
  };
  const select = (key: 'enabled' | 'hot' | 'isNew', label: string) => (
    <label className="inline">
      {label}
      <select
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value as Flag })}
      >
        {FLAGS.map((value) => (
          <option key={value} value={value}>
            {t(`games.${value}`)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <PageHeader title={t('title')} />
      <GamesNav />
      <form className="card row" role="search" aria-label={t('games.filters')} onSubmit={submit}>
        <label className="inline">
          {t('games.vendor')}
          <select
            value={draft.vendor ?? ''}
            onChange={(e) => setDraft({ ...draft, vendor: e.target.value || undefined })}
          >
            <option value="">{t('games.any')}</option>
            {(vendors.data?.rows ?? []).map((vendor) => (
              <option key={vendor.code} value={vendor.code}>
                {vendor.displayName}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          {t('games.type')}
          <select
            value={draft.gameType ?? ''}
            onChange={(e) => {
              const type = GameType.safeParse(e.target.value);
              setDraft({ ...draft, gameType: type.success ? type.data : undefined });
            }}
          >
            <option value="">{t('games.any')}</option>
            {GameType.options.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        {select('enabled', t('games.enabled'))}
        {select('hot', t('games.hot'))}
        {select('isNew', t('games.isNew'))}
        <label className="inline">
          {t('games.name')}
          <input
            type="search"
            maxLength={100}
            value={draft.q ?? ''}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </label>
        <button type="submit">{t('games.apply')}</button>
      </form>
      <p role="status" className="ok-text">
        {notice}
      </p>
      <section className="card stack">
        <ErrorText error={games.error ?? updateGame.error} />
        <DataTable
          caption={t('games.caption')}
          columns={columns}
          data={games.data?.rows ?? []}
          loading={games.isPending}
          filterable={false}
          csvName="games"
          paging={{
            limit: PAGE,
            offset: filters.offset,
            total: games.data?.total ?? 0,
            onChange: (offset) => update({ offset }),
          }}
        />
      </section>
      {editing ? (
        <EditGameDialog
          game={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setNotice(t('games.saved', { name: editing.name }));
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}

/** "12,50" or "12.50" in reais as cents; null when it is no amount. */
function parseCents(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(normalised)) return null;
  const cents = Math.round(Number(normalised) * 100);
  return cents <= BO_GAME_MIN_BET_MAX_CENTS ? cents : null;
}

function EditGameDialog({
  game,
  onClose,
  onSaved,
}: {
  game: BoGameRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('games');
  const common = useTranslation('common').t;
  const updateGame = useUpdateGame();
  const decimal = i18n.language.startsWith('pt') ? ',' : '.';
  const [minBet, setMinBet] = useState((game.minBetCents / 100).toFixed(2).replace('.', decimal));
  const [gameType, setGameType] = useState(game.gameType);
  const [classification, setClassification] = useState(game.classification ?? '');
  const [sortOrder, setSortOrder] = useState(String(game.sortOrder));
  const [touched, setTouched] = useState(false);
  const cents = parseCents(minBet);

  const submit = () => {
    setTouched(true);
    if (cents === null) return;
    const parsed = GameClassification.safeParse(classification);
    updateGame.mutate(
      {
        id: game.gameId,
        body: {
          minBetCents: cents,
          gameType,
          classification: parsed.success ? parsed.data : null,
          sortOrder: Math.max(0, Math.floor(Number(sortOrder) || 0)),
        },
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <FormDialog
      title={t('games.editGame', { name: game.name })}
      open
      confirmLabel={common('save')}
      busy={updateGame.isPending}
      error={updateGame.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        label={t('games.minBet')}
        hint={t('games.minBetHint')}
        error={touched && cents === null ? t('games.minBetInvalid') : null}
      >
        {(props) => (
          <input
            {...props}
            inputMode="decimal"
            value={minBet}
            onChange={(e) => setMinBet(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('games.type')}>
        {(props) => (
          <select
            {...props}
            value={gameType}
            onChange={(e) => setGameType(GameType.parse(e.target.value))}
          >
            {GameType.options.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('games.classification')}>
        {(props) => (
          <select
            {...props}
            value={classification}
            onChange={(e) => setClassification(e.target.value)}
          >
            <option value="">{t('games.none')}</option>
            {GameClassification.options.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('games.sortOrder')} hint={t('games.orderHint')}>
        {(props) => (
          <input
            {...props}
            type="number"
            min={0}
            max={1_000_000}
            value={sortOrder}
            onChange={(e) => setSortOrder(e.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
