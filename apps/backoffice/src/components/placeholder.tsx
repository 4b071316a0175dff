import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header.tsx';

/** An area whose screens are not there yet. */
export function Placeholder({ area }: { area: string }) {
  const { t } = useTranslation('common');
  return <PageHeader title={t(`nav.${area}`)} />;
}
