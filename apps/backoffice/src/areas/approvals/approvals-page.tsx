import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BO_APPROVAL_STATUSES,
  BO_APPROVALS_API,
  BoApproval,
  BoApprovalConfirmValue,
  BoApprovalPage,
} from '@app/contracts/backoffice';
import { useMe } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { boGet, boPost, pathOf } from '../../lib/api.ts';
import { money } from '../../lib/format.ts';
import styles from './approvals.module.css';

/**
 * The four-eyes requests of every kind (a withdrawal's payment, a balance adjustment): who asked,
 * for whom, how much and why; a second operator confirms (it runs once) or refuses. The
 * requester sees their own requests waiting but cannot confirm them (the server refuses too).
 */
const PAGE_SIZE = 25;
const APPROVALS_KEY = ['approvals'] as const;
const KINDS = ['withdrawal.pay', 'balance.adjust'] as const;
const column = createColumnHelper<BoApproval>();

type Pending = { type: 'confirm' | 'reject'; approval: BoApproval };

function direction(payload: unknown): string | null {
  const value = (payload as { direction?: unknown } | null)?.direction;
  return value === 'credit' || value === 'debit' ? value : null;
}

export function ApprovalsPage() {
  const { t, i18n } = useTranslation('approvals');
  const { t: common } = useTranslation('common');
  const me = useMe();
  const client = useQueryClient();
  const [status, setStatus] = useState<string>('pending');
  const [kind, setKind] = useState<string>('');
  const [offset, setOffset] = useState(0);
  const [pending, setPending] = useState<Pending | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const query = { status, kind: kind || undefined, limit: PAGE_SIZE, offset };
  const list = useQuery({
    queryKey: [...APPROVALS_KEY, query],
    queryFn: () => boGet(BO_APPROVALS_API.list, query, BoApprovalPage),
    placeholderData: keepPreviousData,
  });
  const decision = useMutation({
    mutationFn: async (input: { type: 'confirm' | 'reject'; id: number; reason?: string }) =>
      input.type === 'confirm'
        ? (
            await boPost(
              pathOf(BO_APPROVALS_API.confirm, { id: input.id }),
              {},
              BoApprovalConfirmValue,
            )
          ).approval
        : boPost(
            pathOf(BO_APPROVALS_API.reject, { id: input.id }),
            { reason: input.reason },
            BoApproval,
          ),
    onSettled: async () => {
      // A confirmed payment changes the cashier's queues, an adjustment the member's balance.
      await Promise.all(
        [APPROVALS_KEY, ['cashier'], ['members']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  const run = (input: { type: 'confirm' | 'reject'; id: number; reason?: string }) =>
    decision.mutate(input, {
      onSuccess: (approval) => {
        setOutcome(t(input.type === 'confirm' ? 'confirmed' : 'rejected', { id: approval.id }));
        setPending(null);
      },
    });
  const open = (next: Pending) => {
    decision.reset();
    setPending(next);
  };

  const kindLabel = (approval: BoApproval) => {
    const label = t(`kinds.${approval.kind}`, { defaultValue: approval.kind });
    const dir = direction(approval.payload);
    return dir ? `${label} (${t(`directions.${dir}`)})` : label;
  };
  const targetText = (approval: BoApproval) =>
    `${approval.targetLabel ? `${approval.targetLabel} · ` : ''}${t(
      `targets.${approval.targetType}`,
      {
        id: approval.targetId,
        defaultValue: `${approval.targetType} #${approval.targetId}`,
      },
    )}`;
  const operatorName = (ref: BoApproval['requestedBy']) => ref.displayName || ref.username;

  const columns: Columns<BoApproval> = [
    column.accessor('id', { header: t('columns.id') }),
    column.accessor('kind', {
      header: t('columns.kind'),
      cell: (info) => kindLabel(info.row.original),
    }),
    column.accessor('targetLabel', {
      header: t('columns.target'),
      cell: (info) => {
        const approval = info.row.original;
        const href =
          approval.targetType === 'withdrawal'
            ? `/cashier/withdrawals/${approval.targetId}`
            : approval.targetType === 'member'
              ? `/members/${approval.targetId}`
              : null;
        return href ? <Link to={href}>{targetText(approval)}</Link> : targetText(approval);
      },
      meta: { csv: (row) => targetText(row) },
    }),
    column.accessor('amountCents', {
      header: t('columns.amount'),
      cell: (info) => (
        <span className={styles.nowrap}>
          <Money cents={info.getValue()} />
        </span>
      ),
      meta: { numeric: true, csv: (row) => (row.amountCents / 100).toFixed(2) },
    }),
    column.accessor('reason', { header: t('columns.reason') }),
    column.accessor((row) => operatorName(row.requestedBy), {
      id: 'requestedBy',
      header: t('columns.requestedBy'),
    }),
    column.accessor('requestedAt', {
      header: t('columns.requestedAt'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    column.accessor('status', {
      header: t('columns.status'),
      cell: (info) => {
        const approval = info.row.original;
        const tone =
          approval.status === 'confirmed'
            ? 'ok'
            : approval.status === 'rejected'
              ? 'danger'
              : 'warn';
        return (
          <>
            <span className={`badge ${tone}`}>{t(`status.${approval.status}`)}</span>
            {approval.decidedBy ? (
              <span className={`muted ${styles.sub}`}>
                {operatorName(approval.decidedBy)} · <DateTime iso={approval.decidedAt} />
              </span>
            ) : null}
          </>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: t('columns.actions'),
      cell: (info) => {
        const approval = info.row.original;
        if (approval.status !== 'pending') return null;
        if (approval.requestedBy.id === me.data?.id) {
          return <span className="muted">{t('ownRequest')}</span>;
        }
        return (
          <div className={styles.actions}>
            <button
              type="button"
              aria-label={t('confirmLabel', { id: approval.id })}
              onClick={() => open({ type: 'confirm', approval })}
            >
              {t('confirm')}
            </button>
            <button
              type="button"
              className="secondary"
              aria-label={t('rejectLabel', { id: approval.id })}
              onClick={() => open({ type: 'reject', approval })}
            >
              {t('reject')}
            </button>
          </div>
        );
      },
    }),
  ];

  return (
    <div className="stack">
      <PageHeader title={t('title')} />
      <p className="muted">{t('intro')}</p>
      <div className="card row">
        <Field label={t('filters.status')}>
          {(props) => (
            <select
              {...props}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value);
                setOffset(0);
              }}
            >
              {[...BO_APPROVAL_STATUSES, 'all'].map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('filters.kind')}>
          {(props) => (
            <select
              {...props}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value);
                setOffset(0);
              }}
            >
              <option value="">{t('filters.allKinds')}</option>
              {KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`kinds.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p role="status" className="ok-text">
        {outcome}
      </p>
      <ErrorText error={list.error} />
      <DataTable
        caption={t('caption')}
        columns={columns}
        data={list.data?.rows ?? []}
        loading={list.isFetching}
        csvName="approvals"
        paging={{
          limit: PAGE_SIZE,
          offset,
          total: list.data?.total ?? 0,
          onChange: (next) => setOffset(next),
        }}
      />
      {pending?.type === 'confirm' ? (
        <Dialog
          title={t('confirmTitle', { id: pending.approval.id })}
          open
          onClose={() => setPending(null)}
        >
          <div className="stack">
            <p>
              {t('confirmText', {
                kind: kindLabel(pending.approval),
                amount: money(pending.approval.amountCents, i18n.language),
                target: targetText(pending.approval),
                name: operatorName(pending.approval.requestedBy),
              })}
            </p>
            {pending.approval.reason ? <p className="muted">{pending.approval.reason}</p> : null}
            <ErrorText error={decision.error} />
            <div className="row end">
              <button type="button" className="secondary" onClick={() => setPending(null)}>
                {common('cancel')}
              </button>
              <button
                type="button"
                disabled={decision.isPending}
                onClick={() => run({ type: 'confirm', id: pending.approval.id })}
              >
                {t('confirmButton')}
              </button>
            </div>
          </div>
        </Dialog>
      ) : null}
      {pending?.type === 'reject' ? (
        <ReasonDialog
          key={`reject-${pending.approval.id}`}
          title={t('rejectTitle', { id: pending.approval.id })}
          open
          confirmLabel={t('rejectButton')}
          busy={decision.isPending}
          error={decision.error}
          onClose={() => setPending(null)}
          onConfirm={(reason) => run({ type: 'reject', id: pending.approval.id, reason })}
        >
          <p>{t('rejectText')}</p>
        </ReasonDialog>
      ) : null}
    </div>
  );
}
