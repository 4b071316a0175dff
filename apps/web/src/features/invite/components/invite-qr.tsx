import { lazy, Suspense } from 'react';
import styles from './invite.module.css';

// The QR encoder (qrcode-generator) loads only when the invite screen draws a code: neither the
// first visit nor the member chunk this screen travels in carries it.
const QrCode = lazy(() =>
  import('../../downloads/components/qr-code.tsx').then((module) => ({ default: module.QrCode })),
);

/** The invite link as a QR code, named for assistive technology; a blank square meanwhile. */
export function InviteQr({ url, label }: { url: string; label: string }) {
  return (
    <div className={styles.qr}>
      <Suspense fallback={<div className={styles.qrPlaceholder} aria-hidden="true" />}>
        <QrCode value={url} label={label} size={160} />
      </Suspense>
    </div>
  );
}
