import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WhitelabelFlag, WhitelabelMenuKey } from '@app/contracts';
import { BO_SYSTEM_API, BoWhitelabel } from '@app/contracts/backoffice';
import { SaveRow } from './save-feedback.tsx';
import { CHECKBOX, sameValue, useSaveSection } from './use-system-settings.ts';

const SWITCHES = [
  'referralEnabled',
  'vipBenefitEnabled',
  'dividendEnabled',
  'appWindowEnabled',
  'downloadBarNeedsLogin',
] as const;

function Check({
  label,
  code,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  code?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline">
      <input
        type="checkbox"
        style={CHECKBOX}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {code ? <small className="muted"> ({code})</small> : null}
      </span>
    </label>
  );
}

/** White-label flags, side-menu values and the merchant's feature switches. */
export function WhitelabelSection({ value, canWrite }: { value: BoWhitelabel; canWrite: boolean }) {
  const { t } = useTranslation('system');
  const [draft, setDraft] = useState(value);
  const [success, setSuccess] = useState<string | null>(null);
  const save = useSaveSection<'whitelabel', BoWhitelabel>(
    'whitelabel',
    BO_SYSTEM_API.whitelabel,
    BoWhitelabel,
  );
  const dirty = !sameValue(draft, value);
  const disabled = !canWrite;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    save.mutate(draft, {
      onSuccess: (stored) => {
        setDraft(stored);
        setSuccess(t('whitelabel.saved'));
      },
    });
  };

  return (
    <form className="stack" onSubmit={submit}>
      <fieldset className="stack">
        <legend>{t('whitelabel.flags')}</legend>
        <div className="grid">
          {WhitelabelFlag.options.map((flag) => (
            <Check
              key={flag}
              label={t(`whitelabel.flag.${flag}`)}
              code={flag}
              checked={draft.flags[flag]}
              disabled={disabled}
              onChange={(checked) =>
                setDraft({ ...draft, flags: { ...draft.flags, [flag]: checked } })
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="stack">
        <legend>{t('whitelabel.menus')}</legend>
        <div className="grid">
          {WhitelabelMenuKey.options.map((key) => (
            <Check
              key={key}
              label={t(`whitelabel.menu.${key}`)}
              checked={draft.menus[key]}
              disabled={disabled}
              onChange={(checked) =>
                setDraft({ ...draft, menus: { ...draft.menus, [key]: checked } })
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="stack">
        <legend>{t('whitelabel.switches')}</legend>
        <div className="stack">
          {SWITCHES.map((key) => (
            <Check
              key={key}
              label={t(`whitelabel.switch.${key}`)}
              checked={draft[key]}
              disabled={disabled}
              onChange={(checked) => setDraft({ ...draft, [key]: checked })}
            />
          ))}
        </div>
      </fieldset>
      <SaveRow
        canWrite={canWrite}
        dirty={dirty}
        canSave={!save.isPending}
        success={success}
        error={save.error}
      />
    </form>
  );
}
