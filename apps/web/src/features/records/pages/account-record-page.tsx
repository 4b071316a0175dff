import '../i18n/texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { WalletTransaction } from '@app/contracts';
import { uniqueRows, useAccountRecords } from '../api/records-queries.ts';
import { FilterBar, SelectField } from '../components/filter-bar.tsx';
import { MemberOnly } from '../components/member-only.tsx';
import { Amount, RowHead } from '../../../components/money-list/money-row.tsx';
import { Facts, RowMeta, Totals } from '../components/record-parts.tsx';
import { RecordList } from '../components/record-list.tsx';
import { resolveRange } from '../lib/date-range.ts';
import { money, type Money } from '../../../lib/money.ts';
import { listTime } from '../../../lib/period.ts';
import {
  ALL_TYPES,
  kindLabelKey,
  kindsFor,
  readTypes,
  roundOfTransfer,
  TYPE_OPTIONS,
} from '../lib/record-types.ts';
import { useMoney, useRecordSearch } from '../lib/use-record-search.ts';
import styles from '../components/records.module.css';

/**
 * /m/transaction/record: every ledger entry of the member, newest first, filtered by period and
 * by a group of transfer kinds; the agent menu's `?types=A` opens on the agent kinds.
 */
export function AccountRecordPage() {
  return (
    <MemberOnly>
      <AccountRecords />
    </MemberOnly>
  );
}

function AccountRecords() {
  const { t } = useTranslation();
  const { params, today, range, setRange, setParam } = useRecordSearch();
  const types = readTypes(params.get('types'));
  const resolved = resolveRange(range, today);
  const query = useAccountRecords(
    { ...(resolved.ok ? resolved.range : {}), types: kindsFor(types) },
    resolved.ok,
  );
  const rows = uniqueRows(query.data, (row) => row.id);
  const currency = useMoney();

  return (
    <div className={styles.page}>
      <FilterBar filter={range} today={today} onChange={setRange}>
        <SelectField
          label={t('records.type')}
          value={types}
          // Every type is the default: picking it drops `types` from the URL.
          onChange={(value) => setParam('types', value === ALL_TYPES ? null : value)}
          options={TYPE_OPTIONS.map((value) => ({ value, label: t(`records.types.${value}`) }))}
        />
      </FilterBar>
      {resolved.ok && (
        <RecordList
          query={query}
          rows={rows}
          rowKey={(row) => row.id}
          label={t('records.account.list')}
          empty={{ title: t('records.account.empty'), hint: t('records.account.emptyHint') }}
          summary={<AccountTotals rows={rows} currency={currency} />}
          renderRow={(row) => <AccountRow row={row} currency={currency} />}
        />
      )}
    </div>
  );
}

function AccountRow({ row, currency }: { row: WalletTransaction; currency: Money }) {
  const { t } = useTranslation();
  const labelKey = kindLabelKey(row.type, row.amountCents);
  const round = roundOfTransfer(row.type, row.reference);
  return (
    <>
      <RowHead title={labelKey ? t(labelKey) : row.type}>
        <Amount
          label={t('records.account.amount')}
          cents={row.amountCents}
          currency={currency}
          signed
        />
      </RowHead>
      <RowMeta time={listTime(row.createdAt)} iso={row.createdAt}>
        {round && t('records.account.round', { id: round })}
      </RowMeta>
      <Facts
        facts={[
          {
            label: t('records.account.balanceAfter'),
            value: money(row.balanceAfterCents, currency),
          },
        ]}
      />
    </>
  );
}

function AccountTotals({
  rows,
  currency,
}: {
  rows: readonly WalletTransaction[];
  currency: Money;
}) {
  const { t } = useTranslation();
  let moneyIn = 0;
  let moneyOut = 0;
  for (const row of rows) {
    if (row.amountCents > 0) moneyIn += row.amountCents;
    else moneyOut += row.amountCents;
  }
  return (
    <Totals
      title={t('records.account.totals', { count: rows.length })}
      net={{ label: t('records.account.net'), cents: moneyIn + moneyOut }}
      currency={currency}
      facts={[
        { label: t('records.account.moneyIn'), value: money(moneyIn, currency) },
        { label: t('records.account.moneyOut'), value: money(-moneyOut, currency) },
      ]}
    />
  );
}
