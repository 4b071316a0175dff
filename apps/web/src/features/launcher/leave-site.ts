/** Leaves the site for an outside game's page (the vendor's URL). One place so tests can watch it. */
export function leaveSite(href: string): void {
  window.location.assign(href);
}
