import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import type { SortingState } from '@tanstack/react-table';
import { Field } from '../../components/field.tsx';
import { parseAmount } from '../../lib/format.ts';
import styles from './cashier.module.css';

/**
 * A queue's filters, sorting and page live in the address (?status=&member=&min=&max=&from=&to=
 * &sort=&order=&offset=), so a filtered queue can be reloaded, shared and gone back to.
 */
export const PAGE_SIZE = 25;

export interface QueueState {
  status: string;
  member: string;
  min: string;
  max: string;
  from: string;
  to: string;
  sort: 'created' | 'amount';
  order: 'asc' | 'desc';
  offset: number;
}

/** A local calendar day (yyyy-mm-dd) as the instant it starts, in the operator's time zone. */
function dayStart(day: string, plusDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return date.toISOString();
}

export function useQueueState(statuses: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'pending';
  const state: QueueState = {
    status: statuses.includes(status) ? status : 'pending',
    member: params.get('member') ?? '',
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    sort: params.get('sort') === 'amount' ? 'amount' : 'created',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    offset: Math.max(0, Number(params.get('offset')) || 0),
  };
  const update = (next: Partial<QueueState>) => {
    const merged = { ...state, ...next };
    const entries = Object.entries(merged).filter(
      ([key, value]) =>
        value !== '' &&
        !(key === 'offset' && value === 0) &&
        !(key === 'sort' && value === 'created') &&
        !(key === 'order' && value === 'asc') &&
        !(key === 'status' && value === 'pending'),
    );
    setParams(new URLSearchParams(entries.map(([key, value]) => [key, String(value)])));
  };
  const min = parseAmount(state.min);
  const max = parseAmount(state.max);
  /** What the server is asked. */
  const query = {
    status: state.status,
    member: state.member || undefined,
    minCents: min ?? undefined,
    maxCents: max ?? undefined,
    from: dayStart(state.from),
    to: dayStart(state.to, 1),
    sort: state.sort,
    order: state.order,
    limit: PAGE_SIZE,
    offset: state.offset,
  };
  const sortColumn = state.sort === 'amount' ? 'amountCents' : 'createdAt';
  const sorting: SortingState = [{ id: sortColumn, desc: state.order === 'desc' }];
  const onSortingChange = (next: SortingState) => {
    const first = next[0];
    update({
      sort: first?.id === 'amountCents' ? 'amount' : 'created',
      order: first?.desc ? 'desc' : 'asc',
      offset: 0,
    });
  };
  return { state, query, update, sorting, onSortingChange };
}

export function QueueFilters({
  statuses,
  state,
  onApply,
}: {
  statuses: readonly string[];
  state: QueueState;
  onApply: (next: Partial<QueueState>) => void;
}) {
  const { t } = useTranslation('cashier');
  const [draft, setDraft] = useState(state);
  const [touched, setTouched] = useState(false);
  const badMin = draft.min.trim() !== '' && parseAmount(draft.min) === null;
  const badMax = draft.max.trim() !== '' && parseAmount(draft.max) === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (badMin || badMax) return;
    onApply({ ...draft, member: draft.member.trim(), offset: 0 });
  };
  const clear = () => {
    const empty = { status: 'pending', member: '', min: '', max: '', from: '', to: '' };
    setDraft({ ...draft, ...empty });
    setTouched(false);
    onApply({ ...empty, offset: 0 });
  };
  const set = (key: keyof QueueState) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  return (
    <form className="card" onSubmit={submit} aria-label={t('filters.legend')}>
      <div className={styles.filterGrid}>
        <Field label={t('filters.status')}>
          {(props) => (
            <select {...props} value={draft.status} onChange={set('status')}>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('filters.member')} hint={t('filters.memberHint')}>
          {(props) => (
            <input
              {...props}
              type="search"
              maxLength={64}
              value={draft.member}
              onChange={set('member')}
            />
          )}
        </Field>
        <Field
          label={t('filters.minAmount')}
          error={touched && badMin ? t('filters.badAmount') : null}
        >
          {(props) => (
            <input {...props} inputMode="decimal" value={draft.min} onChange={set('min')} />
          )}
        </Field>
        <Field
          label={t('filters.maxAmount')}
          error={touched && badMax ? t('filters.badAmount') : null}
        >
          {(props) => (
            <input {...props} inputMode="decimal" value={draft.max} onChange={set('max')} />
          )}
        </Field>
        <Field label={t('filters.from')}>
          {(props) => <input {...props} type="date" value={draft.from} onChange={set('from')} />}
        </Field>
        <Field label={t('filters.to')}>
          {(props) => <input {...props} type="date" value={draft.to} onChange={set('to')} />}
        </Field>
      </div>
      <div className="row end">
        <button type="button" className="secondary" onClick={clear}>
          {t('filters.clear')}
        </button>
        <button type="submit">{t('filters.apply')}</button>
      </div>
    </form>
  );
}

/** Deposits | Withdrawals. */
export function CashierTabs() {
  const { t } = useTranslation('cashier');
  return (
    <nav aria-label={t('sections')} className={styles.subnav}>
      <NavLink to="/cashier/deposits">{t('deposits')}</NavLink>
      <NavLink to="/cashier/withdrawals">{t('withdrawals')}</NavLink>
    </nav>
  );
}

const STATUS_TONE: Record<string, string> = {
  pending: 'warn',
  approved: 'ok',
  paid: 'ok',
  rejected: 'danger',
  expired: '',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('cashier');
  return (
    <span className={`badge ${STATUS_TONE[status] ?? ''}`.trim()}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
