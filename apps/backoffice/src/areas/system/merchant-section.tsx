import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Language } from '@app/contracts';
import {
  BO_CONTENT_LANGUAGES,
  BO_SYSTEM_API,
  BoMerchant,
  BoSiteLink,
  type BoMerchantBody,
} from '@app/contracts/backoffice';
import { Field } from '../../components/field.tsx';
import { SaveRow } from './save-feedback.tsx';
import { sameValue, CHECKBOX, TWO_COLUMNS, useSaveSection } from './use-system-settings.ts';

const editable = ({ code: _code, currencyCode: _currency, ...rest }: BoMerchant): BoMerchantBody =>
  rest;

interface FieldProps<V> {
  label: string;
  value: V;
  disabled: boolean;
  onChange: (value: V) => void;
}

/** A pick of one of the site's languages. */
function LanguageField({
  label,
  error = null,
  value,
  disabled,
  onChange,
}: FieldProps<Language> & { error?: string | null }) {
  const { t } = useTranslation('system');
  return (
    <Field label={label} error={error}>
      {(props) => (
        <select
          {...props}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as Language)}
        >
          {Language.options.map((language) => (
            <option key={language} value={language}>
              {t(`language.${language}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A link the site shows (checked as a site link: `invalid` says it is not one). */
function LinkField({
  label,
  hint,
  invalid,
  value,
  disabled,
  onChange,
}: FieldProps<string> & { hint?: string; invalid: boolean }) {
  const { t } = useTranslation('system');
  return (
    <Field label={label} hint={hint} error={invalid ? t('merchant.linkInvalid') : null}>
      {(props) => (
        <input
          {...props}
          inputMode="url"
          value={value}
          maxLength={500}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The merchant's name, currency symbol, languages, texts and links. */
export function MerchantSection({ value, canWrite }: { value: BoMerchant; canWrite: boolean }) {
  const { t } = useTranslation('system');
  const [draft, setDraft] = useState(() => editable(value));
  const [success, setSuccess] = useState<string | null>(null);
  const save = useSaveSection<'merchant', BoMerchantBody>(
    'merchant',
    BO_SYSTEM_API.merchant,
    BoMerchant,
  );
  const disabled = !canWrite;
  const set = (change: Partial<BoMerchantBody>) => setDraft({ ...draft, ...change });

  const errors = {
    name: draft.name.trim() === '',
    currencySymbol: draft.currencySymbol.trim() === '',
    languages: draft.languages.length === 0,
    defaultLanguage: draft.languages.length > 0 && !draft.languages.includes(draft.defaultLanguage),
    chatUrl: !BoSiteLink.safeParse(draft.chatUrl).success,
    drawHistoryUrl: !BoSiteLink.safeParse(draft.drawHistoryUrl).success,
  };
  const valid = !Object.values(errors).some(Boolean);
  const dirty = !sameValue(draft, editable(value));

  const toggleLanguage = (language: Language, on: boolean) => {
    // Kept in the enum's order, so the picker's order stays stable.
    const languages = Language.options.filter((code) =>
      code === language ? on : draft.languages.includes(code),
    );
    set({ languages });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setSuccess(null);
    save.mutate(draft, {
      onSuccess: (stored) => {
        setDraft(editable(stored));
        setSuccess(t('merchant.saved'));
      },
    });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="grid">
        <Field label={t('merchant.code')}>
          {(props) => <input {...props} value={value.code} readOnly />}
        </Field>
        <Field label={t('merchant.currencyCode')} hint={t('merchant.currencyCodeHint')}>
          {(props) => <input {...props} value={value.currencyCode} readOnly />}
        </Field>
        <Field label={t('merchant.name')} error={errors.name ? t('merchant.required') : null}>
          {(props) => (
            <input
              {...props}
              value={draft.name}
              maxLength={100}
              disabled={disabled}
              onChange={(event) => set({ name: event.target.value })}
            />
          )}
        </Field>
        <Field
          label={t('merchant.currencySymbol')}
          error={errors.currencySymbol ? t('merchant.required') : null}
        >
          {(props) => (
            <input
              {...props}
              value={draft.currencySymbol}
              maxLength={8}
              disabled={disabled}
              onChange={(event) => set({ currencySymbol: event.target.value })}
            />
          )}
        </Field>
      </div>
      <fieldset className="stack">
        <legend>{t('merchant.languages')}</legend>
        <div className="row">
          {Language.options.map((language) => (
            <label key={language} className="inline">
              <input
                type="checkbox"
                style={CHECKBOX}
                checked={draft.languages.includes(language)}
                disabled={disabled}
                onChange={(event) => toggleLanguage(language, event.target.checked)}
              />
              {t(`language.${language}`)}
            </label>
          ))}
        </div>
        {errors.languages ? (
          <p className="field-error" role="alert">
            {t('merchant.languagesNone')}
          </p>
        ) : null}
      </fieldset>
      <div className="grid">
        <LanguageField
          label={t('merchant.defaultLanguage')}
          error={errors.defaultLanguage ? t('merchant.defaultLanguageInvalid') : null}
          value={draft.defaultLanguage}
          disabled={disabled}
          onChange={(defaultLanguage) => set({ defaultLanguage })}
        />
        <LanguageField
          label={t('merchant.defaultGameLanguage')}
          value={draft.defaultGameLanguage}
          disabled={disabled}
          onChange={(defaultGameLanguage) => set({ defaultGameLanguage })}
        />
      </div>
      <div className="grid" style={TWO_COLUMNS}>
        {BO_CONTENT_LANGUAGES.map((language) => (
          <Field
            key={`desc-${language}`}
            label={t('merchant.appDescription', { language: t(`language.${language}`) })}
          >
            {(props) => (
              <textarea
                {...props}
                rows={3}
                maxLength={300}
                value={draft.appDescription[language]}
                disabled={disabled}
                onChange={(event) =>
                  set({
                    appDescription: { ...draft.appDescription, [language]: event.target.value },
                  })
                }
              />
            )}
          </Field>
        ))}
        {BO_CONTENT_LANGUAGES.map((language) => (
          <Field
            key={`licence-${language}`}
            label={t('merchant.licence', { language: t(`language.${language}`) })}
          >
            {(props) => (
              <textarea
                {...props}
                rows={4}
                maxLength={1000}
                value={draft.licence[language]}
                disabled={disabled}
                onChange={(event) =>
                  set({ licence: { ...draft.licence, [language]: event.target.value } })
                }
              />
            )}
          </Field>
        ))}
      </div>
      <div className="grid">
        <LinkField
          label={t('merchant.chatUrl')}
          hint={t('merchant.chatUrlHint')}
          invalid={errors.chatUrl}
          value={draft.chatUrl}
          disabled={disabled}
          onChange={(chatUrl) => set({ chatUrl })}
        />
        <LinkField
          label={t('merchant.drawHistoryUrl')}
          invalid={errors.drawHistoryUrl}
          value={draft.drawHistoryUrl}
          disabled={disabled}
          onChange={(drawHistoryUrl) => set({ drawHistoryUrl })}
        />
      </div>
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
