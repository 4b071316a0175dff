import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { BoAgentContract, BoAgentDetail } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime } from '../../components/format.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { money } from '../../lib/format.ts';
import { useAgentContracts, useCancelOffer } from './agents-api.ts';
import { OfferDialog } from './offer-dialog.tsx';
import { percentText } from './percent.ts';

const STATUS_BADGE: Record<BoAgentContract['status'], string> = {
  pending: 'warn',
  accepted: 'ok',
  refused: 'danger',
  cancelled: '',
};

/** A contract's terms as text: "weekly · from R$ 0,00 of net loss: 10.00% · ...". */
export function useTermsText(): (contract: BoAgentContract) => string {
  const { t, i18n } = useTranslation('agents');
  return useCallback(
    (contract: BoAgentContract) => {
      const tiers =
        contract.kind === 'dividend'
          ? contract.terms.tiers.map((tier) =>
              t('tier.fromLoss', {
                amount: money(tier.minNetLossCents, i18n.language),
                rate: percentText(tier.rateBasisPoints, i18n.language),
              }),
            )
          : contract.terms.tiers.map((tier) =>
              t('tier.fromBets', {
                amount: money(tier.minValidBetCents, i18n.language),
                rate: percentText(tier.rateBasisPoints, i18n.language),
              }),
            );
      const cycle = contract.kind === 'dividend' ? [t(`cycles.${contract.terms.cycle}`)] : [];
      return [...cycle, ...tiers].join(' · ');
    },
    [t, i18n.language],
  );
}

/** The agent's contracts (received, and offered to its sub-agents) and the house's offers. */
export function ContractsTab({
  agent,
  onNotice,
}: {
  agent: BoAgentDetail;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation('agents');
  const writable = useCan()('agents.write');
  const contracts = useAgentContracts(agent.id);
  const cancel = useCancelOffer();
  const [offering, setOffering] = useState(0);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const termsText = useTermsText();

  const columns = useMemo(() => {
    const col = createColumnHelper<BoAgentContract>();
    const list: Columns<BoAgentContract> = [
      col.accessor('id', { header: t('contracts.id'), meta: { numeric: true } }),
      col.accessor('kind', {
        header: t('contracts.kind'),
        cell: (c) => t(`kinds.${c.getValue()}`),
      }),
      col.accessor((row) => row.offeredBy?.userName ?? t('contracts.house'), {
        id: 'from',
        header: t('contracts.from'),
        cell: (c) =>
          c.row.original.offeredBy ? (
            <Link to={`/agents/${c.row.original.offeredBy.id}`}>{c.getValue()}</Link>
          ) : (
            <strong>{c.getValue()}</strong>
          ),
      }),
      col.accessor((row) => row.member.userName, {
        id: 'to',
        header: t('contracts.to'),
        cell: (c) => <Link to={`/agents/${c.row.original.member.id}`}>{c.getValue()}</Link>,
      }),
      col.accessor((row) => termsText(row), {
        id: 'terms',
        header: t('contracts.terms'),
        enableSorting: false,
      }),
      col.accessor((row): BoAgentContract['status'] => row.status, {
        id: 'status',
        header: t('contracts.status'),
        cell: (c) => (
          <span className={`badge ${STATUS_BADGE[c.row.original.status]}`}>
            {t(`statuses.${c.row.original.status}`)}
          </span>
        ),
      }),
      col.accessor('createdAt', {
        header: t('contracts.created'),
        cell: (c) => <DateTime iso={c.getValue()} />,
      }),
      col.accessor('decidedAt', {
        header: t('contracts.decided'),
        cell: (c) => <DateTime iso={c.getValue()} />,
      }),
    ];
    if (writable) {
      list.push(
        col.display({
          id: 'actions',
          header: '',
          cell: (c) =>
            c.row.original.offeredBy === null && c.row.original.status === 'pending' ? (
              <button
                type="button"
                className="secondary"
                aria-label={t('contracts.withdrawTitle', { id: c.row.original.id })}
                onClick={() => {
                  cancel.reset();
                  setWithdrawing(c.row.original.id);
                }}
              >
                {t('contracts.withdraw')}
              </button>
            ) : null,
        }),
      );
    }
    return list;
  }, [t, termsText, writable, cancel]);

  return (
    <>
      <section className="card stack">
        <div className="row">
          {agent.topLevel ? (
            writable ? (
              <button type="button" onClick={() => setOffering((n) => n + 1)}>
                {t('contracts.offer')}
              </button>
            ) : null
          ) : (
            <p className="muted">{t('contracts.offerOnlyTop')}</p>
          )}
        </div>
        <ErrorText error={contracts.error} />
        <DataTable
          caption={t('contracts.received')}
          columns={columns}
          data={contracts.data?.received ?? []}
          loading={contracts.isPending}
          filterable={false}
        />
      </section>
      <section className="card stack">
        <DataTable
          caption={t('contracts.offered')}
          columns={columns.filter((column) => column.id !== 'actions')}
          data={contracts.data?.offered ?? []}
          loading={contracts.isPending}
          filterable={false}
        />
      </section>
      {offering > 0 ? (
        <OfferDialog
          key={offering}
          agent={agent}
          onClose={() => setOffering(0)}
          onDone={() => {
            setOffering(0);
            onNotice(t('contracts.offered_done'));
          }}
        />
      ) : null}
      <ReasonDialog
        key={withdrawing ?? 0}
        title={t('contracts.withdrawTitle', { id: withdrawing ?? '' })}
        open={withdrawing !== null}
        confirmLabel={t('contracts.withdraw')}
        busy={cancel.isPending}
        error={cancel.error}
        onClose={() => setWithdrawing(null)}
        onConfirm={(reason) =>
          cancel.mutate(
            { contractId: withdrawing!, reason },
            {
              onSuccess: () => {
                setWithdrawing(null);
                onNotice(t('contracts.withdrawn'));
              },
            },
          )
        }
      />
    </>
  );
}
