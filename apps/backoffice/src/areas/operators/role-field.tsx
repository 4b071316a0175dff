import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type OperatorRole } from '@app/contracts/backoffice';
import { Field } from '../../components/field.tsx';

/** The role picker of a new operator or API key. */
export function RoleField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: OperatorRole;
  onChange: (role: OperatorRole) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Field label={label}>
      {(props) => (
        <select
          {...props}
          value={value}
          onChange={(event) => onChange(event.target.value as OperatorRole)}
        >
          {OPERATOR_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
