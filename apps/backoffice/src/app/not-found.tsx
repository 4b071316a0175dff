import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation('common');
  return <h1>{t('notFound')}</h1>;
}
