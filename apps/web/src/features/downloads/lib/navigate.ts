/**
 * Leaves the page for a download link (an .apk, an App Store page, an iOS profile): the
 * browser downloads or hands it to the system. One place so tests can watch it.
 */
export function goTo(url: string): void {
  window.location.assign(url);
}
