import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import {
  OPERATOR_ROLES,
  type BoApiKeyRow,
  type BoOperatorRow,
  type BoSetupLinkValue,
  type OperatorRole,
} from '@app/contracts/backoffice';
import { useMe } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { dateTime } from '../../lib/format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CreateApiKeyDialog } from './create-api-key-dialog.tsx';
import { CreateOperatorDialog, SetupLinkDialog } from './create-operator-dialog.tsx';
import styles from './operators.module.css';
import {
  useApiKeys,
  useOperators,
  useResetAccess,
  useRevokeApiKey,
  useSetDisabled,
  useSetRole,
} from './operators-api.ts';

/**
 * Operator administration (decision 043): the accounts with their role, 2FA and status; create
 * one (its setup link shown once), change a role, disable or enable, reset access (a new setup
 * link); and the API keys (created and shown once, revoked). The server refuses changes to
 * one's own account, so the screen does not offer them.
 */
type Open =
  | { kind: 'create' }
  | { kind: 'disable' | 'enable' | 'reset'; operator: BoOperatorRow }
  | { kind: 'setupLink'; created: BoSetupLinkValue }
  | { kind: 'createKey' }
  | { kind: 'revoke'; apiKey: BoApiKeyRow };

export function OperatorsPage() {
  const { t } = useTranslation('operators');
  const me = useMe();
  const selfId = me.data?.id ?? 0;
  const operators = useOperators();
  const apiKeys = useApiKeys();
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState('');
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader title={t('title')}>
        <button type="button" onClick={() => setOpen({ kind: 'create' })}>
          {t('newOperator')}
        </button>
      </PageHeader>
      <p role="status" className="ok-text">
        {notice}
      </p>
      <section className="card stack">
        <ErrorText error={operators.error} />
        <OperatorsTable
          rows={operators.data?.rows ?? []}
          loading={operators.isPending}
          fetchedAt={operators.dataUpdatedAt}
          selfId={selfId}
          onOpen={setOpen}
          onNotice={setNotice}
        />
      </section>
      <section className="card stack" aria-labelledby="api-keys-title">
        <div className="page-header">
          <h2 id="api-keys-title">{t('apiKeys')}</h2>
          <div className="page-actions">
            <button
              type="button"
              onClick={() => setOpen({ kind: 'createKey' })}
              disabled={!operators.data}
            >
              {t('newApiKey')}
            </button>
          </div>
        </div>
        <p className="muted">{t('apiKeysIntro')}</p>
        <ErrorText error={apiKeys.error} />
        <ApiKeysTable
          rows={apiKeys.data?.rows ?? []}
          loading={apiKeys.isPending}
          onRevoke={(apiKey) => setOpen({ kind: 'revoke', apiKey })}
        />
      </section>

      {open?.kind === 'create' ? <CreateOperatorDialog onClose={close} /> : null}
      {open?.kind === 'setupLink' ? (
        <SetupLinkDialog created={open.created} onClose={close} />
      ) : null}
      {open?.kind === 'disable' || open?.kind === 'enable' ? (
        <DisableDialog
          operator={open.operator}
          disable={open.kind === 'disable'}
          onClose={close}
          onDone={(message) => {
            setNotice(message);
            close();
          }}
        />
      ) : null}
      {open?.kind === 'reset' ? (
        <ResetDialog
          operator={open.operator}
          onClose={close}
          onDone={(created) => setOpen({ kind: 'setupLink', created })}
        />
      ) : null}
      {open?.kind === 'createKey' ? (
        <CreateApiKeyDialog
          operators={operators.data?.rows ?? []}
          selfId={selfId}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'revoke' ? (
        <RevokeDialog
          apiKey={open.apiKey}
          onClose={close}
          onDone={(message) => {
            setNotice(message);
            close();
          }}
        />
      ) : null}
    </>
  );
}

function statusOf(row: BoOperatorRow, now: number) {
  if (row.disabled) return 'disabled';
  if (row.setupPending) return 'setupPending';
  if (row.lockedUntil && Date.parse(row.lockedUntil) > now) return 'locked';
  return 'active';
}

