import '../i18n/texts.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { ACCOUNT, TIMING } from '@app/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { loading } from '../../../lib/loading-store.ts';
import { patchSession, useSession } from '../../../lib/session-store.ts';
import { changePassword } from '../api/accounts-api.ts';
import { registerRulesQuery } from '../api/accounts-queries.ts';
import { FormAlert, PasswordField, SubmitButton } from '../components/form-controls.tsx';
import { useLanguageRevalidate } from '../hooks/use-language-revalidate.ts';
import { accountToast } from '../lib/account-ui-store.ts';
import { useFormErrors } from '../lib/form-errors.ts';
import { clearPendingPassword, pendingPasswordValue } from '../lib/pending-password.ts';
import {
  checkConfirmPassword,
  checkLoginPassword,
  checkRegisterField,
  FALLBACK_PASSWORD_RULE,
  requiredRule,
  type Check,
} from '../lib/validation.ts';
import formStyles from '../components/forms.module.css';
import styles from './account-pages.module.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * /m/changePsw (spec sections 2 and 4): titled for a first login or an expired password; the old
 * password is asked only when the login's password is not held in memory; the same password
 * twice gets a dialog and no call; success shows "Change saved" for 1 s, then home.
 */
export function ChangePasswordPage() {
  const session = useSession();
  if (!session) return <Navigate to="/home" replace />;
  return (
    <ChangePasswordForm
      firstTimeLogin={!!session.firstTimeLogin}
      expired={!!session.passwordExpired}
    />
  );
}

function ChangePasswordForm({
  firstTimeLogin,
  expired,
}: {
  firstTimeLogin: boolean;
  expired: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rules = useQuery(registerRulesQuery());
  const passwordRule = requiredRule(rules.data?.fields.password, FALLBACK_PASSWORD_RULE);
  const [held, setHeld] = useState(pendingPasswordValue);
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [sameDialog, setSameDialog] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFormErrors<Field>();
  const homeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(homeTimer.current), []);

  const [title] = useState(() =>
    firstTimeLogin ? 'auth.changeFirstLogin' : expired ? 'auth.changeExpired' : 'auth.changeTitle',
  );

  const check = (field: Field, next: Record<Field, string> = values): Check => {
    switch (field) {
      case 'oldPassword':
        return checkLoginPassword(next.oldPassword);
      case 'newPassword':
        return checkRegisterField(next.newPassword, passwordRule);
      case 'confirmNewPassword':
        return checkConfirmPassword(next.newPassword, next.confirmNewPassword);
    }
  };
  const fields: Field[] =
    held === null
      ? ['oldPassword', 'newPassword', 'confirmNewPassword']
      : ['newPassword', 'confirmNewPassword'];

  useLanguageRevalidate(() => {
    for (const field of fields) if (form.errors[field]) form.setError(field, check(field));
  });

  // Errors show on change of each field (spec section 2).
  const onChange = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    form.setError(field, check(field, next));
    if (field === 'newPassword' && next.confirmNewPassword) {
      form.setError('confirmNewPassword', check('confirmNewPassword', next));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!form.applyChecks(fields.map((field) => [field, check(field)]))) return;
    const oldPassword = held ?? values.oldPassword;
    if (values.newPassword === oldPassword) {
      setSameDialog(true);
      return;
    }
    setBusy(true);
    loading.show({ timeoutMs: ACCOUNT.passwordChangeLoadingMs });
    try {
      await changePassword({
        oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      loading.hide();
      accountToast.show(t('auth.changeSaved'), TIMING.toastSuccessMs);
      clearPendingPassword();
      patchSession({ firstTimeLogin: false, passwordExpired: false });
      homeTimer.current = setTimeout(
        () => void navigate('/home', { replace: true }),
        TIMING.toastSuccessMs,
      );
    } catch (failure) {
      loading.hide();
      setBusy(false);
      if (!isApiError(failure)) throw failure;
      setFormError(failure.message);
      if (failure.errorCode === 'password.old.incorrect' && held !== null) {
        // The held password no longer works: ask for it.
        clearPendingPassword();
        setHeld(null);
      }
    }
  };

  return (
    <section className={styles.page} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.title}>
        {t(title)}
      </h2>
      {(firstTimeLogin || expired) && <p className={styles.lead}>{t('auth.changeLead')}</p>}
      <form className={`${formStyles.form} ${styles.card}`} onSubmit={onSubmit} noValidate>
        {fields.map((field) => (
          <PasswordField
            key={field}
            label={t(`auth.${field}`)}
            value={values[field]}
            onChange={(value) => onChange(field, value)}
            error={form.errors[field]}
            inputRef={form.inputRef(field)}
            autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
            maxLength={64}
          />
        ))}
        <FormAlert message={formError} />
        <SubmitButton busy={busy}>{t('auth.confirm')}</SubmitButton>
      </form>
      <Dialog open={sameDialog} onClose={() => setSameDialog(false)} title={t('auth.notice')}>
        <p>{t('auth.sameAsOld')}</p>
        <button type="button" className={formStyles.primary} onClick={() => setSameDialog(false)}>
          {t('auth.ok')}
        </button>
      </Dialog>
    </section>
  );
}
