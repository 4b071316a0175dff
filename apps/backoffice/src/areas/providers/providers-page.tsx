import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import {
  SECRET_OVERLAP_DEFAULT_HOURS,
  SECRET_OVERLAP_MAX_HOURS,
  type BoProvider,
  type BoProviderVendor,
  type BoRotateSecretValue,
} from '@app/contracts/backoffice';
import type { ReconcileMismatch } from '@app/contracts';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { dateTime } from '../../lib/format.ts';
import {
  useProviders,
  useReconcile,
  useRotateSecret,
  useSetProviderVendor,
} from './providers-api.ts';

/**
 * Providers (issue 22, decision 045): each provider's vendors on or off, each vendor's secret
 * by fingerprint and rotated with an overlap (the new secret shown once), and the
 * reconciliation of a period with its mismatches.
 */
export function ProvidersPage() {
  const { t } = useTranslation('providers');
  const providers = useProviders();
  const [notice, setNotice] = useState('');
  const [rotating, setRotating] = useState<BoProviderVendor | null>(null);
  const [rotated, setRotated] = useState<BoRotateSecretValue | null>(null);

  return (
    <>
      <PageHeader title={t('title')} />
      <p className="muted">{t('intro')}</p>
      <p role="status" className="ok-text">
        {notice}
      </p>
      <ErrorText error={providers.error} />
      {(providers.data?.providers ?? []).map((provider) => (
        <ProviderSection
          key={provider.key}
          provider={provider}
          onNotice={setNotice}
          onRotate={setRotating}
        />
      ))}
      <ReconcileSection vendors={providers.data?.providers[0]?.vendors ?? []} />
      {rotating ? (
        <RotateDialog
          vendor={rotating}
          onClose={() => setRotating(null)}
          onDone={(value) => {
            setRotating(null);
            setRotated(value);
            setNotice(t('rotated', { name: rotating.displayName }));
          }}
        />
      ) : null}
      {rotated ? <NewSecretDialog rotation={rotated} onClose={() => setRotated(null)} /> : null}
    </>
  );
}

function ProviderSection({
  provider,
  onNotice,
  onRotate,
}: {
  provider: BoProvider;
  onNotice: (message: string) => void;
  onRotate: (vendor: BoProviderVendor) => void;
}) {
  const { t, i18n } = useTranslation('providers');
  const can = useCan()('providers.write');
  const setVendor = useSetProviderVendor();
  const name = t(`groups.${provider.key}`);
  const titleId = useId();

  const columns = useMemo<Columns<BoProviderVendor>>(() => {
    const column = createColumnHelper<BoProviderVendor>();
    return [
      column.accessor('code', { header: t('code') }),
      column.accessor('displayName', { header: t('name') }),
      column.accessor('games', { header: t('games'), meta: { numeric: true } }),
      column.accessor('enabled', {
        header: t('onSite'),
        cell: ({ row }) => (
          <input
            type="checkbox"
            role="switch"
            aria-label={t('toggle', { name: row.original.displayName })}
            checked={row.original.enabled}
            disabled={!can || setVendor.isPending}
            onChange={(event) => {
              const enabled = event.target.checked;
              setVendor.mutate(
                { code: row.original.code, enabled },
                {
                  onSuccess: () =>
                    onNotice(
                      t(enabled ? 'turnedOn' : 'turnedOff', { name: row.original.displayName }),
                    ),
                },
              );
            }}
          />
        ),
      }),
      column.accessor('credential', {
        header: t('wallet'),
        cell: ({ getValue }) => {
          const state = getValue<BoProviderVendor['credential']>();
          const tone = state === 'active' ? 'ok' : state === 'disabled' ? 'danger' : 'warn';
          return <span className={`badge ${tone}`}>{t(`credential.${state}`)}</span>;
        },
      }),
      column.accessor((row) => row.fingerprint ?? '', {
        id: 'fingerprint',
        header: t('fingerprint'),
        cell: ({ row }) => (
          <span className="stack">
            <code>{row.original.fingerprint ?? '—'}</code>
            {row.original.previousUntil ? (
              <small className="muted">
                {t('overlap', {
                  fingerprint: row.original.previousFingerprint,
                  until: dateTime(row.original.previousUntil, i18n.language),
                })}
              </small>
            ) : null}
          </span>
        ),
      }),
      column.accessor((row) => row.rotatedAt ?? '', {
        id: 'rotatedAt',
        header: t('rotatedAt'),
        cell: ({ row }) =>
          row.original.rotatedAt ? <DateTime iso={row.original.rotatedAt} /> : '—',
      }),
      column.display({
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) =>
          can && row.original.credential !== 'none' ? (
            <button
              type="button"
              className="secondary"
              aria-label={t('rotateOf', { name: row.original.displayName })}
              onClick={() => onRotate(row.original)}
            >
              {t('rotate')}
            </button>
          ) : null,
      }),
    ];
  }, [t, i18n.language, can, setVendor, onNotice, onRotate]);

  return (
    <section className="card stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{name}</h2>
      {provider.key === 'provider' ? (
        <p className="muted">
          {provider.url ? t('url', { url: provider.url }) : t('notConfigured')}
        </p>
      ) : null}
      <ErrorText error={setVendor.error} />
      <DataTable
        caption={t('caption', { name })}
        columns={columns}
        data={provider.vendors}
        filterable={false}
      />
    </section>
  );
}

