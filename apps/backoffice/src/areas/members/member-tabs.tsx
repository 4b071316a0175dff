import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { LEDGER_KINDS } from '@app/contracts';
import type {
  BoMemberBet,
  BoMemberCashier,
  BoMemberDevices,
  BoMemberLedgerEntry,
  BoMemberNote,
  BoMemberRound,
  BoMemberSession,
} from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { AddressTabs } from '../../components/address-tabs.tsx';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { dateTime } from '../../lib/format.ts';
import {
  useEndAllSessions,
  useEndSession,
  useMemberBets,
  useMemberCashier,
  useMemberDevices,
  useMemberLedger,
  useMemberNotes,
  useMemberRounds,
  useMemberSessions,
} from './members-api.ts';
import { MemberProtection } from './member-protection.tsx';
import { MemberIdentity } from '../kyc/member-identity.tsx';

const TABS = [
  'ledger',
  'rounds',
  'bets',
  'sessions',
  'devices',
  'cashier',
  'protection',
  'identity',
  'notes',
] as const;
const PAGE = 25;

const cents = (value: number) => (value / 100).toFixed(2);

/**
 * The member's tabs (WAI-ARIA tabs: arrow keys move between them). The open tab is in the
 * address (`?tab=`), so a reload or a shared link opens the same one. Each tab loads when opened.
 */
export function MemberTabs({
  memberId,
  onNotice,
}: {
  memberId: number;
  onNotice: (notice: string) => void;
}) {
  const { t } = useTranslation('members');
  return (
    <AddressTabs
      idPrefix="member"
      tabs={TABS}
      label={t('tabs.label')}
      labelOf={(tab) => t(`tabs.${tab}`)}
    >
      {(current) => (
        <>
          {current === 'ledger' ? <LedgerTab memberId={memberId} /> : null}
          {current === 'rounds' ? <RoundsTab memberId={memberId} /> : null}
          {current === 'bets' ? <BetsTab memberId={memberId} /> : null}
          {current === 'sessions' ? <SessionsTab memberId={memberId} onNotice={onNotice} /> : null}
          {current === 'devices' ? <DevicesTab memberId={memberId} /> : null}
          {current === 'cashier' ? <CashierTab memberId={memberId} /> : null}
          {current === 'protection' ? <MemberProtection memberId={memberId} /> : null}
          {current === 'identity' ? <MemberIdentity memberId={memberId} /> : null}
          {current === 'notes' ? <NotesTab memberId={memberId} /> : null}
        </>
      )}
    </AddressTabs>
  );
}

function usePaging() {
  const [offset, setOffset] = useState(0);
  return {
    offset,
    paging: (total: number) => ({ limit: PAGE, offset, total, onChange: setOffset }),
    reset: () => setOffset(0),
  };
}

const ledgerColumn = createColumnHelper<BoMemberLedgerEntry>();

function LedgerTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const [kind, setKind] = useState('');
  const { offset, paging, reset } = usePaging();
  const query = useMemberLedger(memberId, { limit: PAGE, offset, kind: kind || undefined });
  const columns: Columns<BoMemberLedgerEntry> = useMemo(
    () => [
      ledgerColumn.accessor('createdAt', {
        header: t('columns.time'),
        cell: (info) => <DateTime iso={info.getValue()} seconds />,
      }),
      ledgerColumn.accessor('kind', {
        header: t('columns.kind'),
        cell: (info) => t(`ledger.kinds.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      ledgerColumn.accessor('reference', { header: t('columns.reference') }),
      ledgerColumn.accessor('amountCents', {
        header: t('columns.amount'),
        meta: { numeric: true, csv: (row) => cents(row.amountCents) },
        cell: (info) => <Money cents={info.getValue()} />,
      }),
      ledgerColumn.accessor('balanceAfterCents', {
        header: t('columns.balanceAfter'),
        meta: { numeric: true, csv: (row) => cents(row.balanceAfterCents) },
        cell: (info) => <Money cents={info.getValue()} />,
      }),
    ],
    [t],
  );
  return (
    <div className="stack">
      <label className="inline">
        {t('ledger.kindFilter')}
        <select
          value={kind}
          onChange={(e) => {
            setKind(e.target.value);
            reset();
          }}
        >
          <option value="">{t('ledger.allKinds')}</option>
          {LEDGER_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`ledger.kinds.${option}`, { defaultValue: option })}
            </option>
          ))}
        </select>
      </label>
      <ErrorText error={query.error} />
      <DataTable
        caption={t('ledger.caption')}
        columns={columns}
        data={query.data?.rows ?? []}
        loading={query.isFetching}
        csvName={`member-${memberId}-ledger`}
        paging={paging(query.data?.total ?? 0)}
      />
    </div>
  );
}

const roundColumn = createColumnHelper<BoMemberRound>();

function RoundsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const { offset, paging } = usePaging();
  const query = useMemberRounds(memberId, { limit: PAGE, offset });
  const columns: Columns<BoMemberRound> = useMemo(
    () => [
      roundColumn.accessor('createdAt', {
        header: t('columns.time'),
        cell: (info) => <DateTime iso={info.getValue()} seconds />,
      }),
      roundColumn.accessor('source', {
        header: t('columns.source'),
        cell: (info) => t(`rounds.${info.getValue()}`),
      }),
      roundColumn.accessor('game', { header: t('columns.game') }),
      roundColumn.accessor('ref', { header: t('columns.round') }),
      roundColumn.accessor('stakeCents', {
        header: t('columns.stake'),
        meta: { numeric: true, csv: (row) => cents(row.stakeCents) },
        cell: (info) => <Money cents={info.getValue()} />,
      }),
      roundColumn.accessor('winCents', {
        header: t('columns.win'),
        meta: { numeric: true, csv: (row) => cents(row.winCents) },
        cell: (info) => (
          <>
            <Money cents={info.getValue()} />
            {info.row.original.playMoney ? (
              <>
                {' '}
                <span className="badge">{t('rounds.playMoney')}</span>
              </>
            ) : null}
          </>
        ),
      }),
    ],
    [t],
  );
  return (
    <>
      <ErrorText error={query.error} />
      <DataTable
        caption={t('rounds.caption')}
        columns={columns}
        data={query.data?.rows ?? []}
        loading={query.isFetching}
        csvName={`member-${memberId}-rounds`}
        paging={paging(query.data?.total ?? 0)}
      />
    </>
  );
}

const betColumn = createColumnHelper<BoMemberBet>();

function BetsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const { offset, paging } = usePaging();
  const query = useMemberBets(memberId, { limit: PAGE, offset });
  const columns: Columns<BoMemberBet> = useMemo(
    () => [
      betColumn.accessor('createdAt', {
        header: t('columns.time'),
        cell: (info) => <DateTime iso={info.getValue()} seconds />,
      }),
      betColumn.accessor('game', { header: t('columns.game') }),
      betColumn.accessor('numero', { header: t('columns.draw') }),
      betColumn.accessor('betType', { header: t('columns.betType') }),
      betColumn.accessor('picks', { header: t('columns.picks') }),
      betColumn.accessor('costCents', {
        header: t('columns.cost'),
        meta: { numeric: true, csv: (row) => cents(row.costCents) },
        cell: (info) => <Money cents={info.getValue()} />,
      }),
      betColumn.accessor('status', { header: t('columns.status') }),
      betColumn.accessor('payoutCents', {
        header: t('columns.payout'),
        meta: { numeric: true, csv: (row) => cents(row.payoutCents) },
        cell: (info) => <Money cents={info.getValue()} />,
      }),
      betColumn.accessor('settledAt', {
        header: t('columns.settled'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
    ],
    [t],
  );
  return (
    <>
      <ErrorText error={query.error} />
      <DataTable
        caption={t('bets.caption')}
        columns={columns}
        data={query.data?.rows ?? []}
        loading={query.isFetching}
        csvName={`member-${memberId}-bets`}
        paging={paging(query.data?.total ?? 0)}
      />
    </>
  );
}

const sessionColumn = createColumnHelper<BoMemberSession>();

function SessionsTab({
  memberId,
  onNotice,
}: {
  memberId: number;
  onNotice: (notice: string) => void;
}) {
  const { t, i18n } = useTranslation('members');
  const can = useCan();
  const writable = can('members.write');
  const [state, setState] = useState<'active' | 'all'>('active');
  const { offset, paging, reset } = usePaging();
  const query = useMemberSessions(memberId, { limit: PAGE, offset, state });
  const end = useEndSession(memberId);
  const endAll = useEndAllSessions(memberId);
  const columns: Columns<BoMemberSession> = useMemo(
    () => [
      sessionColumn.accessor('createdAt', {
        header: t('columns.started'),
        cell: (info) => <DateTime iso={info.getValue()} seconds />,
      }),
      sessionColumn.accessor('lastSeenAt', {
        header: t('columns.lastSeen'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      sessionColumn.accessor('expiresAt', {
        header: t('columns.expires'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      sessionColumn.accessor('endedAt', {
        header: t('columns.ended'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      sessionColumn.accessor('ip', { header: t('columns.ip') }),
      sessionColumn.accessor('userAgent', { header: t('columns.userAgent') }),
      sessionColumn.accessor('active', {
        header: t('columns.status'),
        cell: (info) =>
          info.getValue() ? (
            <span className="badge ok">{t('sessions.activeBadge')}</span>
          ) : (
            <span className="badge">{t('sessions.inactiveBadge')}</span>
          ),
      }),
      ...(writable
        ? [
            sessionColumn.display({
              id: 'actions',
              header: t('columns.actions'),
              cell: (info) =>
                info.row.original.endedAt === null ? (
                  <button
                    type="button"
                    className="secondary"
                    aria-label={t('sessions.endNamed', {
                      time: dateTime(info.row.original.createdAt, i18n.language, true),
                    })}
                    disabled={end.isPending}
                    onClick={() =>
                      end.mutate(info.row.original.id, {
                        onSuccess: (value) =>
                          onNotice(t('sessions.endedCount', { count: value.ended })),
                      })
                    }
                  >
                    {t('sessions.end')}
                  </button>
                ) : null,
            }),
          ]
        : []),
    ],
    [t, i18n.language, writable, end, onNotice],
  );
  return (
    <div className="stack">
      <div className="row">
        <label className="inline">
          {t('sessions.state')}
          <select
            value={state}
            onChange={(e) => {
              setState(e.target.value === 'all' ? 'all' : 'active');
              reset();
            }}
          >
            <option value="active">{t('sessions.active')}</option>
            <option value="all">{t('sessions.all')}</option>
          </select>
        </label>
        {writable ? (
          <button
            type="button"
            className="danger"
            disabled={endAll.isPending}
            onClick={() =>
              endAll.mutate(undefined, {
                onSuccess: (value) => onNotice(t('sessions.endedCount', { count: value.ended })),
              })
            }
          >
            {t('sessions.endAll')}
          </button>
        ) : null}
      </div>
      <ErrorText error={query.error ?? end.error ?? endAll.error} />
      <DataTable
        caption={t('sessions.caption')}
        columns={columns}
        data={query.data?.rows ?? []}
        loading={query.isFetching}
        csvName={`member-${memberId}-sessions`}
        paging={paging(query.data?.total ?? 0)}
      />
    </div>
  );
}

type Device = BoMemberDevices['devices'][number];
type Address = BoMemberDevices['addresses'][number];
const deviceColumn = createColumnHelper<Device>();
const addressColumn = createColumnHelper<Address>();

function DevicesTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const query = useMemberDevices(memberId);
  const devices: Columns<Device> = useMemo(
    () => [
      deviceColumn.accessor('userAgent', { header: t('columns.userAgent') }),
      deviceColumn.accessor('sessions', { header: t('columns.sessions'), meta: { numeric: true } }),
      deviceColumn.accessor('firstSeen', {
        header: t('columns.firstSeen'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      deviceColumn.accessor('lastSeen', {
        header: t('columns.lastSeen'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
    ],
    [t],
  );
  const addresses: Columns<Address> = useMemo(
    () => [
      addressColumn.accessor('ip', { header: t('columns.ip') }),
      addressColumn.accessor('sessions', {
        header: t('columns.sessions'),
        meta: { numeric: true },
      }),
      addressColumn.accessor('otherMembers', {
        header: t('columns.otherMembers'),
        meta: { numeric: true },
        cell: (info) =>
          info.getValue() > 0 ? (
            <span className="badge warn">
              {info.getValue()} ({t('devices.shared')})
            </span>
          ) : (
            0
          ),
      }),
      addressColumn.accessor('firstSeen', {
        header: t('columns.firstSeen'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      addressColumn.accessor('lastSeen', {
        header: t('columns.lastSeen'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
    ],
    [t],
  );
  return (
    <div className="stack">
      <ErrorText error={query.error} />
      <DataTable
        caption={t('devices.addressesCaption')}
        columns={addresses}
        data={query.data?.addresses ?? []}
        loading={query.isFetching}
        csvName={`member-${memberId}-addresses`}
      />
      <DataTable
        caption={t('devices.devicesCaption')}
        columns={devices}
        data={query.data?.devices ?? []}
        loading={query.isFetching}
        csvName={`member-${memberId}-devices`}
      />
    </div>
  );
}

type StatusTotal = BoMemberCashier['deposits']['byStatus'][number];
type CashierItem = BoMemberCashier['deposits']['recent'][number];
const totalColumn = createColumnHelper<StatusTotal>();
const itemColumn = createColumnHelper<CashierItem>();

function CashierTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const query = useMemberCashier(memberId);
  const totals: Columns<StatusTotal> = useMemo(
    () => [
      totalColumn.accessor('status', {
        header: t('columns.status'),
        cell: (info) => t(`cashier.statuses.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      totalColumn.accessor('count', { header: t('columns.count'), meta: { numeric: true } }),
      totalColumn.accessor('amountCents', {
        header: t('columns.amount'),
        meta: { numeric: true, csv: (row) => cents(row.amountCents) },
        cell: (info) => <Money cents={info.getValue()} />,
      }),
    ],
    [t],
  );
  const items: Columns<CashierItem> = useMemo(
    () => [
      itemColumn.accessor('id', { header: t('columns.id') }),
      itemColumn.accessor('createdAt', {
        header: t('columns.time'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      itemColumn.accessor('channel', { header: t('columns.channel') }),
      itemColumn.accessor('amountCents', {
        header: t('columns.amount'),
        meta: { numeric: true, csv: (row) => cents(row.amountCents) },
        cell: (info) => <Money cents={info.getValue()} />,
      }),
      itemColumn.accessor('status', {
        header: t('columns.status'),
        cell: (info) => t(`cashier.statuses.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      itemColumn.accessor('reason', { header: t('reason', { ns: 'common' }) }),
    ],
    [t],
  );
  const data = query.data;
  return (
    <div className="stack">
      <ErrorText error={query.error} />
      {(['deposits', 'withdrawals'] as const).map((what) => (
        <div key={what} className="grid" style={{ gridTemplateColumns: 'minmax(260px, 1fr) 2fr' }}>
          <DataTable
            caption={t('cashier.byStatus', { what: t(`cashier.${what}`) })}
            columns={totals}
            data={data?.[what].byStatus ?? []}
            loading={query.isFetching}
            filterable={false}
          />
          <DataTable
            caption={t('cashier.recent', { what: t(`cashier.${what}`).toLowerCase() })}
            columns={items}
            data={data?.[what].recent ?? []}
            loading={query.isFetching}
            filterable={false}
            csvName={`member-${memberId}-${what}`}
          />
        </div>
      ))}
    </div>
  );
}

const noteColumn = createColumnHelper<BoMemberNote>();

function NotesTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const { offset, paging } = usePaging();
  const query = useMemberNotes(memberId, { limit: PAGE, offset });
  const columns: Columns<BoMemberNote> = useMemo(
    () => [
      noteColumn.accessor('createdAt', {
        header: t('columns.time'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      noteColumn.accessor('operatorName', { header: t('columns.operator') }),
      noteColumn.accessor('body', {
        header: t('columns.note'),
        cell: (info) => <span style={{ whiteSpace: 'pre-wrap' }}>{info.getValue()}</span>,
      }),
    ],
    [t],
  );
  return (
    <>
      <ErrorText error={query.error} />
      <DataTable
        caption={t('notes.caption')}
        columns={columns}
        data={query.data?.rows ?? []}
        loading={query.isFetching}
        csvName={`member-${memberId}-notes`}
        paging={paging(query.data?.total ?? 0)}
      />
    </>
  );
}
