import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BO_MEMBER_PROTECTION_API,
  BoMemberProtection,
  BoMemberProtectionHistory,
} from '@app/contracts/backoffice';
import type { RgHistoryItem, RgLimitState } from '@app/contracts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { money } from '../../lib/format.ts';
import { boGet } from '../../lib/api.ts';
import { memberKey } from './members-api.ts';

const path = (template: string, id: number) => template.replace(':id', String(id));
const limitColumn = createColumnHelper<RgLimitState>();
const historyColumn = createColumnHelper<RgHistoryItem>();

/**
 * A member's player-protection tools and their history (issue 23, decision 048), read-only:
 * limits in force with their pending changes, the session limit, the reality-check interval,
 * a break or self-exclusion, the member's activity, and every change the member made.
 */
export function MemberProtection({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation('members');
  const tools = useQuery({
    queryKey: [...memberKey(memberId), 'protection'],
    queryFn: () =>
      boGet(path(BO_MEMBER_PROTECTION_API.tools, memberId), undefined, BoMemberProtection),
  });
  const history = useQuery({
    queryKey: [...memberKey(memberId), 'protection', 'history'],
    queryFn: () =>
      boGet(path(BO_MEMBER_PROTECTION_API.history, memberId), undefined, BoMemberProtectionHistory),
  });

  const limitColumns: Columns<RgLimitState> = useMemo(
    () => [
      limitColumn.accessor('kind', {
        header: t('protection.kind'),
        cell: (info) => t(`protection.kinds.${info.getValue()}`),
      }),
      limitColumn.accessor('period', {
        header: t('protection.period'),
        cell: (info) => t(`protection.periods.${info.getValue()}`),
      }),
      limitColumn.accessor('amountCents', {
        header: t('protection.amount'),
        meta: { numeric: true },
        cell: (info) => {
          const value = info.getValue();
          return value === null ? t('protection.none') : <Money cents={value} />;
        },
      }),
      limitColumn.accessor('usedCents', {
        header: t('protection.used'),
        meta: { numeric: true },
        cell: (info) => <Money cents={info.getValue()} />,
      }),
      limitColumn.accessor('pending', {
        header: t('protection.pending'),
        cell: (info) => {
          const pending = info.getValue();
          if (!pending) return '—';
          return (
            <>
              {pending.value === null ? t('protection.removal') : <Money cents={pending.value} />}{' '}
              <DateTime iso={pending.effectiveAt} />
            </>
          );
        },
      }),
      limitColumn.accessor('resetsAt', {
        header: t('protection.resetsAt'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
    ],
    [t],
  );

  const historyColumns: Columns<RgHistoryItem> = useMemo(() => {
    /** The change's key (limit.deposit.day, session.limit, exclusion.self, ...) in words. */
    const whatLabel = (what: string) => {
      const [group, kind, period] = what.split('.');
      if (group === 'limit' && kind && period) {
        return `${t(`protection.kinds.${kind}`)} · ${t(`protection.periods.${period}`)}`;
      }
      const named: Record<string, string> = {
        'session.limit': t('protection.sessionLimit'),
        'reality.check': t('protection.realityCheck'),
        'exclusion.timeout': t('protection.exclusionKinds.timeout'),
        'exclusion.self': t('protection.exclusionKinds.self'),
        'exclusion.end': t('protection.exclusionEnd'),
      };
      return named[what] ?? what;
    };
    const valueOf = (what: string, value: string | null) => {
      if (value === null) return t('protection.none');
      return what.startsWith('limit.') ? money(Number(value), i18n.language) : value;
    };
    return [
      historyColumn.accessor('at', {
        header: t('protection.at'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      historyColumn.accessor('what', {
        header: t('protection.what'),
        cell: (info) => whatLabel(info.getValue()),
      }),
      historyColumn.accessor('from', {
        header: t('protection.from'),
        cell: (info) => valueOf(info.row.original.what, info.getValue()),
      }),
      historyColumn.accessor('to', {
        header: t('protection.to'),
        cell: (info) => valueOf(info.row.original.what, info.getValue()),
      }),
      historyColumn.accessor('effectiveAt', {
        header: t('protection.effectiveAt'),
        cell: (info) =>
          info.getValue() ? <DateTime iso={info.getValue()} /> : t('protection.atOnce'),
      }),
    ];
  }, [t, i18n.language]);

  const state = tools.data;
  const minutes = (value: number | null) =>
    value === null ? t('protection.none') : t('protection.minutes', { count: value });
  const exclusion = state?.exclusion ?? null;
  const facts: [string, ReactNode][] = state
    ? [
        [
          t('protection.sessionLimit'),
          <>
            {minutes(state.sessionLimitMinutes)}
            {state.sessionLimitPending ? (
              <>
                {' → '}
                {minutes(state.sessionLimitPending.value)}{' '}
                <DateTime iso={state.sessionLimitPending.effectiveAt} />
              </>
            ) : null}
          </>,
        ],
        [t('protection.realityCheck'), minutes(state.realityCheckMinutes)],
        [
          t('protection.exclusion'),
          exclusion ? (
            <>
              {t(`protection.exclusionKinds.${exclusion.kind}`)} ({exclusion.duration}),{' '}
              {exclusion.until ? (
                <>
                  {t('protection.until')} <DateTime iso={exclusion.until} />
                </>
              ) : (
                t('protection.permanent')
              )}
              {exclusion.endRequestedAt ? (
                <>
                  {'; '}
                  {t('protection.endRequested')} <DateTime iso={exclusion.endsAt} />
                </>
              ) : null}
            </>
          ) : (
            t('protection.exclusionNone')
          ),
        ],
        [t('protection.netDepositMonth'), <Money cents={state.activity.netDepositMonthCents} />],
        [t('protection.netDepositTotal'), <Money cents={state.activity.netDepositTotalCents} />],
        [t('protection.playToday'), String(state.activity.playMinutesToday)],
        [t('protection.playWeek'), String(state.activity.playMinutesWeek)],
        [t('protection.playMonth'), String(state.activity.playMinutesMonth)],
        [
          t('protection.lastLogin'),
          <>
            <DateTime iso={state.activity.previousLoginAt} /> {state.activity.previousLoginIp ?? ''}
          </>,
        ],
      ]
    : [];

  return (
    <div className="stack">
      <p>{t('protection.readOnly')}</p>
      <ErrorText error={tools.error ?? history.error} />
      {state ? (
        <section className="card" aria-labelledby="member-protection-facts">
          <h2 id="member-protection-facts">{t('protection.activity')}</h2>
          <dl className="facts">
            {facts.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <DataTable
        caption={t('protection.limitsCaption')}
        columns={limitColumns}
        data={(state?.limits ?? []).filter((limit) => limit.amountCents !== null || limit.pending)}
        loading={tools.isFetching}
        csvName={`member-${memberId}-limits`}
      />
      <DataTable
        caption={t('protection.historyCaption')}
        columns={historyColumns}
        data={history.data?.list ?? []}
        loading={history.isFetching}
        csvName={`member-${memberId}-protection-history`}
      />
    </div>
  );
}
