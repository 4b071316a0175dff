import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { BoContractPayout, BoRebatePayout } from '@app/contracts/backoffice';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { useAgentPayouts } from './agents-api.ts';
import { dateTimeColumn, moneyColumn, rateColumn } from './payout-columns.tsx';

/** The agent's newest rebate payouts and contract payouts (daily salary, dividend). */
export function PayoutsTab({ agentId }: { agentId: number }) {
  const { t, i18n } = useTranslation('agents');
  const payouts = useAgentPayouts(agentId);

  const rebateColumns = useMemo(() => {
    const col = createColumnHelper<BoRebatePayout>();
    const list: Columns<BoRebatePayout> = [
      col.accessor('day', { header: t('payouts.day') }),
      col.accessor('gameType', { header: t('payouts.gameType') }),
      moneyColumn('validBetCents', t('payouts.validBet')),
      rateColumn('rateBp', t('payouts.rate'), i18n.language),
      moneyColumn('amountCents', t('payouts.amount')),
      dateTimeColumn('paidAt', t('payouts.paidAt')),
    ];
    return list;
  }, [t, i18n.language]);

  const contractColumns = useMemo(() => {
    const col = createColumnHelper<BoContractPayout>();
    const list: Columns<BoContractPayout> = [
      col.accessor((row) => `${row.periodStart} – ${row.periodEnd}`, {
        id: 'period',
        header: t('payouts.period'),
      }),
      col.accessor('kind', { header: t('payouts.kind'), cell: (c) => t(`kinds.${c.getValue()}`) }),
      moneyColumn('validBetCents', t('payouts.validBet')),
      moneyColumn('netLossCents', t('payouts.netLoss')),
      rateColumn('rateBasisPoints', t('payouts.rate'), i18n.language),
      moneyColumn('amountCents', t('payouts.amount')),
      dateTimeColumn('paidAt', t('payouts.paidAt')),
    ];
    return list;
  }, [t, i18n.language]);

  return (
    <>
      <ErrorText error={payouts.error} />
      <section className="card">
        <DataTable
          caption={t('payouts.rebates')}
          columns={rebateColumns}
          data={payouts.data?.rebates ?? []}
          loading={payouts.isPending}
          csvName={`agent-${agentId}-rebates`}
        />
      </section>
      <section className="card">
        <DataTable
          caption={t('payouts.contracts')}
          columns={contractColumns}
          data={payouts.data?.contracts ?? []}
          loading={payouts.isPending}
          csvName={`agent-${agentId}-contract-payouts`}
        />
      </section>
    </>
  );
}
