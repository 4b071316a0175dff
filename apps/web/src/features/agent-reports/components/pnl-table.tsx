import { useTranslation } from '../../../i18n/use-translation.ts';
import type { TeamPnl, TeamPnlFigures } from '@app/contracts';
import { money, signedMoney, toneOf, type Money } from '../../../lib/money.ts';
import moneyList from '../../../components/money-list/money-list.module.css';
import styles from './agent-reports.module.css';

interface PnlTableProps {
  report: TeamPnl;
  currency: Money;
  /** Opens a downline's own team (rows with downlines only). */
  onDrill: (memberId: number) => void;
}

/** Cells carry numbers only: the currency is said once, in the column headers (a phone row). */
function Figures({ figures, currency }: { figures: TeamPnlFigures; currency: Money }) {
  const tone = toneOf(figures.pnlCents);
  return (
    <>
      <td>{money(figures.betCents, currency)}</td>
      <td>{money(figures.winCents, currency)}</td>
      <td>{money(figures.rebateCents, currency)}</td>
      <td className={moneyList[tone]} data-tone={tone}>
        {signedMoney(figures.pnlCents, currency)}
      </td>
    </>
  );
}

/**
 * One row per direct downline (its whole team), the drilled member's own play first when
 * drilling, and the total row (the sum of the rows) in the footer.
 */
export function PnlTable({ report, currency, onDrill }: PnlTableProps) {
  const { t } = useTranslation();
  const plain: Money = { symbol: '', locale: currency.locale };
  const column = (key: string) =>
    currency.symbol
      ? `${t(`agentReports.pnl.${key}`)} (${currency.symbol})`
      : t(`agentReports.pnl.${key}`);
  return (
    <div
      className={styles.tableBox}
      role="region"
      aria-label={t('agentReports.pnl.table')}
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption className="sr-only">{t('agentReports.pnl.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agentReports.pnl.member')}</th>
            <th scope="col">{column('bets')}</th>
            <th scope="col">{column('wins')}</th>
            <th scope="col">{column('rebates')}</th>
            <th scope="col">{column('result')}</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.memberId}:${row.self}`}>
              <th scope="row">
                {row.self ? (
                  <span>
                    {row.userName}
                    <span className={styles.tag}>{t('agentReports.pnl.ownPlay')}</span>
                  </span>
                ) : row.downlines > 0 ? (
                  <button
                    type="button"
                    className={styles.drill}
                    onClick={() => onDrill(row.memberId)}
                    aria-label={t('agentReports.pnl.drill', {
                      name: row.userName,
                      count: row.downlines,
                    })}
                  >
                    {row.userName}
                  </button>
                ) : (
                  row.userName
                )}
                {row.isAgent && !row.self && (
                  <span className={styles.tag}>{t('agentReports.pnl.agent')}</span>
                )}
              </th>
              <Figures figures={row} currency={plain} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('agentReports.pnl.total')}</th>
            <Figures figures={report.total} currency={plain} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
