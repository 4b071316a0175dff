import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BO_CONTENT_LANGUAGES,
  BO_MAINTENANCE_MESSAGE_MAX,
  BO_SYSTEM_API,
  BoMaintenance,
  type BoMaintenanceBody,
} from '@app/contracts/backoffice';
import { DateTime } from '../../components/format.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { SaveFeedback } from './save-feedback.tsx';
import { sameValue, TWO_COLUMNS, useSaveSection } from './use-system-settings.ts';

/** Maintenance on and off (on only after a confirmation) and its message in each language. */
export function MaintenanceSection({
  value,
  canWrite,
}: {
  value: BoMaintenance;
  canWrite: boolean;
}) {
  const { t } = useTranslation('system');
  const [message, setMessage] = useState(value.message);
  const [confirming, setConfirming] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const save = useSaveSection<'maintenance', BoMaintenanceBody>(
    'maintenance',
    BO_SYSTEM_API.maintenance,
    BoMaintenance,
  );
  const dirty = !sameValue(message, value.message);

  const submit = (enabled: boolean, done: string) => {
    setSuccess(null);
    save.mutate(
      { enabled, message },
      {
        onSuccess: (stored) => {
          setMessage(stored.message);
          setSuccess(done);
          setConfirming(false);
        },
      },
    );
  };

  return (
    <div className="stack">
      <div className="row">
        <strong>{t('maintenance.state')}:</strong>
        <span className={value.enabled ? 'badge danger' : 'badge ok'}>
          {value.enabled ? t('maintenance.on') : t('maintenance.off')}
        </span>
        <span className="muted">
          {t('maintenance.since')} <DateTime iso={value.updatedAt} />
        </span>
      </div>
      <div className="grid" style={TWO_COLUMNS}>
        {BO_CONTENT_LANGUAGES.map((language) => (
          <Field
            key={language}
            label={t('maintenance.message', { language: t(`language.${language}`) })}
            hint={t('maintenance.messageHint')}
          >
            {(props) => (
              <textarea
                {...props}
                rows={4}
                maxLength={BO_MAINTENANCE_MESSAGE_MAX}
                value={message[language]}
                disabled={!canWrite}
                onChange={(event) => setMessage({ ...message, [language]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      {canWrite ? (
        <div className="row">
          {value.enabled ? (
            <button
              type="button"
              disabled={save.isPending}
              onClick={() => submit(false, t('maintenance.switchedOff'))}
            >
              {t('maintenance.switchOff')}
            </button>
          ) : (
            <button
              type="button"
              className="danger"
              disabled={save.isPending}
              onClick={() => {
                save.reset();
                setConfirming(true);
              }}
            >
              {t('maintenance.switchOn')}
            </button>
          )}
          <button
            type="button"
            className="secondary"
            disabled={!dirty || save.isPending}
            onClick={() => submit(value.enabled, t('maintenance.messageSaved'))}
          >
            {t('maintenance.saveMessage')}
          </button>
          {dirty ? <span className="warn-text">{t('unsaved')}</span> : null}
        </div>
      ) : null}
      <SaveFeedback success={success} error={confirming ? null : save.error} />
      <Dialog
        title={t('maintenance.confirmTitle')}
        open={confirming}
        onClose={() => setConfirming(false)}
      >
        <div className="stack">
          <p>{t('maintenance.confirmText')}</p>
          <SaveFeedback success={null} error={save.error} />
          <div className="row end">
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>
              {t('common:cancel')}
            </button>
            <button
              type="button"
              className="danger"
              disabled={save.isPending}
              onClick={() => submit(true, t('maintenance.switchedOn'))}
            >
              {t('maintenance.confirm')}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