function RotateDialog({
  vendor,
  onClose,
  onDone,
}: {
  vendor: BoProviderVendor;
  onClose: () => void;
  onDone: (value: BoRotateSecretValue) => void;
}) {
  const { t } = useTranslation('providers');
  const rotate = useRotateSecret();
  const [hours, setHours] = useState(String(SECRET_OVERLAP_DEFAULT_HOURS));
  const overlapHours = Math.min(
    SECRET_OVERLAP_MAX_HOURS,
    Math.max(0, Math.floor(Number(hours) || 0)),
  );
  return (
    <ReasonDialog
      title={t('rotateOf', { name: vendor.displayName })}
      open
      confirmLabel={t('rotate')}
      busy={rotate.isPending}
      error={rotate.error}
      onClose={onClose}
      onConfirm={(reason) =>
        rotate.mutate({ code: vendor.code, overlapHours, reason }, { onSuccess: onDone })
      }
    >
      <p>{t('rotateIntro')}</p>
      <Field label={t('overlapHours')} hint={t('overlapHint')}>
        {(props) => (
          <input
            {...props}
            type="number"
            min={0}
            max={SECRET_OVERLAP_MAX_HOURS}
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
        )}
      </Field>
    </ReasonDialog>
  );
}

/** The new secret, shown this once (the server never answers it again). */
function NewSecretDialog({
  rotation,
  onClose,
}: {
  rotation: BoRotateSecretValue;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('providers');
  const common = useTranslation('common').t;
  const id = useId();
  const [copied, setCopied] = useState(false);
  const until = dateTime(rotation.previousUntil, i18n.language);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(rotation.secret)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  return (
    <Dialog title={t('newSecret', { name: rotation.vendorCode })} open onClose={onClose}>
      <div className="stack">
        <p>{rotation.deliveredToProvider ? t('delivered', { until }) : t('handOver', { until })}</p>
        <div className="field">
          <label htmlFor={id}>{t('newSecretLabel')}</label>
          <div className="row">
            <input
              id={id}
              className="secret shown-once"
              size={46}
              readOnly
              value={rotation.secret}
              spellCheck={false}
              aria-describedby={`${id}-once`}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="secondary" onClick={copy}>
              {t('copy')}
            </button>
          </div>
          <small id={`${id}-once`} className="hint">
            <span className="badge warn">{t('shownOnce')}</span>
          </small>
          <p role="status" className="ok-text">
            {copied ? t('copied') : ''}
          </p>
        </div>
        <div className="row end">
          <button type="button" onClick={onClose}>
            {common('close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** `YYYY-MM-DDTHH:mm` of an instant in the browser's time zone (a datetime-local value). */
function localInput(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function ReconcileSection({ vendors }: { vendors: BoProviderVendor[] }) {
  const { t } = useTranslation('providers');
  const reconcile = useReconcile();
  const [from, setFrom] = useState(() => localInput(Date.now() - 86_400_000));
  const [to, setTo] = useState(() => localInput(Date.now()));
  const [vendorCode, setVendorCode] = useState('');
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fromMs = Date.parse(from);
    const toMs = Date.parse(to);
    if (Number.isNaN(fromMs) || Number.isNaN(toMs)) return;
    reconcile.mutate({
      from: new Date(fromMs).toISOString(),
      to: new Date(toMs).toISOString(),
      ...(vendorCode ? { vendorCode } : {}),
    });
  };

  const columns = useMemo<Columns<ReconcileMismatch>>(() => {
    const column = createColumnHelper<ReconcileMismatch>();
    const amount = (key: 'providerAmountCents' | 'operatorAmountCents', header: string) =>
      column.accessor(key, {
        header,
        meta: { numeric: true },
        cell: ({ getValue }) => {
          const cents = getValue<number | null>();
          return cents === null ? '—' : <Money cents={cents} />;
        },
      });
    return [
      column.accessor('vendorCode', { header: t('code') }),
      column.accessor('transactionId', { header: t('reconcile.transaction') }),
      column.accessor('kind', { header: t('reconcile.kind') }),
      column.accessor('problem', {
        header: t('reconcile.problem'),
        cell: ({ getValue }) => (
          <span className="badge danger">
            {t(`reconcile.problems.${getValue<string>()}`, { defaultValue: getValue<string>() })}
          </span>
        ),
      }),
      amount('providerAmountCents', t('reconcile.providerAmount')),
      amount('operatorAmountCents', t('reconcile.operatorAmount')),
    ];
  }, [t]);

  const result = reconcile.data;
  return (
    <section className="card stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('reconcile.title')}</h2>
      <p className="muted">{t('reconcile.intro')}</p>
      <form className="row" aria-label={t('reconcile.form')} onSubmit={submit}>
        <label className="inline">
          {t('reconcile.from')}
          <input
            type="datetime-local"
            required
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="inline">
          {t('reconcile.to')}
          <input
            type="datetime-local"
            required
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <label className="inline">
          {t('reconcile.vendor')}
          <select value={vendorCode} onChange={(e) => setVendorCode(e.target.value)}>
            <option value="">{t('reconcile.all')}</option>
            {vendors.map((vendor) => (
              <option key={vendor.code} value={vendor.code}>
                {vendor.displayName}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={reconcile.isPending}>
          {reconcile.isPending ? t('reconcile.running') : t('reconcile.run')}
        </button>
      </form>
      <ErrorText error={reconcile.error} />
      <p role="status">
        {result
          ? t('reconcile.summary', {
              provider: result.providerTransactions,
              operator: result.operatorTransactions,
              count: result.mismatches.length,
              vendors: result.vendors.join(', '),
            })
          : ''}
      </p>
      {result ? (
        <DataTable
          caption={t('reconcile.caption')}
          columns={columns}
          data={result.mismatches}
          emptyText={t('reconcile.none')}
          csvName="reconciliation"
        />
      ) : null}
    </section>
  );
}
