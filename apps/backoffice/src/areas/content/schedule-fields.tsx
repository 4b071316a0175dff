import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { fromLocalInput, toLocalInput } from './schedule.ts';

interface Schedule {
  enabled: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
}

/**
 * Published, and the publish window: instants in `value` and the patches, shown as
 * datetime-local in the operator's clock.
 */
export function ScheduleFields({
  value,
  disabled,
  onChange,
}: {
  value: Schedule;
  disabled: boolean;
  onChange: (patch: Partial<Schedule>) => void;
}) {
  const { t } = useTranslation('content');
  return (
    <fieldset className="stack" style={{ border: '1px solid var(--border)', borderRadius: 6 }}>
      <legend>{t('form.schedule')}</legend>
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={value.enabled}
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
              value={toLocalInput(value.publishAt)}
              disabled={disabled}
              onChange={(event) => onChange({ publishAt: fromLocalInput(event.target.value) })}
            />
          )}
        </Field>
        <Field label={t('form.unpublishAt')} hint={t('form.unpublishHint')}>
          {(props) => (
            <input
              {...props}
              type="datetime-local"
              value={toLocalInput(value.unpublishAt)}
              disabled={disabled}
              onChange={(event) => onChange({ unpublishAt: fromLocalInput(event.target.value) })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
