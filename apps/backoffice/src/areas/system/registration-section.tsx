import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BO_REGISTER_FIELDS,
  BO_SYSTEM_API,
  BoRegistration,
  type BoRegisterFieldRule,
} from '@app/contracts/backoffice';
import { Field } from '../../components/field.tsx';
import { SaveRow } from './save-feedback.tsx';
import { CHECKBOX, sameValue, useSaveSection } from './use-system-settings.ts';

function compiles(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

const SWITCHES = [
  'usernameEnabled',
  'mobileEnabled',
  'captchaEnabled',
  'affiliateRequired',
] as const;

/** The ways to register, their settings and the rule of each form field. */
export function RegistrationSection({
  value,
  canWrite,
}: {
  value: BoRegistration;
  canWrite: boolean;
}) {
  const { t } = useTranslation('system');
  const [draft, setDraft] = useState(value);
  const [maxAge, setMaxAge] = useState(String(value.passwordMaxAgeDays));
  const [success, setSuccess] = useState<string | null>(null);
  const save = useSaveSection<'registration', BoRegistration>(
    'registration',
    BO_SYSTEM_API.registration,
    BoRegistration,
  );
  const disabled = !canWrite;

  const maxAgeDays = /^\d{1,4}$/.test(maxAge.trim()) ? Number(maxAge) : NaN;
  const body: BoRegistration = { ...draft, passwordMaxAgeDays: maxAgeDays };
  const errors = {
    methods: !draft.usernameEnabled && !draft.mobileEnabled,
    dialingCode: !/^\+\d{1,4}$/.test(draft.defaultCountryDialingCode.trim()),
    maxAge: !Number.isInteger(maxAgeDays) || maxAgeDays > 3650,
    fields: BO_REGISTER_FIELDS.filter((field) => !compiles(draft.fields[field].regExp)),
  };
  const valid =
    !errors.methods && !errors.dialingCode && !errors.maxAge && errors.fields.length === 0;
  const dirty = !sameValue(body, value);

  const setRule = (
    field: (typeof BO_REGISTER_FIELDS)[number],
    rule: Partial<BoRegisterFieldRule>,
  ) => {
    const next = { ...draft.fields[field], ...rule };
    if (!next.enabled) next.required = false;
    setDraft({ ...draft, fields: { ...draft.fields, [field]: next } });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setSuccess(null);
    save.mutate(body, {
      onSuccess: (stored) => {
        setDraft(stored);
        setMaxAge(String(stored.passwordMaxAgeDays));
        setSuccess(t('registration.saved'));
      },
    });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <fieldset className="stack">
        <legend>{t('registration.methods')}</legend>
        {SWITCHES.map((key) => (
          <label key={key} className="inline">
            <input
              type="checkbox"
              style={CHECKBOX}
              checked={draft[key]}
              disabled={disabled}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
            />
            {t(`registration.${key}`)}
          </label>
        ))}
        {errors.methods ? (
          <p className="field-error" role="alert">
            {t('registration.oneMethod')}
          </p>
        ) : null}
      </fieldset>
      <div className="grid">
        <Field
          label={t('registration.dialingCode')}
          hint={t('registration.dialingCodeHint')}
          error={errors.dialingCode ? t('registration.dialingCodeInvalid') : null}
        >
          {(props) => (
            <input
              {...props}
              value={draft.defaultCountryDialingCode}
              disabled={disabled}
              inputMode="tel"
              onChange={(event) =>
                setDraft({ ...draft, defaultCountryDialingCode: event.target.value })
              }
            />
          )}
        </Field>
        <Field
          label={t('registration.passwordMaxAge')}
          hint={t('registration.passwordMaxAgeHint')}
          error={errors.maxAge ? t('registration.passwordMaxAgeHint') : null}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              min={0}
              max={3650}
              value={maxAge}
              disabled={disabled}
              onChange={(event) => setMaxAge(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="table-wrap">
        <div className="table-scroll">
          <table>
            <caption>{t('registration.fields')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('registration.field')}</th>
                <th scope="col">{t('registration.shown')}</th>
                <th scope="col">{t('registration.required')}</th>
                <th scope="col">{t('registration.regExp')}</th>
              </tr>
            </thead>
            <tbody>
              {BO_REGISTER_FIELDS.map((field) => {
                const rule = draft.fields[field];
                const name = t(`registration.fieldName.${field}`);
                const broken = errors.fields.includes(field);
                return (
                  <tr key={field}>
                    <th scope="row">
                      {name} <small className="muted">({field})</small>
                    </th>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('registration.shownOf', { field: name })}
                        checked={rule.enabled}
                        disabled={disabled}
                        onChange={(event) => setRule(field, { enabled: event.target.checked })}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('registration.requiredOf', { field: name })}
                        checked={rule.required}
                        disabled={disabled || !rule.enabled}
                        onChange={(event) => setRule(field, { required: event.target.checked })}
                      />
                    </td>
                    <td>
                      <input
                        aria-label={t('registration.regExpOf', { field: name })}
                        aria-invalid={broken || undefined}
                        className="code"
                        spellCheck={false}
                        style={{ width: '100%', fontFamily: 'monospace' }}
                        value={rule.regExp}
                        disabled={disabled}
                        onChange={(event) => setRule(field, { regExp: event.target.value })}
                      />
                      {broken ? (
                        <small className="field-error">{t('registration.regExpInvalid')}</small>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
      <p className="muted">{t('registration.fieldsHint')}</p>
      <SaveRow
        canWrite={canWrite}
        dirty={dirty}
        canSave={valid && !save.isPending}
        success={success}
        error={save.error}
      />
    </form>
  );
}
