import { useTranslation } from '../../../i18n/use-translation.ts';
import { API, MIN_IOS_VERSION } from '@app/contracts';
import { useDownloadLinks } from '../api/download-queries.ts';
import { DownloadBlock } from '../components/download-block.tsx';
import { STEP_ART } from '../components/step-art.tsx';
import { StepSwiper } from '../components/step-swiper.tsx';
import '../i18n/texts.ts';
import styles from '../components/downloads.module.css';

/** Spec section 2: the six iOS install steps, in order. */
export const IOS_STEPS = ['scan', 'allow', 'close', 'settings', 'install', 'passcode'] as const;

function linksOf(resources: { resourceType: string; url: string }[]) {
  const url = (type: string) => resources.find((r) => r.resourceType === type)?.url || null;
  return {
    links: { android: url('Android'), ios: url('IOS'), profile: url('MOBILECONFIG') },
    icon: url('AppDownloadIcon') ?? API.appIcon,
  };
}

/**
 * /m/app (shell spec section 2): the merchant's app banner from its mobile template
 * (background, description and its colour), the download block (QR codes and install
 * buttons) and the swiper of the six iOS install steps.
 */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const query = useDownloadLinks();
  if (query.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <div className={styles.heroSkeleton} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.page}>
        <p role="alert" className={styles.empty}>
          {t('downloads.noLinks')}
        </p>
        <button type="button" className={styles.installButton} onClick={() => void query.refetch()}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  const { template, resources } = query.data;
  const { links, icon } = linksOf(resources);
  return (
    <div className={styles.page}>
      <section
        className={styles.hero}
        style={{ background: template.app_background, color: template.app_desc_font_color }}
        aria-labelledby="app-name"
      >
        <img src={icon} alt="" width={72} height={72} className={styles.heroIcon} />
        <h2 id="app-name" className={styles.heroName}>
          {t('app.name')}
        </h2>
        <p className={styles.heroDesc}>{template.app_desc}</p>
      </section>
      <section className={styles.card} aria-labelledby="app-download-title">
        <h2 id="app-download-title" className={styles.sectionTitle}>
          {t('downloads.popupTitle')}
        </h2>
        <p className={styles.muted}>{t('downloads.intro')}</p>
        <DownloadBlock links={links} />
        <p className={styles.note}>{t('downloads.minIos', { version: MIN_IOS_VERSION })}</p>
      </section>
      <section className={styles.card} aria-labelledby="ios-steps-title">
        <h2 id="ios-steps-title" className={styles.sectionTitle}>
          {t('downloads.iosStepsTitle')}
        </h2>
        <StepSwiper
          label={t('downloads.stepsLabel')}
          steps={IOS_STEPS.map((key) => ({
            key,
            title: t(`downloads.iosSteps.${key}`),
            text: t(`downloads.iosStepsText.${key}`),
            art: STEP_ART[key],
          }))}
        />
      </section>
    </div>
  );
}
