import '../i18n/texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useUserAgreement } from '../api/promotions-queries.ts';
import { Loading, Message } from '../components/content-state.tsx';
import styles from './help.module.css';

/** /m/useragreement: the user agreement the registration form's terms link points to. */
export function UserAgreementPage() {
  const { t } = useTranslation();
  const query = useUserAgreement();
  if (query.isPending) return <Loading label={t('helpCentre.agreementLoading')} />;
  if (query.isError) {
    return <Message text={t('helpCentre.agreementError')} onRetry={() => void query.refetch()} />;
  }
  return (
    <article className={styles.document}>
      <h2 className={styles.heading}>{query.data.title}</h2>
      <SafeHtml html={query.data.content} className={styles.content} />
    </article>
  );
}
