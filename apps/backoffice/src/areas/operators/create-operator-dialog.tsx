import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BoCreateOperatorBody,
  type BoSetupLinkValue,
  type OperatorRole,
} from '@app/contracts/backoffice';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { FormButtons } from '../../components/form-dialog.tsx';
import { useCreateOperator } from './operators-api.ts';
import { RoleField } from './role-field.tsx';
import { ShownOnceDialog } from './shown-once.tsx';

/** A new operator: name and role, then its one-time setup link, shown once. */
export function CreateOperatorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('operators');
  const create = useCreateOperator();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<BoSetupLinkValue | null>(null);
  const parsed = BoCreateOperatorBody.safeParse({ username, displayName, role });
  const issueOf = (field: string) =>
    touched && !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.success) create.mutate(parsed.data, { onSuccess: setCreated });
  };

  if (created) return <SetupLinkDialog created={created} onClose={onClose} />;
  return (
    <Dialog title={t('create.title')} open onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <Field
          label={t('create.username')}
          hint={t('create.usernameHint')}
          error={issueOf('username') ? t('create.usernameHint') : null}
        >
          {(props) => (
            <input
              {...props}
              value={username}
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              onChange={(event) => setUsername(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('create.displayName')}
          error={issueOf('displayName') ? t('create.displayNameMissing') : null}
        >
          {(props) => (
            <input
              {...props}
              value={displayName}
              maxLength={80}
              onChange={(event) => setDisplayName(event.target.value)}
            />
          )}
        </Field>
        <RoleField label={t('create.role')} value={role} onChange={setRole} />
        <FormButtons
          error={create.error}
          disabled={create.isPending}
          submitLabel={t('create.submit')}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

/** The setup link of a new or reset account, shown once. */
export function SetupLinkDialog({
  created,
  onClose,
}: {
  created: BoSetupLinkValue;
  onClose: () => void;
}) {
  const { t } = useTranslation('operators');
  return (
    <ShownOnceDialog
      title={t('setupLink.title', { name: created.operator.username })}
      intro={t('setupLink.intro')}
      label={t('setupLink.label')}
      value={created.setupLink}
      onClose={onClose}
    />
  );
}
