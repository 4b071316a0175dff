import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { scheduleError } from './schedule.ts';

/** Publish and unpublish times (local wall time; empty unpublish: stays up). */
export function ScheduleFields({
  publishAt,
  unpublishAt,
  onChange,
  disabled = false,
}: {
  publishAt: string;
  unpublishAt: string;
  onChange: (change: { publishAt: string; unpublishAt: string }) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('messages');
  const error = scheduleError(publishAt, unpublishAt) ? t('editor.scheduleOrder') : null;
  return (
    <fieldset className="grid">
      <legend>{t('editor.schedule')}</legend>
      <Field label={t('editor.publishAt')}>
        {(props) => (
          <input
            {...props}
            type="datetime-local"
            required
            value={publishAt}
            disabled={disabled}
            onChange={(event) => onChange({ publishAt: event.target.value, unpublishAt })}
          />
        )}
      </Field>
      <Field label={t('editor.unpublishAt')} hint={t('editor.unpublishHint')} error={error}>
        {(props) => (
          <input
            {...props}
            type="datetime-local"
            value={unpublishAt}
            disabled={disabled}
            onChange={(event) => onChange({ publishAt, unpublishAt: event.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}
