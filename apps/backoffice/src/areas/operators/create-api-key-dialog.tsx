import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BoNewApiKeyValue,
  type BoOperatorRow,
  type OperatorRole,
} from '@app/contracts/backoffice';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { FormButtons } from '../../components/form-dialog.tsx';
import { useCreateApiKey } from './operators-api.ts';
import { RoleField } from './role-field.tsx';
import { ShownOnceDialog } from './shown-once.tsx';

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
      <ShownOnceDialog
        title={t('newKey.title', { name: created.apiKey.name })}
        intro={t('newKey.intro')}
        label={t('newKey.label')}
        value={created.key}
        onClose={onClose}
      />
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
        <RoleField label={t('keyForm.role')} value={role} onChange={setRole} />
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
        <FormButtons
          error={create.error}
          disabled={create.isPending}
          submitLabel={t('keyForm.submit')}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
