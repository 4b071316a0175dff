import { useTranslation } from '../../../i18n/use-translation.ts';
import { contractCycle, type ContractTerms } from '@app/contracts';
import { useFormatMoney, useFormatPercent } from '../../../lib/money.ts';
import styles from './agent-contracts.module.css';

/** A contract's terms: its period and the tier table (threshold and rate). */
export function ContractTermsView({ contract }: { contract: ContractTerms }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const percent = useFormatPercent();
  const rows =
    contract.kind === 'dividend'
      ? contract.terms.tiers.map((tier) => [tier.minNetLossCents, tier.rateBasisPoints] as const)
      : contract.terms.tiers.map((tier) => [tier.minValidBetCents, tier.rateBasisPoints] as const);
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('contracts.terms.cycle')}</dt>
        <dd>{t(`contracts.terms.cycleValue.${contractCycle(contract)}`)}</dd>
      </dl>
      <table className={styles.table}>
        <caption>{t('contracts.terms.tiersCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              {t(
                contract.kind === 'dividend'
                  ? 'contracts.terms.netLossFrom'
                  : 'contracts.terms.validBetFrom',
              )}
            </th>
            <th scope="col">{t('contracts.terms.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([min, rate]) => (
            <tr key={min}>
              <td>{money(min)}</td>
              <td>{percent(rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>{t(`contracts.terms.basis.${contract.kind}`)}</p>
    </>
  );
}
