import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPERATOR_ROLES,
  type BoNewApiKeyValue,
  type BoOperatorRow,
  type OperatorRole,
} from '@app/contracts/backoffice';
import { Dialog } from '../../components/dialog.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { useCreateApiKey } from './operators-api.ts';
import { ShownOnce } from './shown-once.tsx';

/** A new API key: its name, role and operator, then the key itself, shown once. */
export function CreateApiKeyDialog({
  operators,
  selfId,
  onClose,
}: {
  operators: BoOperatorRow[];
  selfId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('operators');
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [operatorId, setOperatorId] = useState(selfId);
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<BoNewApiKeyValue | null>(null);
  const nameMissing = name.trim().length === 0;
  const owners = operators.filter((operator) => !operator.disabled || operator.id === selfId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameMissing) return;
    create.mutate({ name: name.trim(), role, operatorId }, { onSuccess: setCreated });
  };

  if (created) {
    return (
      <Dialog title={t('newKey.title', { name: created.apiKey.name })} open onClose={onClose}>
        <div className="stack">
          <p>{t('newKey.intro')}</p>
          <ShownOnce label={t('newKey.label')} value={created.key} />
          <div className="row end">
            <button type="button" onClick={onClose}>
              {t('close')}
            </button>
          </div>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={t('keyForm.title')} open onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <Field
          label={t('keyForm.name')}
          hint={t('keyForm.nameHint')}
          error={touched && nameMissing ? t('keyForm.nameHint') : null}
        >
          {(props) => (
            <input
              {...props}
              value={name}
              maxLength={60}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('keyForm.role')}>
          {(props) => (
            <select
              {...props}
              value={role}
              onChange={(event) => setRole(event.target.value as OperatorRole)}
            >
              {OPERATOR_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`roles.${option}`, { ns: 'common' })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('keyForm.operator')}>
          {(props) => (
            <select
              {...props}
              value={operatorId}
              onChange={(event) => setOperatorId(Number(event.target.value))}
            >
              {owners.map((operator) => (
                <option key={operator.id} value={operator.id}>
                  {operator.displayName} ({operator.username})
                </option>
              ))}
            </select>
          )}
        </Field>
        <ErrorText error={create.error} />
        <div className="row end">
          <button type="button" className="secondary" onClick={onClose}>
            {t('cancel', { ns: 'common' })}
          </button>
          <button type="submit" disabled={create.isPending}>
            {t('keyForm.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