function OperatorsTable({
  rows,
  loading,
  fetchedAt,
  selfId,
  onOpen,
  onNotice,
}: {
  rows: BoOperatorRow[];
  loading: boolean;
  fetchedAt: number;
  selfId: number;
  onOpen: (open: Open) => void;
  onNotice: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('operators');
  // One mutation for the table: cells are re-created with the rows, the table is not.
  const setRole = useSetRole();
  const changeRole = (operator: BoOperatorRow, role: OperatorRole) =>
    setRole.mutate(
      { id: operator.id, role },
      {
        onSuccess: () =>
          onNotice(
            t('roleChanged', {
              name: operator.username,
              role: t(`roles.${role}`, { ns: 'common' }),
            }),
          ),
      },
    );
  const changeRoleRef = useLatest(changeRole);
  const pending = setRole.isPending;
  const columns = useMemo((): Columns<BoOperatorRow> => {
    const column = createColumnHelper<BoOperatorRow>();
    return [
      // Name and username in one column (the filter finds either), to fit a 1280-wide screen.
      column.accessor((row) => `${row.displayName} ${row.username}`, {
        id: 'operator',
        header: t('columns.operator'),
        meta: { csv: (row) => `${row.displayName} (${row.username})` },
        cell: (info) => {
          const operator = info.row.original;
          return (
            <>
              {operator.displayName}
              <code className={styles.username}>
                {operator.username}
                {operator.id === selfId ? <span className="muted"> {t('you')}</span> : null}
              </code>
            </>
          );
        },
      }),
      column.accessor('role', {
        header: t('columns.role'),
        cell: (info) => (
          <RoleSelect
            operator={info.row.original}
            self={info.row.original.id === selfId}
            pending={pending}
            onChange={(role) => changeRoleRef.current(info.row.original, role)}
          />
        ),
      }),
      column.accessor('totpEnabled', {
        header: t('columns.twoFactor'),
        cell: (info) =>
          info.getValue() ? (
            <span className="badge ok">{t('twoFactorOn')}</span>
          ) : (
            <span className="badge warn">{t('twoFactorOff')}</span>
          ),
      }),
      column.accessor((row) => statusOf(row, fetchedAt), {
        id: 'status',
        header: t('columns.status'),
        cell: (info) => {
          const status = info.getValue();
          const tone = status === 'active' ? 'ok' : status === 'disabled' ? 'danger' : 'warn';
          const time = dateTime(info.row.original.lockedUntil, i18n.language);
          return <span className={`badge ${tone}`}>{t(`status.${status}`, { time })}</span>;
        },
      }),
      column.accessor('lastLoginAt', {
        header: t('columns.lastLogin'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      column.accessor((row) => row.createdBy ?? '', {
        id: 'createdBy',
        header: t('columns.createdBy'),
        cell: (info) => info.getValue() || <span className="muted">—</span>,
      }),
      column.display({
        id: 'actions',
        header: t('columns.actions'),
        cell: (info) => {
          const operator = info.row.original;
          if (operator.id === selfId) return <span className="muted">{t('selfHint')}</span>;
          const name = operator.username;
          return (
            <div className={styles.actions}>
              {operator.disabled ? (
                <button
                  type="button"
                  className="secondary"
                  aria-label={t('enableOf', { name })}
                  onClick={() => onOpen({ kind: 'enable', operator })}
                >
                  {t('enable')}
                </button>
              ) : (
                <button
                  type="button"
                  className="danger"
                  aria-label={t('disableOf', { name })}
                  onClick={() => onOpen({ kind: 'disable', operator })}
                >
                  {t('disable')}
                </button>
              )}
              <button
                type="button"
                className="secondary"
                aria-label={t('resetAccessOf', { name })}
                onClick={() => onOpen({ kind: 'reset', operator })}
              >
                {t('resetAccess')}
              </button>
            </div>
          );
        },
      }),
    ];
  }, [t, i18n.language, selfId, fetchedAt, pending, onOpen, changeRoleRef]);
  return (
    <>
      <ErrorText error={setRole.error} />
      <DataTable
        caption={t('operators')}
        columns={columns}
        data={rows}
        loading={loading}
        csvName="operators"
      />
    </>
  );
}

function RoleSelect({
  operator,
  self,
  pending,
  onChange,
}: {
  operator: BoOperatorRow;
  self: boolean;
  pending: boolean;
  onChange: (role: OperatorRole) => void;
}) {
  const { t } = useTranslation('operators');
  return (
    <select
      className={styles.roleSelect}
      aria-label={t('roleOf', { name: operator.username })}
      value={operator.role}
      disabled={self || pending}
      title={self ? t('selfHint') : undefined}
      onChange={(event) => onChange(event.target.value as OperatorRole)}
    >
      {OPERATOR_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`, { ns: 'common' })}
        </option>
      ))}
    </select>
  );
}

/** A ref that always holds the latest value (a callback the memoised columns call). */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

function DisableDialog({
  operator,
  disable,
  onClose,
  onDone,
}: {
  operator: BoOperatorRow;
  disable: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('operators');
  const setDisabled = useSetDisabled();
  const name = operator.username;
  const copy = disable ? 'confirmDisable' : 'confirmEnable';
  return (
    <ConfirmDialog
      title={t(`${copy}.title`, { name })}
      text={t(`${copy}.text`)}
      confirmLabel={disable ? t('disable') : t('enable')}
      danger={disable}
      busy={setDisabled.isPending}
      error={setDisabled.error}
      onClose={onClose}
      onConfirm={() =>
        setDisabled.mutate(
          { id: operator.id, disabled: disable },
          { onSuccess: () => onDone(t(disable ? 'done.disabled' : 'done.enabled', { name })) },
        )
      }
    />
  );
}

function ResetDialog({
  operator,
  onClose,
  onDone,
}: {
  operator: BoOperatorRow;
  onClose: () => void;
  onDone: (created: BoSetupLinkValue) => void;
}) {
  const { t } = useTranslation('operators');
  const reset = useResetAccess();
  return (
    <ConfirmDialog
      title={t('confirmReset.title', { name: operator.username })}
      text={t('confirmReset.text')}
      confirmLabel={t('resetAccess')}
      danger
      busy={reset.isPending}
      error={reset.error}
      onClose={onClose}
      onConfirm={() => reset.mutate(operator.id, { onSuccess: onDone })}
    />
  );
}

function ApiKeysTable({
  rows,
  loading,
  onRevoke,
}: {
  rows: BoApiKeyRow[];
  loading: boolean;
  onRevoke: (apiKey: BoApiKeyRow) => void;
}) {
  const { t } = useTranslation('operators');
  const column = createColumnHelper<BoApiKeyRow>();
  const columns: Columns<BoApiKeyRow> = [
    column.accessor('name', { header: t('columns.name') }),
    column.accessor('role', {
      header: t('columns.role'),
      cell: (info) => t(`roles.${info.getValue()}`, { ns: 'common' }),
    }),
    column.accessor('operatorUsername', {
      header: t('columns.operator'),
      cell: (info) => <code>{info.getValue()}</code>,
    }),
    column.accessor('prefix', {
      header: t('columns.prefix'),
      cell: (info) => <code>{info.getValue()}…</code>,
    }),
    column.accessor('createdAt', {
      header: t('columns.createdAt'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    column.accessor('lastUsedAt', {
      header: t('columns.lastUsed'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    column.accessor('revokedAt', {
      header: t('columns.status'),
      cell: (info) =>
        info.getValue() ? (
          <span className="badge danger">{t('status.revoked')}</span>
        ) : (
          <span className="badge ok">{t('status.active')}</span>
        ),
    }),
    column.display({
      id: 'actions',
      header: t('columns.actions'),
      cell: (info) =>
        info.row.original.revokedAt ? null : (
          <button
            type="button"
            className="danger"
            aria-label={t('revokeOf', { name: info.row.original.name })}
            onClick={() => onRevoke(info.row.original)}
          >
            {t('revoke')}
          </button>
        ),
    }),
  ];
  return (
    <DataTable
      caption={t('apiKeys')}
      columns={columns}
      data={rows}
      loading={loading}
      csvName="api-keys"
    />
  );
}

function RevokeDialog({
  apiKey,
  onClose,
  onDone,
}: {
  apiKey: BoApiKeyRow;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('operators');
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDialog
      title={t('confirmRevoke.title', { name: apiKey.name })}
      text={t('confirmRevoke.text')}
      confirmLabel={t('revoke')}
      danger
      busy={revoke.isPending}
      error={revoke.error}
      onClose={onClose}
      onConfirm={() =>
        revoke.mutate(apiKey.id, {
          onSuccess: () => onDone(t('done.revoked', { name: apiKey.name })),
        })
      }
    />
  );
}
