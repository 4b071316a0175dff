import '../i18n/texts.ts';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatAmount, formatPercent, type AffiliateUrl } from '@app/contracts';
import buttons from '../../../components/ui/buttons.module.css';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNumberLocale } from '../../../lib/money.ts';
import { useSession } from '../../../lib/session-store.ts';
import {
  useAffiliateUrls,
  useAgentProfile,
  useCreateAffiliateUrl,
  useDeleteAffiliateUrl,
  useRegisterDownline,
} from '../api/agent-queries.ts';
import { calendarDay, isAgentSession } from '../lib/agent-entries.ts';
import { parseRebate } from '../lib/rebate.ts';
import styles from '../components/agent.module.css';

const errorText = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;

/** /m/agentRegister, the register centre: the agent's affiliate links and direct registration. */
export function AgentRegisterPage() {
  const session = useSession();
  if (!isAgentSession(session)) return <Navigate to="/home" replace />;
  return (
    <div className={styles.page}>
      <AffiliateLinks />
      <DownlineForm />
    </div>
  );
}

function AffiliateLinks() {
  const { t } = useTranslation();
  const links = useAffiliateUrls(true);
  const profile = useAgentProfile(true);
  const create = useCreateAffiliateUrl();
  const remove = useDeleteAffiliateUrl();
  const [rebate, setRebate] = useState('0');
  const [rebateError, setRebateError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [deleting, setDeleting] = useState<AffiliateUrl | null>(null);
  const locale = useNumberLocale();
  const max = profile.data?.rebate ?? 0;
  // Rebates travel as percent numbers (1.5 = 1,50%); shown by the shared rule from basis points.
  const maxText = formatAmount(Math.round(max * 100), locale);

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    const value = parseRebate(rebate, max);
    if (value === null) {
      setRebateError(t('agent.register.rebateInvalid', { max: maxText }));
      return;
    }
    setRebateError(null);
    create.mutate(
      { defaultRebate: value },
      {
        onSuccess: (link) => setStatus(t('agent.register.created_ok', { code: link.code })),
        onError: (error) => setRebateError(errorText(error, t('agent.register.loadFailed'))),
      },
    );
  };

  const copy = async (link: AffiliateUrl) => {
    try {
      await navigator.clipboard.writeText(link.url);
      setStatus(t('agent.register.copied'));
    } catch {
      setStatus(t('agent.register.copyFailed'));
    }
  };

  const list = links.data?.list ?? [];
  return (
    <>
      <section className={styles.card} aria-labelledby="agent-create-link">
        <h2 id="agent-create-link" className={styles.cardTitle}>
          {t('agent.register.createTitle')}
        </h2>
        <form className={styles.form} onSubmit={onCreate} noValidate>
          <div className={styles.field}>
            <label htmlFor="agent-rebate">{t('agent.register.rebateLabel')}</label>
            <input
              id="agent-rebate"
              inputMode="decimal"
              value={rebate}
              onChange={(event) => setRebate(event.target.value)}
              aria-invalid={rebateError ? true : undefined}
              aria-describedby="agent-rebate-hint agent-rebate-error"
            />
            <span id="agent-rebate-hint" className={styles.hint}>
              {t('agent.register.rebateHint', { max: maxText })}
            </span>
            <span id="agent-rebate-error" className={styles.fieldError} role="alert">
              {rebateError ?? ''}
            </span>
          </div>
          <button type="submit" className={buttons.primary} disabled={create.isPending}>
            {t('agent.register.create')}
          </button>
        </form>
      </section>

      <section className={styles.card} aria-labelledby="agent-links">
        <h2 id="agent-links" className={styles.cardTitle}>
          {t('agent.register.links')}
        </h2>
        <p className={styles.status} role="status">
          {status}
        </p>
        {links.isError && <p className={styles.error}>{t('agent.register.loadFailed')}</p>}
        {links.isSuccess && list.length === 0 && <p>{t('agent.register.noLinks')}</p>}
        <ul className={styles.links} aria-label={t('agent.register.links')}>
          {list.map((link) => (
            <li key={link.code} className={styles.link} data-code={link.code}>
              <div className={styles.linkHead}>
                <span className={styles.linkCode}>{link.code}</span>
              </div>
              <span className={styles.linkUrl}>{link.url}</span>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('agent.register.rebate')}</dt>
                  <dd>{formatPercent(Math.round(link.defaultRebate * 100), locale)}</dd>
                </div>
                <div>
                  <dt>{t('agent.register.members')}</dt>
                  <dd data-testid={`members-${link.code}`}>{link.memberCount}</dd>
                </div>
                <div>
                  <dt>{t('agent.register.created')}</dt>
                  <dd>{calendarDay(new Date(link.createdAt))}</dd>
                </div>
              </dl>
              <div className={styles.linkActions}>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('agent.register.copy', { code: link.code })}
                  onClick={() => void copy(link)}
                >
                  {t('agent.register.copyShort')}
                </button>
                <button
                  type="button"
                  className={`${styles.iconButton} ${styles.danger}`}
                  aria-label={t('agent.register.delete', { code: link.code })}
                  onClick={() => setDeleting(link)}
                >
                  {t('agent.register.confirmDelete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('agent.register.deleteTitle')}
      >
        <p className={styles.dialogText}>
          {t('agent.register.deleteText', { code: deleting?.code ?? '' })}
        </p>
        <div className={buttons.pair}>
          <button type="button" className={buttons.secondary} onClick={() => setDeleting(null)}>
            {t('agent.register.cancel')}
          </button>
          <button
            type="button"
            className={buttons.primary}
            disabled={remove.isPending}
            onClick={() => {
              if (!deleting) return;
              remove.mutate(deleting.code, {
                onSettled: () => setDeleting(null),
                onError: (error) => setStatus(errorText(error, t('agent.register.loadFailed'))),
              });
            }}
          >
            {t('agent.register.confirmDelete')}
          </button>
        </div>
      </Dialog>
    </>
  );
}

function DownlineForm() {
  const { t } = useTranslation();
  const register = useRegisterDownline();
  const [values, setValues] = useState({ username: '', password: '', nickname: '' });
  const [error, setError] = useState<{ field: string | null; text: string } | null>(null);
  const [done, setDone] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const missing = !values.username.trim() ? 'username' : !values.password ? 'password' : null;
    if (missing) {
      setError({ field: missing, text: t('agent.register.required') });
      return;
    }
    setError(null);
    register.mutate(values, {
      onSuccess: ({ userName }) => {
        setDone(t('agent.register.registered', { userName }));
        setValues({ username: '', password: '', nickname: '' });
      },
      onError: (failure) => {
        const field =
          isApiError(failure) && typeof failure.value === 'object' && failure.value !== null
            ? String((failure.value as { field?: unknown }).field ?? '')
            : '';
        setError({
          field: field || null,
          text: errorText(failure, t('agent.register.loadFailed')),
        });
      },
    });
  };

  const field = (name: 'username' | 'password' | 'nickname', type = 'text') => (
    <label className={styles.field}>
      {t(`agent.register.${name}`)}
      <input
        type={type}
        name={name}
        autoComplete={name === 'password' ? 'new-password' : 'off'}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        aria-invalid={error?.field === name ? true : undefined}
      />
    </label>
  );

  return (
    <section className={styles.card} aria-labelledby="agent-downline">
      <h2 id="agent-downline" className={styles.cardTitle}>
        {t('agent.register.downline')}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {field('username')}
        {field('password', 'password')}
        {field('nickname')}
        <p className={styles.fieldError} role="alert">
          {error?.text ?? ''}
        </p>
        <p className={styles.status} role="status">
          {done}
        </p>
        <button type="submit" className={buttons.primary} disabled={register.isPending}>
          {t('agent.register.submit')}
        </button>
      </form>
    </section>
  );
}
