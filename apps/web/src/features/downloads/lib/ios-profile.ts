import { goTo } from './navigate.ts';

/**
 * Shell spec section 4, iOS profile download: the tap hands the iOS link to the system (its
 * install sheet, or a new tab, takes the focus away); once the window has the focus again the
 * visitor is told to go to Settings and the page goes to the provisioning profile
 * (MOBILECONFIG), which iOS offers to install there. Returns a cancel function.
 */
export function downloadIosProfile(
  profileUrl: string,
  openLink: (url: string) => void,
  notify: () => void,
  iosUrl: string | null = null,
  target: Window = window,
): () => void {
  let away = false;
  const leave = () => {
    away = true;
  };
  const back = () => {
    if (!away) return;
    cancel();
    notify();
    goTo(profileUrl);
  };
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') leave();
    else back();
  };
  function cancel() {
    target.removeEventListener('blur', leave);
    target.removeEventListener('focus', back);
    target.document.removeEventListener('visibilitychange', onVisibility);
  }
  target.addEventListener('blur', leave);
  target.addEventListener('focus', back);
  target.document.addEventListener('visibilitychange', onVisibility);
  openLink(iosUrl ?? profileUrl);
  return cancel;
}

/** A link the server gave as a path (the demo profile) made absolute, for a QR code. */
export function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}
