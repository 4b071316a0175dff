import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, useLocation, useParams } from 'react-router';
import { GGR_DIMENSIONS, REPORT_MAX_DAYS, type GgrDimension } from '@app/contracts/backoffice';
import { Field } from '../../components/field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { BonusView, CashflowView, GgrView, MembersView } from './report-views.tsx';
import styles from './reports.module.css';
import {
  addDays,
  localToday,
  offsetLabel,
  REPORTS,
  usePeriod,
  type PeriodState,
  type ReportKey,
} from './use-report.ts';

/**
 * The reports (issue 22, decision 046): a picker of the four reports (links, so each has its
 * address), the period (and, for GGR, the grouping) in the address, then the chosen report's
 * chart, its table with a totals row and its CSV export.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const { report } = useParams();
  const period = usePeriod();
  if (!REPORTS.includes(report as ReportKey)) return <Navigate to="../ggr" replace />;
  const key = report as ReportKey;
  return (
    <div className="stack">
      <PageHeader title={t('title')} />
      <ReportPicker current={key} />
      {/* Keyed by the address: a preset, the picker or back and forward refill the form. */}
      <PeriodForm
        key={`${period.from}/${period.to}/${period.by}`}
        period={period}
        grouping={key === 'ggr'}
      />
      {!period.valid ? (
        <p role="alert" className="error-text">
          {t('period.invalid', { max: REPORT_MAX_DAYS })}
        </p>
      ) : null}
      {key === 'ggr' ? <GgrView period={period} /> : null}
      {key === 'cashflow' ? <CashflowView period={period} /> : null}
      {key === 'members' ? <MembersView period={period} /> : null}
      {key === 'bonus' ? <BonusView period={period} /> : null}
      <p className="muted">{t('period.note', { offset: offsetLabel(period.utcOffset) })}</p>
    </div>
  );
}

function ReportPicker({ current }: { current: ReportKey }) {
  const { t } = useTranslation('reports');
  const { search } = useLocation();
  return (
    <nav aria-label={t('picker')}>
      <ul className={styles.picker}>
        {REPORTS.map((report) => (
          <li key={report}>
            <NavLink
              to={`../${report}${search}`}
              aria-current={report === current ? 'page' : undefined}
            >
              {t(`reports.${report}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PeriodForm({ period, grouping }: { period: PeriodState; grouping: boolean }) {
  const { t } = useTranslation('reports');
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [by, setBy] = useState<GgrDimension>(period.by);
  const [error, setError] = useState<string | null>(null);

  const apply = (next: { from: string; to: string; by?: GgrDimension }) => {
    const days =
      (Date.parse(`${next.to}T00:00:00Z`) - Date.parse(`${next.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (!next.from || !next.to || !(days >= 1 && days <= REPORT_MAX_DAYS)) {
      setError(t('period.invalid', { max: REPORT_MAX_DAYS }));
      return;
    }
    setError(null);
    period.set(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ from, to, by });
  };
  const today = localToday(period.utcOffset);
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className={styles.period}>
        <legend>{t('period.legend')}</legend>
        <Field label={t('period.from')} error={error}>
          {(props) => (
            <input
              {...props}
              type="date"
              value={from}
              max={to || undefined}
              onChange={(event) => setFrom(event.target.value)}
              required
            />
          )}
        </Field>
        <Field label={t('period.to')}>
          {(props) => (
            <input
              {...props}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.target.value)}
              required
            />
          )}
        </Field>
        {grouping ? (
          <Field label={t('period.by')}>
            {(props) => (
              <select
                {...props}
                value={by}
                onChange={(event) => setBy(event.target.value as GgrDimension)}
              >
                {GGR_DIMENSIONS.map((dimension) => (
                  <option key={dimension} value={dimension}>
                    {t(`by.${dimension}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <button type="submit">{t('period.apply')}</button>
        <div className={styles.presets}>
          <button
            type="button"
            className="secondary"
            onClick={() => apply({ from: addDays(today, -6), to: today, by })}
          >
            {t('period.last7')}
          </button>
          <button
            type="button"
            className="secondary"
            onClick={() => apply({ from: addDays(today, -29), to: today, by })}
          >
            {t('period.last30')}
          </button>
          <button
            type="button"
            className="secondary"
            onClick={() => apply({ from: `${today.slice(0, 8)}01`, to: today, by })}
          >
            {t('period.thisMonth')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
