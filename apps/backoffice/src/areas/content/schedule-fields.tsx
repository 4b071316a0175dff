import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';

/** Published, and the publish window (datetime-local in the operator's clock). */
export function ScheduleFields({
  enabled,
  publishAt,
  unpublishAt,
  disabled,
  onChange,
}: {
  enabled: boolean;
  publishAt: string;
  unpublishAt: string;
  disabled: boolean;
  onChange: (patch: { enabled?: boolean; publishAt?: string; unpublishAt?: string }) => void;
}) {
  const { t } = useTranslation('content');
  return (
    <fieldset className="stack" style={{ border: '1px solid var(--border)', borderRadius: 6 }}>
      <legend>{t('form.schedule')}</legend>
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={enabled}
          disabled={disabled}
          onChange={(event) => onChange({ enabled: event.target.checked })}
        />
        {t('form.enabled')}
      </label>
      <div className="grid" style={{ gridTemplateColumns: '1fr 1fr' }}>
        <Field label={t('form.publishAt')} hint={t('form.publishHint')}>
          {(props) => (
            <input
              {...props}
              type="datetime-local"
              value={publishAt}
              disabled={disabled}
              onChange={(event) => onChange({ publishAt: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('form.unpublishAt')} hint={t('form.unpublishHint')}>
          {(props) => (
            <input
              {...props}
              type="datetime-local"
              value={unpublishAt}
              disabled={disabled}
              onChange={(event) => onChange({ unpublishAt: event.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
