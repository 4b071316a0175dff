import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { MIN_IOS_VERSION } from '@app/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useModalFlag, useModalStore } from '../../../lib/modal-store.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import '../i18n/texts.ts';
import { downloadLinksOf, readEnvironment } from '../lib/environment.ts';
import { DownloadBlock } from './download-block.tsx';
import { InstallButtons } from './install-buttons.tsx';
import { STEP_ART } from './step-art.tsx';
import { StepSwiper } from './step-swiper.tsx';
import styles from './downloads.module.css';

/**
 * The download pop-up (shell spec section 4): on iOS Safari a home-screen step first (its
 * button opens the guide) and the iOS buttons; elsewhere the links with their QR codes.
 */
export function DownloadPopup() {
  const { t } = useTranslation();
  const open = useModalFlag('downloadPopup');
  const { close, open: openFlag } = useModalStore();
  const { status } = useSystemStatus();
  const [env] = useState(readEnvironment);
  const links = downloadLinksOf(status);
  const showGuide = () => {
    close('downloadPopup');
    openFlag('downloadSteps');
  };
  return (
    <Dialog open={open} onClose={() => close('downloadPopup')} title={t('downloads.popupTitle')}>
      {env.iosSafari ? (
        <div className={styles.popupBody}>
          <section className={styles.homeStep} aria-labelledby="home-screen-step">
            <h3 id="home-screen-step" className={styles.sectionTitle}>
              {t('downloads.homeScreenTitle')}
            </h3>
            <p className={styles.muted}>{t('downloads.homeScreenText')}</p>
            <button type="button" className={styles.installButton} onClick={showGuide}>
              {t('downloads.showMe')}
            </button>
          </section>
          <InstallButtons links={{ ...links, android: null }} />
        </div>
      ) : (
        <div className={styles.popupBody}>
          <p className={styles.muted}>{t('downloads.intro')}</p>
          <DownloadBlock links={links} />
        </div>
      )}
      <p className={styles.note}>{t('downloads.minIos', { version: MIN_IOS_VERSION })}</p>
      <Link to="/app" className={styles.more} onClick={() => close('downloadPopup')}>
        {t('downloads.moreDetails')}
      </Link>
    </Dialog>
  );
}

const GUIDE_STEPS = ['share', 'add', 'confirm'] as const;

/**
 * Add-to-home-screen guide (modal flag downloadSteps): the iOS step slides; the last one has
 * the submit button that opens the home-screen popup.
 */
export function HomeScreenGuide() {
  const { t } = useTranslation();
  const open = useModalFlag('downloadSteps');
  const { close, open: openFlag } = useModalStore();
  const submit = () => {
    close('downloadSteps');
    openFlag('homeScreenPopup');
  };
  return (
    <Dialog open={open} onClose={() => close('downloadSteps')} title={t('downloads.guideTitle')}>
      <StepSwiper
        label={t('downloads.guideTitle')}
        steps={GUIDE_STEPS.map((key) => ({
          key,
          title: t(`downloads.guideSteps.${key}`),
          text: t(`downloads.guide.${key}`),
          art: STEP_ART[key],
        }))}
        lastSlideAction={
          <button type="button" className={styles.installButton} onClick={submit}>
            {t('downloads.guideDone')}
          </button>
        }
      />
    </Dialog>
  );
}

/** The home-screen popup (modal flag homeScreenPopup): where Safari's Share button is. */
export function HomeScreenPopup() {
  const { t } = useTranslation();
  const open = useModalFlag('homeScreenPopup');
  const close = useModalStore((state) => state.close);
  return (
    <Dialog
      open={open}
      onClose={() => close('homeScreenPopup')}
      title={t('downloads.homeScreenPopupTitle')}
    >
      <div className={styles.popupBody}>
        <div className={styles.centerArt}>{STEP_ART.share}</div>
        <p className={styles.muted}>{t('downloads.homeScreenPopupText')}</p>
        <button
          type="button"
          className={styles.installButton}
          onClick={() => close('homeScreenPopup')}
        >
          {t('downloads.gotIt')}
        </button>
      </div>
    </Dialog>
  );
}

/** Every download dialog, mounted together on the first open of any (root layout). */
export function DownloadDialogs() {
  return (
    <>
      <DownloadPopup />
      <HomeScreenGuide />
      <HomeScreenPopup />
    </>
  );
}
